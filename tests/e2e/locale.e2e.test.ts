import type { Page } from 'playwright-core'
import { describe, expect, inject, it } from 'vitest'

import { setupBrowser, visit } from '../helpers/browser'
import { request } from '../helpers/http'
import { message } from '../helpers/messages'

const session = setupBrowser()
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
/** The Naver app's in-app browser: "NAVER" in it once made the site take its users for Naver's crawler. */
const NAVER_APP =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NAVER(inapp; search; 2000; 12.1.0; 15PRO)'
const HISTORY_KO = `${message('ko', 'company', 'history.title')} | ${message('ko', 'common', 'brand.title')}`
const HISTORY_EN = `${message('en', 'company', 'history.title')} | ${message('en', 'common', 'brand.title')}`

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

/**
 * The server's own answer to a request, redirects not followed. (Chromium may add an internal
 * hop of its own before a navigation, so "no redirect" is checked here rather than in the page.)
 */
async function serverAnswer(path: string, headers: Record<string, string>) {
  const res = await request(path, { headers })
  return { status: res.status, location: res.headers.get('location'), setCookie: res.headers.get('set-cookie') }
}

const langCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'lang')
const htmlLang = (page: Page) => page.locator('html').getAttribute('lang')
/** A visitor who chose a language on an earlier visit: the lang cookie is already there. */
const storeLang = (page: Page, value: 'KR' | 'EN') =>
  page.context().addCookies([{ name: 'lang', value, url: inject('baseUrl') }])
const pathOf = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.search
}

describe('locale detection (SPEC §4)', () => {
  it('?lang=EN gives English and stores EN in the lang cookie for a year', async () => {
    const page = await session.desktopPage()
    await visit(page, '/company/history?lang=EN')
    expect(pathOf(page)).toBe('/en/company/history')
    expect(await htmlLang(page)).toBe('en')
    expect(await page.title()).toBe(HISTORY_EN)
    const cookie = await langCookie(page)
    expect(cookie?.value).toBe('EN')
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(366)
  })

  it('?lang=KR on an English page gives Korean and stores KR', async () => {
    const page = await session.desktopPage({ locale: 'en-US' })
    await visit(page, '/en/company/history?lang=KR')
    expect(pathOf(page)).toBe('/company/history')
    expect(await htmlLang(page)).toBe('ko')
    expect(await page.title()).toBe(HISTORY_KO)
    expect((await langCookie(page))?.value).toBe('KR')
  })

  it('?lang=KR beats a stored lang=EN cookie: Korean, no redirect, and the cookie is rewritten to KR', async () => {
    const answer = await serverAnswer('/company/history?lang=KR', {
      cookie: 'lang=EN',
      'accept-language': 'en-US',
      'user-agent': CHROME,
    })
    expect(answer).toMatchObject({ status: 200, location: null })
    expect(answer.setCookie).toMatch(/^lang=KR;/)

    const page = await session.desktopPage({ locale: 'en-US' })
    await storeLang(page, 'EN')
    const response = await visit(page, '/company/history?lang=KR')
    expect(response.status()).toBe(200)
    expect(pathOf(page)).toBe('/company/history?lang=KR')
    expect(await htmlLang(page)).toBe('ko')
    expect(await page.title()).toBe(HISTORY_KO)
    expect((await langCookie(page))?.value).toBe('KR')
  })

  it('the stored lang=EN cookie sends an unprefixed path to English', async () => {
    const page = await session.desktopPage()
    await storeLang(page, 'EN')
    await visit(page, '/company/history')
    expect(pathOf(page)).toBe('/en/company/history')
    expect(await htmlLang(page)).toBe('en')
  })

  it('the stored lang=KR cookie wins over an English browser', async () => {
    const page = await session.desktopPage({ locale: 'en-US' })
    await storeLang(page, 'KR')
    await visit(page, '/company/history')
    expect(pathOf(page)).toBe('/company/history')
    expect(await htmlLang(page)).toBe('ko')
  })

  it('an English browser (Accept-Language en-US) gets English', async () => {
    const page = await session.desktopPage({ locale: 'en-US' })
    await visit(page, '/')
    expect(pathOf(page)).toBe('/en')
    expect(await htmlLang(page)).toBe('en')
    expect(await page.title()).toBe(message('en', 'common', 'brand.title'))
  })

  it('a Korean browser stays on the unprefixed Korean page', async () => {
    const page = await session.desktopPage({ locale: 'ko-KR' })
    await visit(page, '/')
    expect(pathOf(page)).toBe('/')
    expect(await htmlLang(page)).toBe('ko')
  })

  it('an in-app browser whose name looks like a crawler is a visitor: the Naver app in English gets English', async () => {
    const page = await session.desktopPage({ locale: 'en-US', userAgent: NAVER_APP })
    await visit(page, '/company/history')
    expect(pathOf(page)).toBe('/en/company/history')
    expect(await htmlLang(page)).toBe('en')
    expect(await page.title()).toBe(HISTORY_EN)
  })

  it('a crawler always gets Korean, whatever its language or cookie', async () => {
    const page = await session.desktopPage({ locale: 'en-US', userAgent: GOOGLEBOT })
    await storeLang(page, 'EN')
    const response = await visit(page, '/company/history?lang=EN')
    expect(response.status()).toBe(200)
    expect(pathOf(page)).toBe('/company/history?lang=EN')
    expect(await htmlLang(page)).toBe('ko')
    expect(await page.title()).toBe(HISTORY_KO)
  })

  it('a crawler on an /en/ path gets the English page, with no redirect to Korean', async () => {
    const answer = await serverAnswer('/en/company/history', { 'accept-language': 'ko-KR', 'user-agent': GOOGLEBOT })
    expect(answer).toMatchObject({ status: 200, location: null })

    const page = await session.desktopPage({ locale: 'ko-KR', userAgent: GOOGLEBOT })
    const response = await visit(page, '/en/company/history')
    expect(response.status()).toBe(200)
    expect(pathOf(page)).toBe('/en/company/history')
    expect(await htmlLang(page)).toBe('en')
    expect(await page.title()).toBe(HISTORY_EN)
  })
})
