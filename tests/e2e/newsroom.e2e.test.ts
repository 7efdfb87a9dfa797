import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'

import { setupBrowser, visit } from '../helpers/browser'
import { getLegacy } from '../helpers/http'
import { inLocale, message } from '../helpers/messages'
import { settledScrollY } from '../helpers/scroll'

const session = setupBrowser()
const PAGE_SIZE = 20

type Item = Record<string, unknown>
type ListData = { list: Item[]; totalSize: number; totalPageNumber: number }

/** One page of a legacy newsroom list in a locale: what the browser should show. */
async function apiPage(type: 'report' | 'media' | 'fact', locale: Locale, pageNumber: number, pageSize = PAGE_SIZE) {
  const { body } = await getLegacy<ListData>(
    `/api/${type}?pageNumber=${pageNumber}&pageSize=${pageSize}&lang=${locale}`,
  )
  return body.data!
}

const titles = (list: Item[], type: string) => list.map((item) => String(item[`${type}Title`]))
const listItems = (page: Page) => page.locator('main ul > li:has(h3)')
const shownTitles = (page: Page) => page.locator('main ul > li h3').allInnerTexts()
const pageQuery = (page: Page) => new URL(page.url()).searchParams

describe.each(locales)('newsroom lists in %s', (locale) => {
  it('desktop paging: numbered pages follow ?page= and show the API page', async () => {
    const first = await apiPage('report', locale, 1)
    expect(first.totalPageNumber).toBeGreaterThan(1)
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/newsroom/report'))
    expect(await shownTitles(page)).toEqual(titles(first.list, 'report'))

    const paging = page.getByRole('navigation', { name: message(locale, 'common', 'list.paging') })
    const pageLink = (n: number) =>
      paging.getByRole('link', {
        name: message(locale, 'common', 'list.page').replace('{{page}}', String(n)),
        exact: true,
      })
    expect(await pageLink(1).getAttribute('aria-current')).toBe('page')
    expect(await paging.getByRole('link').count()).toBe(Math.min(5, first.totalPageNumber))

    const second = await apiPage('report', locale, 2)
    await pageLink(2).click()
    await expect.poll(() => pageQuery(page).get('page')).toBe('2')
    await expect.poll(() => shownTitles(page)).toEqual(titles(second.list, 'report'))
    expect(await pageLink(2).getAttribute('aria-current')).toBe('page')

    // Back in history returns to page 1, and a direct visit to ?page=2 shows page 2.
    await page.goBack()
    await expect.poll(() => shownTitles(page)).toEqual(titles(first.list, 'report'))
    // In a fresh page: revisiting in the same context, Chromium revalidates the cached prefetches
    // in the background (Next sends stale-while-revalidate) and holds them open ~30 s.
    const direct = await session.desktopPage()
    await visit(direct, `${inLocale(locale, '/newsroom/report')}?page=2`)
    await expect.poll(() => shownTitles(direct)).toEqual(titles(second.list, 'report'))
  })

  it('mobile load-more at 390 px appends the next page and records it in the query', async () => {
    const { totalSize } = await apiPage('report', locale, 1)
    const page = await session.mobilePage()
    await visit(page, inLocale(locale, '/newsroom/report'))
    expect(await listItems(page).count()).toBe(PAGE_SIZE)
    expect(await page.getByRole('navigation', { name: message(locale, 'common', 'list.paging') }).isVisible()).toBe(
      false,
    )

    const more = page.getByRole('button', { name: message(locale, 'common', 'list.more') })
    await more.tap()
    await expect.poll(() => listItems(page).count()).toBe(Math.min(totalSize, 2 * PAGE_SIZE))
    expect(pageQuery(page).get('page')).toBe('2')
    expect(pageQuery(page).get('size')).toBe('mobile')

    const all = await apiPage('report', locale, 1, totalSize)
    for (let n = 3; n <= Math.ceil(totalSize / PAGE_SIZE); n++) {
      await more.tap()
      // Until page n has come, the button still holds page n-1: a tap before then asks for n again.
      await expect.poll(() => listItems(page).count()).toBe(Math.min(totalSize, n * PAGE_SIZE))
    }
    await expect.poll(() => listItems(page).count()).toBe(totalSize)
    expect(await shownTitles(page)).toEqual(titles(all.list, 'report'))
    expect(await more.isDisabled()).toBe(true)
  })

  it('media reports open the outlet article in a new tab with rel=noopener', async () => {
    const { list } = await apiPage('media', locale, 1)
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/newsroom/media'))
    const links = page.locator('main ul > li:has(h3) > a')
    expect(await links.count()).toBe(list.length)
    for (const [i, item] of list.slice(0, 5).entries()) {
      const link = links.nth(i)
      expect(await link.getAttribute('href')).toBe(item.mediaReportUrl)
      expect(await link.getAttribute('target')).toBe('_blank')
      expect(await link.getAttribute('rel')).toContain('noopener')
    }
  })

  it('a detail page and back restores the list scroll position', async () => {
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/newsroom/report'))
    const item = listItems(page).nth(14)
    await item.scrollIntoViewIfNeeded()
    const beforeWheel = await page.evaluate(() => window.scrollY)
    await page.mouse.wheel(0, -150) // the header comes back, as when a reader stops to choose
    // Wheel scrolling is asynchronous: wait in the page until it has started and come to rest.
    const saved = await settledScrollY(page, { awayFrom: beforeWheel })
    expect(saved, `scrolled to item 15 (at ${beforeWheel}), then 150 px up`).toBeGreaterThan(800)
    // The item's own link, whatever its title: the list may hold articles other test files
    // published (a Korean-only one shows its Korean title on the English list).
    const link = item.locator('a').first()
    const href = new URL((await link.getAttribute('href'))!, page.url()).pathname

    await link.click()
    await page.waitForURL((url) => url.pathname === href)
    await page.getByRole('heading', { level: 1 }).waitFor()

    await page.goBack()
    await page.waitForURL((url) => url.pathname === inLocale(locale, '/newsroom/report'))
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(saved - 40)
    expect(Math.abs((await settledScrollY(page)) - saved)).toBeLessThan(40)
  })

  it('a detail opened from page 2 carries ?page=2 through its newer/older links and back to the list', async () => {
    const second = await apiPage('report', locale, 2)
    const page = await session.desktopPage()
    await visit(page, `${inLocale(locale, '/newsroom/report')}?page=2`)
    await expect.poll(() => shownTitles(page)).toEqual(titles(second.list, 'report'))
    await listItems(page).nth(3).locator('a').click()
    await page.waitForURL(/\/newsroom\/report\/detail\/\d+\?page=2$/)
    const opened = new URL(page.url()).pathname

    const neighbours = page.getByRole('navigation', { name: message(locale, 'newsroom', 'detail.neighbours') })
    await neighbours.getByRole('link').first().click()
    await page.waitForURL((url) => url.pathname !== opened && url.pathname.includes('/newsroom/report/detail/'))
    expect(pageQuery(page).get('page')).toBe('2')

    await page.getByRole('link', { name: message(locale, 'common', 'list.toList') }).click()
    await page.waitForURL((url) => url.pathname === inLocale(locale, '/newsroom/report'))
    expect(pageQuery(page).get('page')).toBe('2')
    await expect.poll(() => shownTitles(page)).toEqual(titles(second.list, 'report'))
  })

  it('a page that is slow to arrive raises the loading indicator until it is shown', async () => {
    const second = await apiPage('report', locale, 2)
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/newsroom/report'))
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(/\/api\/report\?.*pageNumber=2/, async (route) => {
      await held
      await route.continue()
    })
    const indicator = page.getByRole('status', { name: message(locale, 'common', 'list.loading') })
    await page
      .getByRole('navigation', { name: message(locale, 'common', 'list.paging') })
      .getByRole('link', { name: '2', exact: false })
      .first()
      .click()
    await expect.poll(() => indicator.isVisible()).toBe(true)
    release()
    await expect.poll(() => shownTitles(page)).toEqual(titles(second.list, 'report'))
    await expect.poll(() => indicator.count()).toBe(0)
  })

  it('a failed fetch shows the SPEC §8 alert', async () => {
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/newsroom/report'))
    await page.route(/\/api\/report\?/, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"detail":"fail","message":"boom"}' }),
    )
    await page
      .getByRole('navigation', { name: message(locale, 'common', 'list.paging') })
      .getByRole('link', { name: '2', exact: false })
      .first()
      .click()
    const dialog = page.getByRole('dialog')
    // React Query retries once before it gives up.
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true)
    expect(await dialog.innerText()).toContain(message(locale, 'common', 'list.fetchFailed'))
    await dialog.getByRole('button', { name: message(locale, 'common', 'dialog.ok') }).click()
    await expect.poll(() => dialog.isVisible()).toBe(false)
  })

  it('a broken thumbnail shows the default image', async () => {
    const page = await session.desktopPage()
    await page.route(/\/(api\/images|media)\/file\//, (route) => route.fulfill({ status: 404, body: '' }))
    await visit(page, inLocale(locale, '/newsroom/report'))
    const first = listItems(page).first().locator('img')
    await first.scrollIntoViewIfNeeded()
    await expect.poll(() => first.getAttribute('src')).toContain('default')
    expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  })

  it('an empty page of the list says there is nothing ("No Data" in English, in Korean on the Korean site)', async () => {
    const page = await session.desktopPage()
    await page.route(/\/api\/report\?/, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({
          detail: 'success',
          data: { list: [], totalSize: 0, pageNumber: 2, totalPageNumber: 0 },
        }),
      }),
    )
    await visit(page, `${inLocale(locale, '/newsroom/report')}?page=2`)
    await expect.poll(() => page.locator('main').innerText()).toContain(message(locale, 'common', 'list.noData'))
    expect(message(locale, 'common', 'list.noData')).toBe({ ko: '등록된 게시물이 없습니다.', en: 'No Data' }[locale])
    expect(await listItems(page).count()).toBe(0)
  })
})
