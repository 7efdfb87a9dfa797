import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { setupBrowser, visit } from '../helpers/browser'

const session = setupBrowser()
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** A visitor whose lang cookie is gone (cleared, or expired) but whose localStorage kept `lang`. */
async function storedOnly(page: Page, lang: 'ko' | 'en') {
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', value)
  }, lang)
}
const langCookie = async (page: Page) => (await page.context().cookies()).find((c) => c.name === 'lang')?.value
const pathOf = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.search + url.hash
}

describe('the stored language choice is read back (SPEC §4)', () => {
  it('localStorage lang=en without the cookie sends an unprefixed visit to English, keeping query and hash, and restores the cookie', async () => {
    // A Korean browser: without the stored choice this page would stay Korean.
    const page = await session.desktopPage({ locale: 'ko-KR' })
    await storedOnly(page, 'en')
    await visit(page, '/company/history?sub=1#top')
    await page.waitForURL((url) => url.pathname === '/en/company/history')
    expect(pathOf(page)).toBe('/en/company/history?sub=1#top')
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
    expect(await langCookie(page)).toBe('EN')
    // Replaced, not pushed: Back does not return to the Korean page that was left.
    await page.goBack()
    expect(new URL(page.url()).pathname).not.toBe('/company/history')

    // From now on the server decides with the cookie: the next visit goes straight to English.
    const next = await visit(page, '/')
    expect(new URL(page.url()).pathname).toBe('/en')
    expect(next.request().redirectedFrom()?.url()).toMatch(/\/$/)
  })

  it('a lang query outranks the stored choice: ?lang=KR stays Korean, and storage records it', async () => {
    const page = await session.desktopPage({ locale: 'ko-KR' })
    await storedOnly(page, 'en')
    await visit(page, '/company/history?lang=KR')
    await expect.poll(() => page.evaluate(() => window.localStorage.getItem('lang'))).toBe('ko')
    expect(pathOf(page)).toBe('/company/history?lang=KR')
    expect(await page.locator('html').getAttribute('lang')).toBe('ko')
  })

  it('an /en path outranks a stored Korean choice: the page stays English, the cookie comes back as KR', async () => {
    const page = await session.desktopPage({ locale: 'en-US' })
    await storedOnly(page, 'ko')
    await visit(page, '/en/company/history')
    await expect.poll(() => langCookie(page)).toBe('KR')
    expect(pathOf(page)).toBe('/en/company/history')
    expect(await page.locator('html').getAttribute('lang')).toBe('en')
  })

  it('a crawler with lang=en stored is not moved: it stays on the Korean page', async () => {
    const page = await session.desktopPage({ locale: 'en-US', userAgent: GOOGLEBOT })
    await storedOnly(page, 'en')
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url())
    })
    // The crawler list (isbot's patterns, e.g. " deusu/") is loaded only when a move is considered.
    const crawlerList = page.waitForResponse(
      async (response) => response.request().resourceType() === 'script' && (await response.text()).includes('deusu/'),
    )
    await visit(page, '/company/history')
    await crawlerList
    // The list has run once the page has had a frame and a task after it arrived.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0))))
    expect(await langCookie(page), 'the stored choice was read').toBe('EN')
    expect(documents.map((url) => new URL(url).pathname)).toEqual(['/company/history'])
    expect(pathOf(page)).toBe('/company/history')
    expect(await page.locator('html').getAttribute('lang')).toBe('ko')
  })
})
