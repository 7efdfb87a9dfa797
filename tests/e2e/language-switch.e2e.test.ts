import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import type { Locale } from '@/i18n/locales'

import { setupBrowser, visit } from '../helpers/browser'
import { message } from '../helpers/messages'

const session = setupBrowser()

const historyTitle = (locale: Locale) =>
  `${message(locale, 'company', 'history.title')} | ${message(locale, 'common', 'brand.title')}`
/** The switch link is named by its visible code and the language's name, e.g. "EN English". */
const switchLink = (page: Page, target: Locale) =>
  page.getByRole('banner').getByRole('link', {
    name: `${message(target, 'common', `language.${target}`)} ${message(target, 'common', `language.${target}Label`)}`,
    exact: true,
  })

/** Scrolls far down, then up a little so the header is back, as a reader would before switching. */
async function readDownThenUp(page: Page) {
  await page.mouse.wheel(0, 2500)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000)
  await page.mouse.wheel(0, -300)
  await expect.poll(() => page.getByRole('banner').getAttribute('data-hidden')).toBe('false')
}

async function expectLanguage(page: Page, locale: Locale, path: string) {
  await page.waitForURL((url) => url.pathname + url.search === path)
  expect(await page.locator('html').getAttribute('lang')).toBe(locale)
  expect(await page.title()).toBe(historyTitle(locale))
  await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'scrolled to the top' }).toBe(0)
  expect(await page.evaluate(() => window.localStorage.getItem('lang'))).toBe(locale)
  const cookie = (await page.context().cookies()).find((c) => c.name === 'lang')
  expect(cookie?.value).toBe(locale === 'ko' ? 'KR' : 'EN')
  // Description and favicon follow the language (SPEC §4).
  expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(
    message(locale, 'company', 'history.lead'),
  )
  expect(await page.locator('link[rel="icon"]').getAttribute('href')).toContain(`/favicon/${locale}.svg`)
  expect(await page.locator('meta[property="og:locale"]').getAttribute('content')).toBe(
    locale === 'ko' ? 'ko_KR' : 'en_US',
  )
  // The current language is shown but not offered as a link.
  expect(await switchLink(page, locale).count()).toBe(0)
  const current = page.getByRole('banner').locator('[aria-current="true"][aria-disabled="true"]')
  expect(await current.getAttribute('lang')).toBe(locale)
}

describe('the KR/EN switch (SPEC §4)', () => {
  it('keeps the page, updates lang, title and the stored choice, and scrolls to the top', async () => {
    const page = await session.desktopPage()
    await visit(page, '/company/history')
    expect(await page.locator('html').getAttribute('lang')).toBe('ko')

    await readDownThenUp(page)
    await switchLink(page, 'en').click()
    await expectLanguage(page, 'en', '/en/company/history')

    await readDownThenUp(page)
    await switchLink(page, 'ko').click()
    await expectLanguage(page, 'ko', '/company/history')
  })

  it('keeps the query string of the page', async () => {
    const page = await session.desktopPage()
    await visit(page, '/company/history?sub=1')
    await switchLink(page, 'en').click()
    await expectLanguage(page, 'en', '/en/company/history?sub=1')
  })

  it('works on a phone at 390 px', async () => {
    const page = await session.mobilePage({ locale: 'en-US' })
    await visit(page, '/en/company/history')
    // On a phone the codes sit in a list behind the current one (SPEC §4 "language list open").
    await page
      .getByRole('banner')
      .getByRole('button', {
        name: `${message('en', 'common', 'language.en')} ${message('en', 'common', 'header.language')}`,
      })
      .tap()
    await switchLink(page, 'ko').tap()
    await expectLanguage(page, 'ko', '/company/history')
  })

  it('the stored choice survives: the next unprefixed visit stays in the chosen language', async () => {
    const page = await session.desktopPage()
    await visit(page, '/company/history')
    await switchLink(page, 'en').click()
    await page.waitForURL('**/en/company/history')
    await visit(page, '/')
    expect(new URL(page.url()).pathname).toBe('/en')
  })
})
