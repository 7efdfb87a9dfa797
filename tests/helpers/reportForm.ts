import type { Locator, Page } from 'playwright-core'
import { expect } from 'vitest'

import type { Locale } from '@/i18n/locales'
import type { ReportCategory, ReportKind } from '@/lib/forms/report'

import { visit, type BrowserSession } from './browser'
import { newClient } from './inquiryForm'
import { inLocale, message } from './messages'

/**
 * Helpers for the ethics forms' browser tests: the page of a form opened by a new reporter (a
 * client address of its own), its controls found as a reporter finds them (by their labels), and
 * the success panel.
 */

/** A UI string of the `forms` namespace. */
export const f = (locale: Locale, key: string) => message(locale, 'forms', key)

export const formPath = (locale: Locale, kind: ReportKind) => inLocale(locale, `/information-center/${kind}`)

export async function openForm(
  session: BrowserSession,
  locale: Locale,
  kind: ReportKind,
  mobile = false,
): Promise<Page> {
  const page = mobile ? await session.mobilePage(newClient()) : await session.desktopPage(newClient())
  await visit(page, formPath(locale, kind))
  return page
}

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`)

type TextField = 'subject' | 'name' | 'email' | 'detail'

/** The form's controls, by label (the password boxes by id: "password" starts the radio's label too). */
export function controls(page: Page, locale: Locale) {
  const form = page.locator('form[aria-labelledby="form"]')
  return {
    form,
    text: (name: TextField): Locator =>
      form.getByRole('textbox', { name: startsWith(f(locale, `reportForm.fields.${name}.label`)) }),
    category: (category: ReportCategory): Locator =>
      form.getByRole('checkbox', { name: f(locale, `reportForm.categories.options.${category}`), exact: true }),
    choice: (value: 'password' | 'generated'): Locator =>
      form.getByRole('radio', { name: f(locale, `reportForm.secret.${value}`), exact: true }),
    password: form.locator('#report-secret-password'),
    confirm: form.locator('#report-secret-confirm'),
    file: form.locator('input[type="file"]'),
    consentAll: form.getByRole('checkbox', { name: f(locale, 'consent.all'), exact: true }),
    privacy: form.getByRole('checkbox', { name: startsWith(f(locale, 'reportForm.consent.privacy.label')) }),
    submit: (kind: ReportKind): Locator => form.getByRole('button', { name: f(locale, `reportForm.submit.${kind}`) }),
    /** The message under a field or group (its element id is `<control id>-error`). */
    error: (controlId: string): Locator => form.locator(`#${controlId}-error`),
  }
}

/** Subject and detail carrying `marker`, so the test can look for them where they must not be. */
export async function fillText(page: Page, locale: Locale, marker: string) {
  const c = controls(page, locale)
  await c.text('subject').fill(`${marker} 서면 계약서 미교부`)
  await c.text('detail').fill(`${marker} 납품 계약 석 달째 서면 계약서를 받지 못했습니다.`)
}

/** The success panel: the case number, and the generated receipt when there is one. */
export async function expectSent(
  page: Page,
  locale: Locale,
): Promise<{ caseNumber: string; receipt: string | null; panel: Locator }> {
  const panel = page.getByRole('status').filter({ hasText: f(locale, 'form.success') })
  await panel.waitFor({ state: 'visible', timeout: 60_000 })
  const caseNumber = (await panel.locator('[data-case-number]').innerText()).trim()
  expect(caseNumber).toMatch(/^E-\d{8}-[A-Z0-9]{6}$/)
  expect(await panel.innerText()).toContain(f(locale, 'reportForm.sent.writeDown'))
  const receipts = panel.locator('[data-receipt]')
  const receipt = (await receipts.count()) > 0 ? (await receipts.innerText()).trim() : null
  return { caseNumber, receipt, panel }
}

/** Requests the page sends to the form endpoints, recorded from now on. */
export function recordFormPosts(page: Page): string[] {
  const posts: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/forms/')) posts.push(`${request.method()} ${request.url()}`)
  })
  return posts
}

/** Everything the page keeps beyond its memory: URL, cookies, local and session storage. */
export const pageTraces = (page: Page) =>
  page.evaluate(() =>
    [location.href, document.cookie, JSON.stringify({ ...localStorage }), JSON.stringify({ ...sessionStorage })].join(
      '\n',
    ),
  )
