import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import type { Locale } from '@/i18n/locales'
import type { InquiryKind } from '@/lib/forms/inquiry'

import { expectAccessible } from '../helpers/browser'
import { bearer, request } from '../helpers/http'
import {
  consentBox,
  expectCleared,
  expectSubmitted,
  f,
  field,
  fileInput,
  fillForm,
  pdf,
  recordFormPosts,
  sample,
  setupInquiryTests,
  submitButton,
} from '../helpers/inquiryForm'
import { editorToken } from '../helpers/staff'

const { openTab, tempFile } = setupInquiryTests()
let token = ''
beforeAll(async () => {
  token = await editorToken()
})

type StoredInquiry = {
  receiptNumber: string
  kind: string
  subject: string
  email: string
  locale: string
  attachment?: { filename?: string | null; size?: number | null } | null
}

/** The inquiry as staff see it (editor, REST): what the visitor sent arrived, with its file. */
async function storedInquiry(receipt: string): Promise<StoredInquiry> {
  const res = await request(`/api/inquiries?where[receiptNumber][equals]=${encodeURIComponent(receipt)}&depth=0`, {
    headers: bearer(token),
  })
  expect(res.status).toBe(200)
  const { docs } = (await res.json()) as { docs: StoredInquiry[] }
  expect(docs).toHaveLength(1)
  return docs[0]
}

// Each tab in one language here (all four render in both languages with axe in routes/a11y).
const tabs: [InquiryKind, Locale][] = [
  ['partnership', 'ko'],
  ['press', 'en'],
  ['other', 'ko'],
  ['visit', 'en'],
]

describe('sending an inquiry', () => {
  it.each(tabs)(
    'the %s tab (%s): filled, a PDF attached, sent; the success message and a receipt number, the form cleared, the inquiry stored with its file',
    async (kind, locale) => {
      const page = await openTab(locale, kind)
      const file = pdf()
      await fillForm(page, locale, kind)
      await fileInput(page).setInputFiles({ name: 'proposal.pdf', mimeType: 'application/pdf', buffer: file })
      await expect.poll(() => page.getByText('proposal.pdf').count()).toBeGreaterThan(0)
      await submitButton(page, locale).click()

      const receipt = await expectSubmitted(page, locale)
      expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(receipt)
      await expectCleared(page, locale, kind)
      await expectAccessible(page)

      const stored = await storedInquiry(receipt)
      expect(stored).toMatchObject({ kind, subject: sample.subject, email: sample.email, locale })
      expect(stored.attachment).toMatchObject({ filename: 'proposal.pdf', size: file.length })
    },
  )

  it('a double click on the button sends the inquiry once', async () => {
    const locale: Locale = 'en'
    const page = await openTab(locale, 'other')
    const posts = recordFormPosts(page)
    await fillForm(page, locale, 'other')
    await submitButton(page, locale).dblclick()
    await expectSubmitted(page, locale)
    expect(posts).toHaveLength(1)
  })

  it('a 6 MB attachment shows a real progress bar with its percent while it uploads, then "file upload complete", then the receipt', async () => {
    const locale: Locale = 'ko'
    const page = await openTab(locale, 'partnership')
    const size = 6 * 1024 * 1024
    await fillForm(page, locale, 'partnership')
    await fileInput(page).setInputFiles(tempFile('deck.pdf', pdf(size)))
    // A slow phone's uplink (about 2 MB/s): the upload takes seconds, not the few ms of loopback.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: -1,
      uploadThroughput: 2 * 1024 * 1024,
    })

    await submitButton(page, locale).click()
    const bar = page.getByRole('progressbar', { name: f(locale, 'file.progress') })
    await bar.waitFor({ state: 'visible' })
    // The upload moves on by itself: read bar, status and percent together until one reading shows all three.
    const uploading = async () => {
      const value = Number(await bar.getAttribute('value'))
      return {
        'bar between 0 and 100': value > 0 && value <= 100,
        'says uploading': (await page.getByText(f(locale, 'file.uploading')).count()) > 0,
        'percent written next to the bar': (await page.getByText(/^\d{1,3}%$/).count()) === 1,
      }
    }
    await expect.poll(uploading).toEqual({
      'bar between 0 and 100': true,
      'says uploading': true,
      'percent written next to the bar': true,
    })

    await page.getByText(f(locale, 'file.complete')).first().waitFor({ state: 'visible', timeout: 60_000 })
    const receipt = await expectSubmitted(page, locale)
    expect(await bar.count(), 'the bar is gone once the inquiry is in').toBe(0)
    expect((await storedInquiry(receipt)).attachment).toMatchObject({ filename: 'deck.pdf', size })
  })
})

describe('when sending fails, nothing the visitor entered is lost', () => {
  /** Fills the press tab in Korean, attaches a PDF, and returns the page. */
  async function filledPressForm(locale: Locale) {
    const page = await openTab(locale, 'press')
    await fillForm(page, locale, 'press')
    await fileInput(page).setInputFiles({ name: 'questions.pdf', mimeType: 'application/pdf', buffer: pdf() })
    return page
  }

  async function expectInputKept(page: Page, locale: Locale) {
    for (const name of ['subject', 'name', 'mediaName', 'email', 'detail'] as const) {
      expect(await field(page, locale, 'press', name).inputValue(), name).toBe(sample[name])
    }
    expect(await consentBox(page, locale, 'privacy').isChecked()).toBe(true)
    expect(await consentBox(page, locale, 'precaution').isChecked()).toBe(true)
    expect(await fileInput(page).evaluate((input: HTMLInputElement) => input.files?.[0]?.name)).toBe('questions.pdf')
    expect(await page.getByText('questions.pdf').count()).toBeGreaterThan(0)
  }

  it('a 503 (database down) is explained at the form; the retry sends the same inquiry and it arrives', async () => {
    const locale: Locale = 'ko'
    const page = await filledPressForm(locale)
    let failed = false
    await page.route('**/api/forms/**', async (route) => {
      if (failed) return route.continue()
      failed = true
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ detail: 'fail', message: f(locale, 'form.errors.unavailable') }),
      })
    })
    await submitButton(page, locale).click()

    const alert = page.getByRole('alert').filter({ hasText: f(locale, 'form.errors.unavailable') })
    await alert.waitFor({ state: 'visible' })
    expect(await alert.innerText()).toContain(f(locale, 'form.kept'))
    await expectInputKept(page, locale)

    await alert.getByRole('button', { name: f(locale, 'form.retry') }).click()
    const receipt = await expectSubmitted(page, locale)
    expect(failed).toBe(true)
    expect((await storedInquiry(receipt)).attachment).toMatchObject({ filename: 'questions.pdf' })
    await expectCleared(page, locale, 'press')
  })

  it('a dropped connection says so in English and keeps everything for the retry', async () => {
    const locale: Locale = 'en'
    const page = await filledPressForm(locale)
    await page.route('**/api/forms/**', (route) => route.abort('connectionreset'), { times: 1 })
    await submitButton(page, locale).click()
    await page
      .getByRole('alert')
      .filter({ hasText: f(locale, 'form.errors.network') })
      .waitFor({ state: 'visible' })
    await expectInputKept(page, locale)
  })

  it("the server's field messages (400) appear under their fields and focus moves to the first", async () => {
    const locale: Locale = 'ko'
    const page = await filledPressForm(locale)
    const errors = { email: '서버가 거절한 이메일입니다.', file: '서버가 거절한 파일입니다.' }
    await page.route('**/api/forms/**', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ detail: 'fail', message: '입력 내용을 확인해 주세요.', errors }),
      }),
    )
    await submitButton(page, locale).click()

    const email = field(page, locale, 'press', 'email')
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true')
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await email.getAttribute('id'))
    const described = await email.getAttribute('aria-describedby')
    expect(await page.locator(`#${described?.split(' ').at(-1)}`).innerText()).toBe(errors.email)
    expect(await page.getByText(errors.file).count()).toBe(1)
    expect(await page.getByRole('alert').filter({ hasText: '입력 내용을 확인해 주세요.' }).count()).toBe(1)
    await expectInputKept(page, locale)
  })
})
