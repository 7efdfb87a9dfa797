import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'

import { collectPageErrors, expectAccessible, setupBrowser, visit } from '../helpers/browser'
import { request } from '../helpers/http'
import { inLocale, message, titleProblem } from '../helpers/messages'
import { nonDigitPaths, routes } from '../../tooling/routes'
import { resolvePath } from './seeded'

const session = setupBrowser()

/** Canonical URL in the page's language and hreflang alternates ko, en and x-default (Korean). */
async function expectSeoLinks(page: Page, locale: Locale, bare: string) {
  const href = async (selector: string) => {
    const value = await page.locator(selector).getAttribute('href')
    if (!value) throw new Error(`no ${selector}`)
    return new URL(value).pathname
  }
  expect(await href('link[rel="canonical"]')).toBe(inLocale(locale, bare))
  expect(await href('link[rel="alternate"][hreflang="ko"]')).toBe(inLocale('ko', bare))
  expect(await href('link[rel="alternate"][hreflang="en"]')).toBe(inLocale('en', bare))
  expect(await href('link[rel="alternate"][hreflang="x-default"]')).toBe(inLocale('ko', bare))
  expect(await page.locator('meta[property="og:title"]').count()).toBe(1)
}

/**
 * What axe found on each route at 1440 px (empty: nothing serious), read in the route walk's own
 * page load and asserted by a test of its own: one load per route and language serves both walks
 * (a11y.e2e audits the phone width).
 */
const audits = new Map<string, string>()

describe.each(locales)('every route in %s', (locale) => {
  it.each(routes)('$path answers $status with the right lang and title', async (route) => {
    const page = await session.desktopPage()
    const errors = collectPageErrors(page)
    const path = inLocale(locale, await resolvePath(route.path))
    const response = await visit(page, path)

    expect(response.status(), path).toBe(route.status)
    expect(new URL(page.url()).pathname, 'no redirect').toBe(path.split('?')[0])
    expect(await page.locator('html').getAttribute('lang')).toBe(locale)
    await expect.poll(() => page.locator('h1').count(), { message: 'exactly one h1' }).toBe(1)
    const h1 = (await page.locator('h1').innerText()).trim()
    expect(titleProblem(route, locale, await page.title(), h1)).toBeNull()
    if (route.status === 200) await expectSeoLinks(page, locale, await resolvePath(route.canonical ?? route.path))
    if (route.status === 404) {
      await expect(page.locator('main').innerText()).resolves.toContain(
        message(locale, 'common', 'errors.notFound.body'),
      )
    }
    expect(errors, 'uncaught errors in the page').toEqual([])
    const audit = await expectAccessible(page).then(
      () => '',
      (error: Error) => error.message,
    )
    audits.set(`${locale} ${route.path}`, audit)
  })

  it.each(routes.map((r) => r.path))('%s: axe finds no serious or critical violation at 1440 px', (path) => {
    const audit = audits.get(`${locale} ${path}`)
    expect(audit, 'the route walk did not reach its audit').toBeDefined()
    expect(audit).toBe('')
  })

  it.each(nonDigitPaths)('%s (a non-digit parameter) is the not-found page with 404', async (bare) => {
    const page = await session.desktopPage()
    const response = await visit(page, inLocale(locale, bare))
    expect(response.status()).toBe(404)
    expect(await page.locator('html').getAttribute('lang')).toBe(locale)
    await expect(page.getByRole('heading', { level: 1 }).innerText()).resolves.toBe(
      message(locale, 'common', 'errors.notFound.title'),
    )
    await expect(page.locator('main').innerText()).resolves.toContain(message(locale, 'common', 'errors.notFound.body'))
    const home = page.getByRole('link', { name: message(locale, 'common', 'errors.home') })
    expect(await home.getAttribute('href')).toBe(inLocale(locale, '/'))
  })
})

describe.each(locales)('the not-found page in %s', (locale) => {
  it('an unknown path is titled "page not found", kept out of search engines, and answers 404 to plain HTTP too', async () => {
    const path = inLocale(locale, '/no/such/page')
    expect((await request(path, { headers: { 'accept-language': locale } })).status).toBe(404)
    const page = await session.desktopPage()
    await visit(page, path)
    expect(await page.title()).toBe(
      `${message(locale, 'common', 'errors.notFound.title')} | ${message(locale, 'common', 'brand.title')}`,
    )
    expect(await page.locator('meta[name="robots"]').first().getAttribute('content')).toContain('noindex')
    expect(await page.getByRole('banner').isVisible(), 'the site header is there').toBe(true)
  })
})
