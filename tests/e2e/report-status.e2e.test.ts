import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'

import { collectPageErrors, expectAccessible, setupBrowser, visit } from '../helpers/browser'
import { newMarker } from '../helpers/forms'
import { bearer, request } from '../helpers/http'
import { fileReport, type FiledReport } from '../helpers/reportStatus'
import { newClient, pdf } from '../helpers/inquiryForm'
import { inLocale, message } from '../helpers/messages'
import { staffToken } from '../helpers/staff'

const session = setupBrowser()
let compliance = ''
beforeAll(async () => {
  compliance = await staffToken('compliance')
})

/** A UI string of the `status` namespace. */
const s = (locale: Locale, key: string) => message(locale, 'status', key)
const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

async function reply(report: FiledReport, body: string) {
  const res = await request('/api/report-messages', {
    method: 'POST',
    headers: { ...bearer(compliance), 'content-type': 'application/json' },
    body: JSON.stringify({ report: report.id, body }),
  })
  expect(res.status).toBe(201)
}

/** The status page opened by a new visitor (a client address of its own); its response is returned too. */
async function openStatusPage(locale: Locale, mobile = false) {
  const page = mobile ? await session.mobilePage(newClient()) : await session.desktopPage(newClient())
  const response = await visit(page, inLocale(locale, '/information-center/status'))
  return { page, response }
}

const caseField = (page: Page, locale: Locale) => page.getByLabel(startsWith(s(locale, 'lookup.caseNumber.label')))
const secretField = (page: Page, locale: Locale) => page.getByLabel(startsWith(s(locale, 'lookup.secret.label')))

const messageBox = (page: Page, locale: Locale) =>
  page.getByRole('textbox', { name: startsWith(s(locale, 'add.message.label')) })

async function signIn(page: Page, locale: Locale, caseNumber: string, secret: string) {
  await caseField(page, locale).fill(caseNumber)
  await secretField(page, locale).fill(secret)
  await page.getByRole('button', { name: s(locale, 'lookup.submit') }).click()
}

describe.each(locales)('the status page in %s', (locale) => {
  it('is private: no-store, no referrer, kept out of search engines, every field autocomplete="off"', async () => {
    const { page, response } = await openStatusPage(locale)
    expect(response.status()).toBe(200)
    expect(response.headers()['cache-control']).toContain('no-store')
    expect(response.headers()['referrer-policy']).toBe('no-referrer')
    expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toContain('noindex')
    const form = page.getByRole('form', { name: s(locale, 'lookup.title') })
    expect(await form.getAttribute('autocomplete')).toBe('off')
    const inputs = await form.locator('input:not([type="checkbox"])').all()
    expect(inputs).toHaveLength(2)
    for (const input of inputs) expect(await input.getAttribute('autocomplete')).toBe('off')
    const tab = page
      .getByRole('navigation', { name: message(locale, 'info', 'tabsLabel') })
      .getByRole('link', { name: s(locale, 'tab') })
    expect(await tab.getAttribute('aria-current')).toBe('page')
  })

  it('a wrong password shows the error; the right one shows the status and the compliance reply; a message with a file joins the thread', async () => {
    const marker = newMarker(`status-e2e-${locale}`)
    const report = await fileReport(marker)
    await reply(report, `${marker} compliance reply`)
    const { page } = await openStatusPage(locale)
    const errors = collectPageErrors(page)

    await signIn(page, locale, report.caseNumber, 'not the password')
    await expect
      .poll(() =>
        page
          .getByRole('alert')
          .filter({ hasText: s(locale, 'server.wrongCredentials') })
          .count(),
      )
      .toBe(1)
    expect(await secretField(page, locale).inputValue(), 'the wrong secret is cleared').toBe('')
    expect(await caseField(page, locale).inputValue()).toBe(report.caseNumber)

    await secretField(page, locale).fill(report.password)
    await page.getByRole('button', { name: s(locale, 'lookup.submit') }).click()
    const heading = page.getByRole('heading', { level: 2, name: s(locale, 'view.title') })
    await heading.waitFor()
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.id), { message: 'focus moves to the case' })
      .toBe('status-case')
    expect(await page.locator('[data-case-number]').innerText()).toBe(report.caseNumber)
    expect(await page.locator('[data-status]').innerText()).toBe(s(locale, 'statuses.received'))
    const staff = page.locator('[data-author="staff"]')
    expect(await staff.count()).toBe(1)
    expect(await staff.innerText()).toContain(s(locale, 'thread.staff'))
    expect(await staff.innerText()).toContain(`${marker} compliance reply`)
    await expectAccessible(page)

    // The secret lives in the page's memory only: not in the address, storage or cookies.
    expect(page.url()).not.toContain(encodeURIComponent(report.password))
    expect(page.url()).not.toContain(report.caseNumber)
    expect(
      await page.evaluate(() => [localStorage.length, sessionStorage.length, document.cookie.includes('pw')]),
    ).toEqual([0, 0, false])

    await messageBox(page, locale).fill(`${marker} more facts`)
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: pdf() })
    // The form takes the file after checking it: sending before then would send the message alone.
    await expect.poll(() => page.getByText('contract.pdf').count()).toBeGreaterThan(0)
    await page.getByRole('button', { name: s(locale, 'add.submit') }).click()
    const mine = page.locator('[data-author="reporter"]').filter({ hasText: `${marker} more facts` })
    await mine.waitFor()
    expect(await mine.innerText()).toContain(s(locale, 'thread.reporter'))
    expect(await mine.innerText()).toContain(s(locale, 'thread.attachment').replace('{{name}}', 'contract.pdf'))
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: s(locale, 'add.sent') })
          .count(),
      )
      .toBe(1)
    expect(await messageBox(page, locale).inputValue(), 'the box is emptied').toBe('')
    // Oldest first: the reply, then the new message.
    expect(
      await page.locator('[data-author]').evaluateAll((items) => items.map((item) => item.getAttribute('data-author'))),
    ).toEqual(['staff', 'reporter'])

    await page.getByRole('button', { name: s(locale, 'view.close') }).click()
    await caseField(page, locale).waitFor()
    expect(await secretField(page, locale).inputValue()).toBe('')
    expect(errors).toEqual([])
  })

  it('a required field left empty is named under it, before anything is sent', async () => {
    const { page } = await openStatusPage(locale)
    const posts: string[] = []
    page.on('request', (req) => {
      if (req.url().includes('/api/reports/status')) posts.push(req.url())
    })
    await page.getByRole('button', { name: s(locale, 'lookup.submit') }).click()
    await expect
      .poll(() => page.getByText(message(locale, 'forms', 'validation.required'), { exact: true }).count())
      .toBe(2)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('status-caseNumber')
    expect(posts).toEqual([])
  })

  it('the opened case on a phone (390 px): no horizontal scroll, no serious axe violation', async () => {
    const marker = newMarker(`status-phone-${locale}`)
    const report = await fileReport(marker)
    await reply(report, `${marker} ${'a long reply without spaces '.repeat(3)}${'x'.repeat(120)}`)
    const { page } = await openStatusPage(locale, true)
    await signIn(page, locale, report.caseNumber, report.password)
    await page.getByRole('heading', { level: 2, name: s(locale, 'view.title') }).waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
    await expectAccessible(page)
  })
})
