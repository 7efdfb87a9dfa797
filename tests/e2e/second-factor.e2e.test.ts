import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { totpCode } from '../../src/lib/auth/secondFactor/totp'
import { expectAccessible, setupBrowser } from '../helpers/browser'
import { sql } from '../helpers/db'
import { bearer, request } from '../helpers/http'
import { adminPage, staffToken } from '../helpers/staff'

/**
 * A compliance officer's second factor in the admin, in a real browser: the first sign-in
 * enrols with the QR code's key (the test computes the app's code from it), the recovery codes are
 * shown once; the next sign-ins take a code from the app or a recovery code; an admin resets it
 * from the account's page, and the next sign-in enrols again. Each step is in the staff audit log.
 */
const session = setupBrowser()
let admin = ''
const officer = {
  id: 0,
  email: `officer-${randomUUID().slice(0, 8)}@example.com`,
  password: `Browser second step ${randomUUID().slice(0, 6)}`,
}

beforeAll(async () => {
  admin = await staffToken('admin')
  const res = await request('/api/users', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(admin) },
    body: JSON.stringify({ email: officer.email, password: officer.password, role: 'compliance', name: '2FA browser' }),
  })
  expect(res.status).toBe(201)
  officer.id = ((await res.json()) as { doc: { id: number } }).doc.id
})

afterAll(async () => {
  if (officer.id) await request(`/api/users/${officer.id}`, { method: 'DELETE', headers: bearer(admin) })
})

const audit = async () =>
  (
    await sql<{ action: string }>('SELECT action FROM staff_audit_log WHERE subject_email = $1 ORDER BY id', [
      officer.email,
    ])
  ).map((row) => row.action)

async function passwordStep(locale: 'en-US' | 'ko-KR' = 'en-US') {
  const page = await session.desktopPage({ locale })
  await page.goto('/admin/login')
  await page.locator('#field-email').fill(officer.email)
  await page.locator('#field-password').fill(officer.password)
  await page.getByRole('button', { name: locale === 'ko-KR' ? '로그인' : 'Sign in', exact: true }).click()
  return page
}

describe('the second factor in the admin', () => {
  let secret = ''
  let recovery: string[] = []

  it('enrols at the first sign-in with a QR code, and shows the recovery codes once', async () => {
    const page = await passwordStep('ko-KR')
    await page.getByRole('img', { name: '인증 앱으로 스캔할 QR 코드' }).waitFor()
    secret = (await page.getByTestId('totp-secret').textContent())!.trim()
    await expectAccessible(page)
    await page.locator('#field-code').fill(await totpCode(secret))
    await page.getByRole('button', { name: '확인' }).click()
    const codes = page.getByTestId('recovery-codes').locator('code')
    await codes.first().waitFor()
    recovery = await codes.allTextContents()
    expect(recovery).toHaveLength(10)
    await page.getByRole('button', { name: /보관했습니다/ }).click()
    await page.locator('.dashboard').waitFor()
    await page.close()
  })

  it('signs in with a code from the app', async () => {
    // The enrolment spent this 30-second step's code (a code is taken once: the integration test
    // shows it). Rather than wait for the next step, the account is set back a step.
    const now = Math.floor(Date.now() / 1000)
    await sql('UPDATE staff_second_factors SET last_step = $2 WHERE user_id = $1', [
      officer.id,
      Math.floor(now / 30) - 1,
    ])
    const page = await passwordStep()
    await page.locator('#field-code').fill(await totpCode(secret, now))
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.locator('.dashboard').waitFor()
    await page.close()
  })

  it('signs in with a recovery code, once', async () => {
    const page = await passwordStep()
    await page.getByRole('button', { name: 'Use a recovery code' }).click()
    await page.locator('#field-code').fill(recovery[0]!)
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.locator('.dashboard').waitFor()
    await page.close()
    const again = await passwordStep()
    await again.getByRole('button', { name: 'Use a recovery code' }).click()
    await again.locator('#field-code').fill(recovery[0]!)
    await again.getByRole('button', { name: 'Verify' }).click()
    await again
      .getByRole('alert')
      .filter({ hasText: /already used/ })
      .waitFor()
    await again.close()
  })

  it('an admin resets it from the account page; the next sign-in enrols again', async () => {
    const page = await adminPage(session, 'admin')
    await page.goto(`/admin/collections/users/${officer.id}`)
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Reset the second factor' }).click()
    await page.getByRole('status').filter({ hasText: 'recorded' }).waitFor()
    await page.close()
    const next = await passwordStep()
    await next.getByRole('img', { name: 'QR code to scan with an authenticator app' }).waitFor()
    await next.close()
    expect(await audit()).toEqual(['accountCreated', 'twoFactorEnrolled', 'recoveryCodeUsed', 'twoFactorReset'])
  })
})
