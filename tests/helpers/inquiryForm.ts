import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'

import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, expect } from 'vitest'

import { fieldSpec, textFieldsOf, type InquiryField } from '@/components/Inquiry/fields'
import type { Locale } from '@/i18n/locales'
import type { InquiryKind } from '@/lib/forms/inquiry'

import { setupBrowser, visit, type BrowserSession, type PageOptions } from './browser'
import { inLocale, message } from './messages'

/** A UI string of the `forms` namespace. */
export const f = (locale: Locale, key: string) => message(locale, 'forms', key)

/** The path of a tab in a locale. */
export const tabPath = (locale: Locale, kind: InquiryKind) => inLocale(locale, `/question/${kind}`)

// The server allows 5 submissions per client an hour, and the test stack trusts X-Forwarded-For
// (TRUST_PROXY=1): every browser context plays its own client, so tests never share a budget.
let clientCount = Math.floor(Math.random() * 0xffff) << 8
/** Context options for a new visitor with a client address of its own. */
export function newClient(options: PageOptions = {}): PageOptions {
  clientCount += 1
  const address = `10.${(clientCount >> 16) & 255}.${(clientCount >> 8) & 255}.${clientCount & 255}`
  return { ...options, extraHTTPHeaders: { ...options.extraHTTPHeaders, 'X-Forwarded-For': address } }
}

/** A real, minimal one-page PDF, padded with a comment to exactly `size` bytes when given. */
export function pdf(size?: number): Buffer {
  const build = (padding: number) => {
    let out = `%PDF-1.4\n%${'x'.repeat(padding)}\n`
    const objects = [
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
      '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
    ]
    const offsets: number[] = []
    objects.forEach((body, i) => {
      offsets.push(out.length)
      out += `${i + 1} 0 obj\n${body}\nendobj\n`
    })
    const xref = out.length
    out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`
    out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
    return Buffer.from(out, 'latin1')
  }
  const plain = build(0)
  if (size === undefined) return plain
  // The padding moves the cross-reference table, whose offset is written without leading zeros.
  const first = build(size - plain.length)
  const exact = build(size - plain.length - (first.length - size))
  if (exact.length !== size) throw new Error(`pdf(${size}) came out at ${exact.length} bytes`)
  return exact
}

/**
 * What an inquiry test file shares: the browser session, a scratch folder for files the browser
 * uploads (big ones go to it by path, not over the wire), and a tab opened as a new visitor.
 */
export function setupInquiryTests(session: BrowserSession = setupBrowser()) {
  let dir = ''
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inquiry-e2e-'))
  })
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))
  return {
    session,
    /** Writes a file under the scratch folder; returns its path. */
    tempFile(name: string, content: Buffer): string {
      const file = path.join(dir, name)
      fs.writeFileSync(file, content)
      return file
    },
    /** A tab's page, opened by a new visitor (a client address of its own), on a phone when asked. */
    async openTab(locale: Locale, kind: InquiryKind, mobile = false): Promise<Page> {
      const page = mobile ? await session.mobilePage(newClient()) : await session.desktopPage(newClient())
      await visit(page, tabPath(locale, kind))
      return page
    },
  }
}

/** Valid answers for every text field of every tab. */
export const sample: Record<InquiryField, string> = {
  subject: 'Joint campaign for solo diners',
  name: 'Kim Minji',
  organization: 'Hanbit Foods',
  mediaName: 'Daily Commerce',
  email: 'minji.kim@example.com',
  visitors: '12',
  preferredDates: 'First week of March, weekday afternoons',
  detail: 'We would like to propose a joint campaign for one-portion meals in spring.',
}

/** The text box of a field, found by its visible label as a visitor would (the name also carries "required"). */
export function field(page: Page, locale: Locale, kind: InquiryKind, name: InquiryField): Locator {
  const label = f(locale, `${fieldSpec(kind, name).textKey}.label`)
  return page.getByRole('textbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) })
}

export const fileInput = (page: Page) => page.locator('input[type="file"]')
export const consentBox = (page: Page, locale: Locale, which: 'all' | 'privacy' | 'precaution') =>
  page.getByRole('checkbox', {
    name: new RegExp(
      `^${f(locale, which === 'all' ? 'consent.all' : `consent.${which}.label`).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`,
    ),
  })
export const submitButton = (page: Page, locale: Locale) => page.getByRole('button', { name: f(locale, 'form.submit') })

/** Fills every text field of the tab with the sample answers (or the overrides). */
export async function fillTextFields(
  page: Page,
  locale: Locale,
  kind: InquiryKind,
  overrides: Partial<Record<InquiryField, string>> = {},
) {
  for (const name of textFieldsOf(kind)) await field(page, locale, kind, name).fill(overrides[name] ?? sample[name])
}

/** Fills the whole form: text fields, both consents through the consent-all toggle. */
export async function fillForm(
  page: Page,
  locale: Locale,
  kind: InquiryKind,
  overrides: Partial<Record<InquiryField, string>> = {},
) {
  await fillTextFields(page, locale, kind, overrides)
  await consentBox(page, locale, 'all').check()
}

/** Every text field empty, both consents unticked, no file: the form as a new visitor finds it. */
export async function expectCleared(page: Page, locale: Locale, kind: InquiryKind) {
  for (const name of textFieldsOf(kind)) expect(await field(page, locale, kind, name).inputValue(), name).toBe('')
  expect(await consentBox(page, locale, 'privacy').isChecked()).toBe(false)
  expect(await consentBox(page, locale, 'precaution').isChecked()).toBe(false)
  expect(await fileInput(page).evaluate((input: HTMLInputElement) => input.files?.length ?? 0)).toBe(0)
  expect(await page.getByRole('button', { name: f(locale, 'file.remove') }).count()).toBe(0)
}

/** The success panel: SPEC §7's message and a receipt number; returns the number. */
export async function expectSubmitted(page: Page, locale: Locale): Promise<string> {
  const panel = page.getByRole('status').filter({ hasText: f(locale, 'form.success') })
  await panel.waitFor({ state: 'visible', timeout: 60_000 })
  const receipt = (await panel.locator('dd').innerText()).trim()
  expect(receipt).toMatch(/^[\w-]{4,40}$/)
  expect(await panel.innerText()).toContain(f(locale, 'form.receipt'))
  return receipt
}

/** Requests the page sends to the form endpoint, recorded from now on. */
export function recordFormPosts(page: Page): string[] {
  const posts: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/forms/')) posts.push(`${request.method()} ${request.url()}`)
  })
  return posts
}
