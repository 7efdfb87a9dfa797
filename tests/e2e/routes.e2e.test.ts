import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'

import { collectPageErrors, expectAccessible, setupBrowser, visit } from '../helpers/browser'
import { request } from '../helpers/http'
import { inLocale, message, titleProblem } from '../helpers/messages'
import { nonDigitPaths, routes } from '../../tooling/routes'
import { walkAhead } from '../helpers/walkAhead'
import { resolvePath } from '../helpers/seededPath'

const session = setupBrowser()

// Pages are walked at rest (reduced motion, which the site honours: the home slider and the Lottie
// animations hold still), as the phone walk (a11y.e2e) does: axe then never measures text halfway
// through a fade, and three pages open at once do not spend the CPU on animation frames. The
// motion itself is tested where it is a feature (the home slider's autoplay in home.e2e); every
// other browser test sees the pages with motion.
const atRest = { reducedMotion: 'reduce' } as const

/** What a route's page showed at 1440 px, read in one load; its tests assert it. */
type Walked = {
  status: number
  pathname: string
  lang: string | null
  h1s: number
  h1: string
  title: string
  /** Canonical URL and hreflang alternates (their paths; an address that is not absolute as it is). */
  links: { canonical: string; ko: string; en: string; xDefault: string; ogTitles: number }
  main: string
  errors: string[]
  csp: string[]
  /** What axe found (empty: nothing serious or critical). */
  audit: string
}

async function walk(locale: Locale, routePath: string): Promise<Walked> {
  const { page, close } = await session.ownPage('desktop', atRest)
  const errors = collectPageErrors(page)
  try {
    const response = await visit(page, inLocale(locale, await resolvePath(routePath)))
    // The one h1 may come with hydration: wait for it, then read what there is.
    await page
      .waitForFunction(() => document.querySelectorAll('h1').length === 1, null, { timeout: 15_000 })
      .catch(() => {})
    const read = await page.evaluate(() => {
      const href = (selector: string) => {
        const value = document.querySelector(selector)?.getAttribute('href') ?? ''
        try {
          return new URL(value).pathname
        } catch {
          return value
        }
      }
      const h1s = document.querySelectorAll('h1')
      return {
        lang: document.documentElement.getAttribute('lang'),
        h1s: h1s.length,
        h1: h1s.length === 1 ? (h1s[0] as HTMLElement).innerText.trim() : '',
        links: {
          canonical: href('link[rel="canonical"]'),
          ko: href('link[rel="alternate"][hreflang="ko"]'),
          en: href('link[rel="alternate"][hreflang="en"]'),
          xDefault: href('link[rel="alternate"][hreflang="x-default"]'),
          ogTitles: document.querySelectorAll('meta[property="og:title"]').length,
        },
        main: document.querySelector('main')?.innerText ?? '',
      }
    })
    const audit = await expectAccessible(page).then(
      () => '',
      (error: Error) => error.message,
    )
    return {
      ...read,
      status: response.status(),
      pathname: new URL(page.url()).pathname,
      title: await page.title(),
      errors,
      audit,
      csp: await close(),
    }
  } finally {
    await close()
  }
}

describe.each(locales)('every route in %s', (locale) => {
  // Each route is loaded once, a few ahead of its test (walkAhead); the route test and the axe test
  // (1440 px; a11y.e2e audits the phone width) assert what that one load showed.
  const walked = walkAhead(
    routes.map((route) => route.path),
    (routePath) => walk(locale, routePath),
  )

  it.each(routes)('$path answers $status with the right lang and title', async (route) => {
    const path = inLocale(locale, await resolvePath(route.path))
    const page = await walked(route.path)

    expect(page.status, path).toBe(route.status)
    expect(page.pathname, 'no redirect').toBe(path.split('?')[0])
    expect(page.lang).toBe(locale)
    expect(page.h1s, 'exactly one h1').toBe(1)
    expect(titleProblem(route, locale, page.title, page.h1)).toBeNull()
    if (route.status === 200) {
      // Canonical URL in the page's language and hreflang alternates ko, en and x-default (Korean).
      const bare = await resolvePath(route.canonical ?? route.path)
      expect(page.links).toEqual({
        canonical: inLocale(locale, bare),
        ko: inLocale('ko', bare),
        en: inLocale('en', bare),
        xDefault: inLocale('ko', bare),
        ogTitles: 1,
      })
    }
    if (route.status === 404) expect(page.main).toContain(message(locale, 'common', 'errors.notFound.body'))
    expect(page.errors, 'uncaught errors in the page').toEqual([])
    expect(page.csp, 'Content-Security-Policy violations').toEqual([])
  })

  it.each(routes.map((r) => r.path))('%s: axe finds no serious or critical violation at 1440 px', async (path) => {
    expect((await walked(path)).audit).toBe('')
  })

  // Loaded a few ahead of their tests too: status, lang, heading, text and the link home.
  const notFound = walkAhead(nonDigitPaths, async (bare) => {
    const { page, close } = await session.ownPage('desktop', atRest)
    try {
      const response = await visit(page, inLocale(locale, bare))
      const home = page.getByRole('link', { name: message(locale, 'common', 'errors.home') })
      return {
        status: response.status(),
        lang: await page.locator('html').getAttribute('lang'),
        h1: await page.getByRole('heading', { level: 1 }).innerText(),
        main: await page.locator('main').innerText(),
        home: await home.getAttribute('href'),
        csp: await close(),
      }
    } finally {
      await close()
    }
  })

  it.each(nonDigitPaths)('%s (a non-digit parameter) is the not-found page with 404', async (bare) => {
    const page = await notFound(bare)
    expect(page.status).toBe(404)
    expect(page.lang).toBe(locale)
    expect(page.h1).toBe(message(locale, 'common', 'errors.notFound.title'))
    expect(page.main).toContain(message(locale, 'common', 'errors.notFound.body'))
    expect(page.home).toBe(inLocale(locale, '/'))
    expect(page.csp, 'Content-Security-Policy violations').toEqual([])
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
