import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { textFieldsOf } from '@/components/Inquiry/fields'
import { locales, type Locale } from '@/i18n/locales'
import { ATTACHMENT_MAX_BYTES } from '@/lib/forms/attachment'
import { formatFileSize } from '@/lib/forms/fileHints'

import { expectAccessible } from '../helpers/browser'
import {
  consentBox,
  expectCleared,
  expectSubmitted,
  f,
  field,
  fileInput,
  fillForm,
  fillTextFields,
  pdf,
  recordFormPosts,
  sample,
  setupInquiryTests,
  submitButton,
} from '../helpers/inquiryForm'

const { openTab, tempFile } = setupInquiryTests()

const focusedId = (page: Page) => page.evaluate(() => document.activeElement?.id ?? '')

/** The message under a field: the element its aria-describedby names last, when it is invalid. */
async function messageOf(page: Page, control: ReturnType<Page['locator']>): Promise<string | null> {
  if ((await control.getAttribute('aria-invalid')) !== 'true') return null
  const ids = (await control.getAttribute('aria-describedby'))?.split(' ') ?? []
  return page.locator(`[id="${ids.at(-1)}"][role="alert"]`).innerText()
}

describe.each(locales)('checks in the browser, in %s', (locale) => {
  it('an empty form is not sent: every field says it is required, under itself, and focus moves to the first', async () => {
    const page = await openTab(locale, 'visit')
    const posts = recordFormPosts(page)
    await submitButton(page, locale).click()

    const subject = field(page, locale, 'visit', 'subject')
    await expect.poll(() => subject.getAttribute('aria-invalid')).toBe('true')
    expect(await focusedId(page)).toBe(await subject.getAttribute('id'))
    for (const name of textFieldsOf('visit')) {
      expect(await messageOf(page, field(page, locale, 'visit', name)), name).toBe(f(locale, 'validation.required'))
    }
    expect(await messageOf(page, consentBox(page, locale, 'privacy'))).toBe(f(locale, 'validation.consent'))
    expect(await messageOf(page, consentBox(page, locale, 'precaution'))).toBe(f(locale, 'validation.consent'))
    // Required fields carry a visible marker that is also read out.
    expect(await page.locator('label[for="inquiry-subject"]').innerText()).toContain('*')
    expect(await subject.getAttribute('aria-required')).toBe('true')
    await expectAccessible(page)
    expect(posts).toEqual([])
  })

  it('a malformed email, a short message and a visitor count out of range get their own messages', async () => {
    const page = await openTab(locale, 'visit')
    const posts = recordFormPosts(page)
    await fillForm(page, locale, 'visit', { email: 'minji.kim@example', detail: 'Too short', visitors: '45' })
    await submitButton(page, locale).click()

    const email = field(page, locale, 'visit', 'email')
    await expect.poll(() => email.getAttribute('aria-invalid')).toBe('true')
    expect(await messageOf(page, email)).toBe(f(locale, 'validation.email'))
    // It names the field and shows the form of an address, in the visitor's language.
    expect(await messageOf(page, email)).toBe(
      {
        ko: '이메일 주소 형식이 올바르지 않습니다. 예: name@example.com',
        en: 'Enter a valid email address, such as name@example.com.',
      }[locale],
    )
    expect(await messageOf(page, field(page, locale, 'visit', 'detail'))).toBe(
      f(locale, 'validation.min').replace('{{n}}', '10'),
    )
    expect(await messageOf(page, field(page, locale, 'visit', 'visitors'))).toBe(
      f(locale, 'validation.range').replace('{{min}}', '1').replace('{{max}}', '30'),
    )
    expect(await messageOf(page, field(page, locale, 'visit', 'subject'))).toBeNull()
    // The first invalid field in the form's order is the visitor count.
    expect(await focusedId(page)).toBe(await field(page, locale, 'visit', 'visitors').getAttribute('id'))

    // Corrected, the message goes away as the visitor types.
    await email.fill(sample.email)
    await expect.poll(() => email.getAttribute('aria-invalid')).toBeNull()
    expect(posts).toEqual([])
  })

  it('consent-all ticks and unticks both consents, and follows them', async () => {
    const page = await openTab(locale, 'other')
    const all = consentBox(page, locale, 'all')
    const privacy = consentBox(page, locale, 'privacy')
    const precaution = consentBox(page, locale, 'precaution')
    await all.check()
    expect([await privacy.isChecked(), await precaution.isChecked()]).toEqual([true, true])
    await all.uncheck()
    expect([await privacy.isChecked(), await precaution.isChecked()]).toEqual([false, false])
    await privacy.check()
    expect(await all.isChecked()).toBe(false)
    await precaution.check()
    expect(await all.isChecked()).toBe(true)
    // The consent states what is collected, why, for how long, and what refusing means (SPEC §5, §9).
    const notice = await page
      .locator(`[id="${(await privacy.getAttribute('aria-describedby'))?.split(' ')[0]}"]`)
      .innerText()
    expect(notice).toBe(f(locale, 'consent.privacy.text'))
    expect(notice).toMatch(locale === 'ko' ? /3년/ : /three years/)
  })
})

describe('the attachment is checked before anything is uploaded', () => {
  const locale: Locale = 'ko'

  it('a file over 30 MB is refused with its size, one of exactly 30 MB is kept; nothing is sent', async () => {
    const page = await openTab(locale, 'partnership')
    const posts = recordFormPosts(page)
    const input = fileInput(page)

    await input.setInputFiles(tempFile('too-big.pdf', pdf(ATTACHMENT_MAX_BYTES + 1)))
    const tooLarge = f(locale, 'file.tooLarge').replace('{{size}}', formatFileSize(ATTACHMENT_MAX_BYTES + 1, locale))
    await page.getByRole('alert').filter({ hasText: tooLarge }).waitFor({ state: 'visible' })
    expect(await input.evaluate((el: HTMLInputElement) => el.files?.length)).toBe(0)
    expect(await input.getAttribute('aria-invalid')).toBe('true')

    await input.setInputFiles(tempFile('just-fits.pdf', pdf(ATTACHMENT_MAX_BYTES)))
    await page.getByText('just-fits.pdf').waitFor({ state: 'visible' })
    expect(await page.getByRole('alert').filter({ hasText: tooLarge }).count()).toBe(0)
    expect(posts).toEqual([])
  })

  it.each([
    [
      'a program renamed .pdf',
      {
        name: 'proposal.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00\xff\xff', 'latin1'),
      },
      'file.type',
    ],
    [
      'an SVG picture',
      {
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      'file.type',
    ],
    [
      'an HTML page',
      { name: 'page.html', mimeType: 'text/html', buffer: Buffer.from('<!doctype html><p>hi</p>') },
      'file.type',
    ],
    ['an empty file', { name: 'empty.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(0) }, 'file.empty'],
  ])('%s is refused with a clear message and never sent', async (_, file, key) => {
    const page = await openTab(locale, 'partnership')
    const posts = recordFormPosts(page)
    await fileInput(page).setInputFiles(file)
    await page
      .getByRole('alert')
      .filter({ hasText: f(locale, key) })
      .waitFor({ state: 'visible' })
    expect(await fileInput(page).evaluate((el: HTMLInputElement) => el.files?.length)).toBe(0)
    expect(await page.getByText(file.name).count()).toBe(0)

    // The refused file is not sent with the inquiry either.
    await fillForm(page, locale, 'partnership')
    const sent = page.waitForRequest((r) => r.url().includes('/api/forms/'))
    await submitButton(page, locale).click()
    expect((await sent).postDataBuffer()?.includes(file.name)).toBe(false)
    await expectSubmitted(page, locale)
    expect(posts).toHaveLength(1)
  })

  it('the remove button, by keyboard, clears the chosen file and keeps focus on the picker', async () => {
    const page = await openTab(locale, 'partnership')
    await fileInput(page).setInputFiles({ name: 'company-profile.pdf', mimeType: 'application/pdf', buffer: pdf() })
    const remove = page.getByRole('button', { name: f(locale, 'file.remove') })
    await remove.waitFor({ state: 'visible' })
    expect(await page.getByText('company-profile.pdf').count()).toBe(1)

    await remove.focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => page.getByText('company-profile.pdf').count()).toBe(0)
    expect(await fileInput(page).evaluate((el: HTMLInputElement) => el.files?.length)).toBe(0)
    expect(await focusedId(page)).toBe('inquiry-file')
  })
})

describe('by keyboard alone and on a phone', () => {
  it('a visitor fills and sends the media form with the keyboard only; the honeypot is never reached', async () => {
    const locale: Locale = 'en'
    const page = await openTab(locale, 'press')
    const order = [
      'inquiry-subject',
      'inquiry-name',
      'inquiry-mediaName',
      'inquiry-email',
      'inquiry-detail',
      'inquiry-file',
      'inquiry-consent-all',
      'inquiry-consent-privacy',
      'inquiry-consent-precaution',
    ]
    // From the top of the page, Tab until the first field.
    for (let i = 0; i < 80 && (await focusedId(page)) !== order[0]; i++) await page.keyboard.press('Tab')
    expect(await focusedId(page)).toBe(order[0])

    const typed: Record<string, string> = {
      'inquiry-subject': sample.subject,
      'inquiry-name': sample.name,
      'inquiry-mediaName': sample.mediaName,
      'inquiry-email': sample.email,
      'inquiry-detail': sample.detail,
    }
    for (const [index, id] of order.entries()) {
      expect(await focusedId(page), `Tab stop ${index}`).toBe(id)
      if (typed[id]) await page.keyboard.type(typed[id])
      if (id === 'inquiry-consent-all') await page.keyboard.press('Space')
      await page.keyboard.press('Tab')
    }
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(f(locale, 'form.submit'))
    await page.keyboard.press('Enter')
    await expectSubmitted(page, locale)
    await expectCleared(page, locale, 'press')

    const trap = page.locator('input[name="homepage"]')
    expect(await trap.getAttribute('tabindex')).toBe('-1')
    expect(await trap.getAttribute('autocomplete')).toBe('off')
    expect(await trap.evaluate((el) => Boolean(el.closest('[aria-hidden="true"]')))).toBe(true)
    const box = await trap.boundingBox()
    expect(box === null || box.x + box.width <= 0, 'off-screen').toBe(true)
  })

  it.each(locales)(
    'at 390 px (%s) nothing overflows: the errors, a long file name, the progress and the success panel',
    async (locale) => {
      const page = await openTab(locale, 'visit', true)
      const width = () => page.evaluate(() => document.documentElement.scrollWidth)
      await submitButton(page, locale).tap()
      await expect.poll(() => field(page, locale, 'visit', 'subject').getAttribute('aria-invalid')).toBe('true')
      await fileInput(page).setInputFiles({
        name: `${'quarterly-visit-programme-'.repeat(6)}final.pdf`,
        mimeType: 'application/pdf',
        buffer: pdf(),
      })
      await page.getByRole('button', { name: f(locale, 'file.remove') }).waitFor({ state: 'visible' })
      expect(await width(), 'page wider than the phone').toBeLessThanOrEqual(390)
      await expectAccessible(page)

      await fillTextFields(page, locale, 'visit')
      await consentBox(page, locale, 'all').tap()
      await submitButton(page, locale).tap()
      await expectSubmitted(page, locale)
      expect(await width(), 'page wider than the phone').toBeLessThanOrEqual(390)
      await expectAccessible(page)
    },
  )
})
