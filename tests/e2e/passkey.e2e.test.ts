import { randomUUID } from 'node:crypto'

import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { totpCode } from '../../src/lib/auth/secondFactor/totp'
import { setupBrowser } from '../helpers/browser'
import { sql } from '../helpers/db'
import { bearer, request } from '../helpers/http'
import { staffToken } from '../helpers/staff'

/**
 * A passkey as the second step of a staff sign-in, in Chromium with its virtual authenticator
 * (the DevTools WebAuthn domain: a platform authenticator that verifies the user). A compliance
 * officer with an authenticator app adds a passkey on their own account page, signs out, signs in
 * with the password and the passkey, and removes it; each change is in the staff audit log. The
 * admin is opened at `localhost`, since an IP address cannot be a WebAuthn relying party.
 */
const session = setupBrowser()
const origin = inject('baseUrl').replace('127.0.0.1', 'localhost')
let admin = ''
const officer = {
  id: 0,
  email: `passkey-${randomUUID().slice(0, 8)}@example.com`,
  password: `Passkey browser ${randomUUID().slice(0, 6)}`,
  secret: '',
}

type Step = { errors?: { data?: { secondFactor?: { ticket?: string; secret?: string } } }[] }
const signIn = (extra: Record<string, string> = {}) =>
  request('/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en' },
    body: JSON.stringify({ email: officer.email, password: officer.password, ...extra }),
  })

beforeAll(async () => {
  admin = await staffToken('admin')
  const res = await request('/api/users', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(admin) },
    body: JSON.stringify({ email: officer.email, password: officer.password, role: 'compliance', name: 'Passkey' }),
  })
  expect(res.status).toBe(201)
  officer.id = ((await res.json()) as { doc: { id: number } }).doc.id
  // Enrolled in the authenticator app first, as its first sign-in would (second-factor.e2e shows it).
  const step = ((await (await signIn()).json()) as Step).errors![0]!.data!.secondFactor!
  officer.secret = step.secret!
  const enrolled = await signIn({ enrolTicket: step.ticket!, code: await totpCode(step.secret!) })
  expect(enrolled.status).toBe(200)
})

afterAll(async () => {
  if (officer.id) await request(`/api/users/${officer.id}`, { method: 'DELETE', headers: bearer(admin) })
})

const audit = async () =>
  (
    await sql<{ action: string; to_value: string | null; from_value: string | null }>(
      'SELECT action, to_value, from_value FROM staff_audit_log WHERE subject_email = $1 ORDER BY id',
      [officer.email],
    )
  ).map((row) => [row.action, row.to_value ?? row.from_value])

/**
 * The app's code now, usable at once: a code is taken once per 30-second step, and the enrolment
 * or the step before took this one, so the account is set back a step rather than the test waiting.
 */
async function freshCode() {
  const now = Math.floor(Date.now() / 1000)
  await sql('UPDATE staff_second_factors SET last_step = $2 WHERE user_id = $1', [officer.id, Math.floor(now / 30) - 1])
  return totpCode(officer.secret, now)
}

/** The officer's password step at localhost; resolves at the second step. */
async function passwordStep(page: Page) {
  await page.goto(`${origin}/admin/login`)
  await page.locator('#field-email').fill(officer.email)
  await page.locator('#field-password').fill(officer.password)
  await page.getByRole('button', { name: 'Sign in', exact: true }).click()
  await page.locator('#field-code').waitFor()
}

describe('a passkey as the second step', () => {
  it('is added on the own account page, signs in once per challenge, and is removed; all recorded', async () => {
    const page = await session.desktopPage({ locale: 'en-US' })
    const devtools = await page.context().newCDPSession(page)
    await devtools.send('WebAuthn.enable')
    await devtools.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
      },
    })

    await passwordStep(page)
    // No passkey yet: the second step offers none.
    await expect(page.getByRole('button', { name: 'Use a passkey' }).count()).resolves.toBe(0)
    await page.locator('#field-code').fill(await freshCode())
    await page.getByRole('button', { name: 'Verify' }).click()
    await page.locator('.dashboard').waitFor()

    await page.goto(`${origin}/admin/account`)
    await page.getByRole('heading', { name: 'Passkeys' }).waitFor()
    await page.getByText('No passkeys yet.').waitFor()
    await page.getByLabel('Passkey name').fill('Work laptop')
    // Adding asks for a fresh code from the app (the sign-in above took this step's).
    await page.getByLabel('Code from your authenticator app').fill(await freshCode())
    await page.getByRole('button', { name: 'Add a passkey' }).click()
    await page.getByRole('status').filter({ hasText: 'Passkey added' }).waitFor()
    await page.getByText('Work laptop', { exact: true }).waitFor()
    // Signed out, then in again with the password and the passkey.
    await page.goto(`${origin}/admin/logout`)
    await page.locator('#field-email').waitFor()
    let answer = ''
    page.on('request', (req) => {
      if (req.url().endsWith('/api/users/login') && req.postData()?.includes('passkeyTicket')) answer = req.postData()!
    })
    await passwordStep(page)
    await page.getByRole('button', { name: 'Use a passkey' }).click()
    await page.locator('.dashboard').waitFor()
    const [used] = await sql<{ last_used_at: Date | null }>(
      'SELECT last_used_at FROM staff_passkeys WHERE user_id = $1',
      [officer.id],
    )
    expect(used?.last_used_at).not.toBeNull()

    // The same answer sent again (a replay of its challenge) signs in no one.
    expect(answer).toContain('passkeyTicket')
    const replay = await request('/api/users/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', origin },
      body: answer,
    })
    expect(replay.status).toBe(401)
    expect(((await replay.json()) as { errors: { message: string }[] }).errors[0]!.message).toMatch(/passkey could not/)

    await page.goto(`${origin}/admin/account`)
    page.once('dialog', (dialog) => void dialog.accept())
    await page.getByRole('button', { name: 'Remove: Work laptop' }).click()
    await page.getByRole('status').filter({ hasText: 'Passkey removed' }).waitFor()
    await page.getByText('No passkeys yet.').waitFor()
    expect(await audit()).toEqual([
      ['accountCreated', 'compliance'],
      ['twoFactorEnrolled', 'totp'],
      ['passkeyAdded', 'Work laptop'],
      ['passkeyRemoved', 'Work laptop'],
    ])
  })
})
