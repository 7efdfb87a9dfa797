import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import type { Locale } from '@/i18n/locales'
import { verifySecret } from '@/lib/reports/crypto'

import { expectAccessible, setupBrowser, visit } from '../helpers/browser'
import { newMarker } from '../helpers/forms'
import { bearer, request } from '../helpers/http'
import { reportRow } from '../helpers/reports'
import { pdf } from '../helpers/inquiryForm'
import {
  controls,
  expectSent,
  f,
  fillText,
  formPath,
  openForm,
  pageTraces,
  recordFormPosts,
} from '../helpers/reportForm'
import { inLocale } from '../helpers/messages'
import { staffToken } from '../helpers/staff'

const session = setupBrowser()
const PASSWORD = 'blue-lantern-harbour-42'

/** Every encrypted file kept for reports, as bytes. */
const storedReportFiles = () => {
  const dir = path.join(inject('privateDir'), 'reports')
  return fs.existsSync(dir) ? fs.readdirSync(dir).map((name) => fs.readFileSync(path.join(dir, name))) : []
}

describe('a reporter sends the form', () => {
  it('an anonymous report (no name, no email) with two types, a PDF and a chosen password: the case number shows once; Postgres and the upload folder hold no plaintext', async () => {
    const locale: Locale = 'ko'
    const marker = newMarker('anon')
    const page = await openForm(session, locale, 'report')
    const c = controls(page, locale)
    await fillText(page, locale, marker)
    await c.category('writtenContract').check()
    await c.category('promotionCosts').check()
    await c.file.setInputFiles({
      name: 'contract.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.concat([pdf(), Buffer.from(`%${marker} evidence\n`)]),
    })
    await expect.poll(() => page.getByText('contract.pdf').count()).toBeGreaterThan(0)
    expect(await c.choice('password').isChecked(), 'a password is the default way back').toBe(true)
    await c.password.fill(PASSWORD)
    await c.confirm.fill(PASSWORD)
    await c.consentAll.check()
    expect(await c.privacy.isChecked()).toBe(true)
    await c.submit('report').click()

    const { caseNumber, receipt, panel } = await expectSent(page, locale)
    expect(receipt, 'no receipt when the reporter chose a password').toBeNull()
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status')
    expect(await panel.getByRole('link', { name: f(locale, 'reportForm.sent.status') }).getAttribute('href')).toBe(
      '/information-center/status',
    )
    expect(await panel.innerText()).not.toContain(PASSWORD)
    expect(await pageTraces(page)).not.toContain(PASSWORD)
    await expectAccessible(page)
    // Only the panel shows: an empty form below it once invited the same report a second time.
    expect(await c.text('subject').isVisible()).toBe(false)
    expect(await c.submit('report').isVisible()).toBe(false)
    // The case number is copied with a button, and the copy is confirmed.
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'])
    await panel
      .getByRole('button', {
        name: `${f(locale, 'reportForm.sent.copy')} (${f(locale, 'reportForm.sent.caseNumber')})`,
      })
      .click()
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(caseNumber)
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: f(locale, 'reportForm.sent.copied') })
          .count(),
      )
      .toBe(1)
    // Another report starts on an empty form, at its first field; the panel is gone.
    await panel.getByRole('button', { name: f(locale, 'reportForm.sent.another') }).click()
    expect(await c.text('subject').isVisible()).toBe(true)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await c.text('subject').getAttribute('id'))
    expect(await page.locator('[data-report-sent]').count()).toBe(0)
    // The form is empty again, the password included, and nothing kept it.
    expect(await c.text('subject').inputValue()).toBe('')
    expect(await c.password.inputValue()).toBe('')
    expect(await c.category('writtenContract').isChecked()).toBe(false)

    const row = await reportRow(caseNumber)
    expect(row).toBeDefined()
    expect(row?.form).toBe('report')
    const stored = JSON.stringify(row)
    expect(stored).not.toContain(marker)
    expect(stored).not.toContain(PASSWORD)
    expect(stored).not.toContain('contract.pdf')
    expect(await verifySecret(PASSWORD, row?.secret_hash)).toBe(true)
    expect(
      storedReportFiles().some((data) => data.includes(marker)),
      'the attachment is kept encrypted',
    ).toBe(false)

    // Compliance, opening it, reads what the reporter sent: the two types, no name, no email, the file.
    const read = await request(`/api/ethics-reports/${row?.id}?depth=0`, {
      headers: bearer(await staffToken('compliance')),
    })
    expect(read.status).toBe(200)
    const doc = (await read.json()) as Record<string, unknown>
    expect(doc.subject).toBe(`${marker} 서면 계약서 미교부`)
    expect(doc.categories).toEqual(['writtenContract', 'promotionCosts'])
    expect(doc.name || null, 'no name').toBeNull()
    expect(doc.email || null, 'no email').toBeNull()
    expect(doc.attachment).toMatchObject({ filename: 'contract.pdf', mimeType: 'application/pdf' })
  })

  it('an English consultation with a generated receipt: shown once (XXXX-XXXX-XXXX-XXXX), found nowhere when the page is opened again', async () => {
    const locale: Locale = 'en'
    const page = await openForm(session, locale, 'consult')
    const c = controls(page, locale)
    await fillText(page, locale, newMarker('receipt'))
    await c.text('email').fill('reporter@example.com')
    await c.choice('generated').check()
    expect(await c.password.count(), 'no password boxes for a generated receipt').toBe(0)
    await c.consentAll.check()
    await c.submit('consult').click()

    const { caseNumber, receipt } = await expectSent(page, locale)
    expect(receipt).toMatch(/^[2-9A-HJ-NP-Z]{4}(-[2-9A-HJ-NP-Z]{4}){3}$/)
    expect(await pageTraces(page)).not.toContain(receipt)
    expect(await verifySecret(receipt ?? '', (await reportRow(caseNumber))?.secret_hash)).toBe(true)
    await expectAccessible(page)

    // The same browser (cookies, storage, cache) opens the form again, and once it is hydrated (its
    // links start prefetching) the receipt is nowhere. Not `visit`: a second page of a context
    // never reaches network idle here, its menu prefetches hang for ~30 s (on every page of the site).
    const again = await page.context().newPage()
    const hydrated = again.waitForEvent('request', (r) => r.url().includes('_rsc='))
    await again.goto(formPath(locale, 'consult'), { waitUntil: 'load' })
    await hydrated
    expect(await again.locator('body').innerText()).not.toContain(receipt)
    expect(await again.locator('[data-report-sent]').count()).toBe(0)
  })
})

describe("the browser's checks: the exact messages, and nothing is sent", () => {
  it('no type ticked, consent unticked, passwords that differ: three messages, focus on the first, no request', async () => {
    const locale: Locale = 'ko'
    const page = await openForm(session, locale, 'report')
    const posts = recordFormPosts(page)
    const c = controls(page, locale)
    await fillText(page, locale, newMarker('checks'))
    await c.password.fill(PASSWORD)
    await c.confirm.fill(`${PASSWORD}!`)
    await c.submit('report').click()

    await expect.poll(() => c.error('report-categories').innerText()).toBe('1개 이상 선택해 주세요.')
    expect(await c.error('report-consent-privacy').innerText()).toBe(f(locale, 'validation.consent'))
    expect(await c.error('report-secret-confirm').innerText()).toBe('비밀번호가 일치하지 않습니다.')
    expect(await c.confirm.getAttribute('aria-invalid')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('report-categories-dealingPosition')
    await expectAccessible(page)

    // Fixed one by one, each message goes; only then does the report leave.
    await c.category('refusalToDeal').check()
    await c.confirm.fill(PASSWORD)
    await c.privacy.check()
    await expect.poll(() => page.locator('form [role="alert"]').count()).toBe(0)
    expect(posts).toEqual([])
    await c.submit('report').click()
    await expectSent(page, locale)
    expect(posts).toHaveLength(1)
  })

  it('a password of 9 characters is refused in English before anything is sent', async () => {
    const locale: Locale = 'en'
    const page = await openForm(session, locale, 'consult')
    const posts = recordFormPosts(page)
    const c = controls(page, locale)
    await fillText(page, locale, newMarker('short'))
    await c.password.fill('nine-char')
    await c.confirm.fill('nine-char')
    await c.consentAll.check()
    await c.submit('consult').click()
    await expect.poll(() => c.error('report-secret-password').innerText()).toBe('Enter at least 10 characters.')
    expect(posts).toEqual([])
  })
})

describe('when sending fails, nothing the reporter entered is lost', () => {
  it('a 503 keeps every field, the ticked types, the password and the file; the retry sends it', async () => {
    const locale: Locale = 'ko'
    const page = await openForm(session, locale, 'report')
    const c = controls(page, locale)
    const marker = newMarker('503')
    await fillText(page, locale, marker)
    await c.text('name').fill('김제보')
    await c.category('dealingPosition').check()
    await c.file.setInputFiles({ name: 'memo.pdf', mimeType: 'application/pdf', buffer: pdf() })
    await c.password.fill(PASSWORD)
    await c.confirm.fill(PASSWORD)
    await c.consentAll.check()
    let failed = false
    await page.route('**/api/forms/**', async (route) => {
      if (failed) return route.continue()
      failed = true
      await route.fulfill({
        status: 503,
        headers: { 'content-type': 'application/json', 'cache-control': 'no-store', 'retry-after': '5' },
        body: JSON.stringify({ detail: 'fail', message: f(locale, 'server.unavailable') }),
      })
    })
    await c.submit('report').click()

    const alert = page.getByRole('alert').filter({ hasText: f(locale, 'server.unavailable') })
    await alert.waitFor({ state: 'visible' })
    expect(await alert.innerText()).toContain(f(locale, 'form.kept'))
    expect(await c.text('subject').inputValue()).toContain(marker)
    expect(await c.text('name').inputValue()).toBe('김제보')
    expect(await c.text('detail').inputValue()).toContain(marker)
    expect(await c.category('dealingPosition').isChecked()).toBe(true)
    expect(await c.password.inputValue()).toBe(PASSWORD)
    expect(await c.confirm.inputValue()).toBe(PASSWORD)
    expect(await c.privacy.isChecked()).toBe(true)
    expect(await c.file.evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('memo.pdf')
    expect(await page.locator('[data-report-sent]').count()).toBe(0)

    await alert.getByRole('button', { name: f(locale, 'form.retry') }).click()
    const { caseNumber } = await expectSent(page, locale)
    expect(failed).toBe(true)
    expect(await reportRow(caseNumber)).toBeDefined()
  })
})

describe('the pages', () => {
  it.each(['consult', 'report'] as const)(
    'the %s form on a 390 px phone: no horizontal scroll, axe-clean with its messages shown',
    async (kind) => {
      const locale: Locale = 'ko'
      const page = await openForm(session, locale, kind, true)
      const c = controls(page, locale)
      await c.submit(kind).tap()
      await expect.poll(() => c.error('report-consent-privacy').count()).toBe(1)
      // Every message at once, the password's too (zod alone skips it while a required field is empty).
      expect(await c.error('report-subject').innerText()).toBe(f(locale, 'validation.required'))
      expect(await c.error('report-secret-password').innerText()).toBe(f(locale, 'validation.required'))
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
      await expectAccessible(page)
    },
  )

  it('the success panel with a receipt fits a 390 px phone', async () => {
    const locale: Locale = 'en'
    const page = await openForm(session, locale, 'consult', true)
    const c = controls(page, locale)
    await fillText(page, locale, newMarker('phone'))
    await c.choice('generated').check()
    await c.consentAll.check()
    await c.submit('consult').tap()
    await expectSent(page, locale)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectAccessible(page)
  })

  it.each(['ko', 'en'] as const)('every field of both forms has autocomplete="off" (%s)', async (locale) => {
    const page = await session.desktopPage()
    for (const kind of ['consult', 'report'] as const) {
      await visit(page, formPath(locale, kind))
      const form = controls(page, locale).form
      expect(await form.getAttribute('autocomplete')).toBe('off')
      const fields = await form
        .locator('input, textarea')
        .evaluateAll((els) => els.map((el) => `${el.id}:${el.getAttribute('autocomplete')}`))
      expect(fields.length).toBeGreaterThan(kind === 'report' ? 12 : 7)
      expect(fields.filter((field) => !field.endsWith(':off'))).toEqual([])
    }
  })

  const pages = ['consult', 'report', 'status'].flatMap((kind) =>
    (['ko', 'en'] as const).map((locale) => inLocale(locale, `/information-center/${kind}`)),
  )
  it.each(pages)('%s answers Cache-Control: no-store and Referrer-Policy: no-referrer', async (pagePath) => {
    const res = await request(pagePath, {
      redirect: 'manual',
      headers: { 'accept-language': pagePath.startsWith('/en') ? 'en' : 'ko' },
    })
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
  })

  it('the form endpoints answer the same', async () => {
    const res = await request('/api/forms/report', { method: 'POST', headers: { origin: inject('baseUrl') } })
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('referrer-policy')).toBe('no-referrer')
  })
})
