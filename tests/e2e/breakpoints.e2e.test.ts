import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'

import { setupBrowser, visit } from '../helpers/browser'
import { inLocale, message } from '../helpers/messages'

const session = setupBrowser()
const t = (locale: Locale, key: string) => message(locale, 'common', key)

async function at(width: number, locale: Locale, path: string): Promise<Page> {
  const page = await session.desktopPage()
  await page.setViewportSize({ width, height: 900 })
  await visit(page, inLocale(locale, path))
  return page
}

/** Media queries follow a resize as they follow a device: one load per page is enough. */
async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 })
  await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width)
}

const FONT_CARDS = 'section[aria-labelledby="fonts-list"] ul > li'
const MAIN_COLUMN = 'main .container'

/** How many columns the items laid out: the number of distinct left edges. */
async function columns(page: Page, items: string): Promise<number> {
  const lefts = await page
    .locator(items)
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().left)))
  expect(lefts.length).toBeGreaterThan(3)
  return new Set(lefts).size
}

const widthOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => Math.round(el.getBoundingClientRect().width))

describe.each(locales)('breakpoints in %s (SPEC §2, §4)', (locale) => {
  it('980 px is still mobile (hamburger, see-more); 981 px is desktop (menu bar, numbered pages)', async () => {
    const mobile = await at(980, locale, '/newsroom/report')
    expect(await mobile.getByRole('button', { name: t(locale, 'menu.open') }).isVisible()).toBe(true)
    expect(await mobile.getByRole('navigation', { name: t(locale, 'menu.label') }).isVisible()).toBe(false)
    expect(await mobile.getByRole('button', { name: t(locale, 'list.more') }).isVisible()).toBe(true)
    expect(await mobile.getByRole('navigation', { name: t(locale, 'list.paging') }).isVisible()).toBe(false)

    const desktop = await at(981, locale, '/newsroom/report')
    expect(await desktop.getByRole('button', { name: t(locale, 'menu.open') }).isVisible()).toBe(false)
    expect(await desktop.getByRole('navigation', { name: t(locale, 'menu.label') }).isVisible()).toBe(true)
    expect(await desktop.getByRole('navigation', { name: t(locale, 'list.paging') }).isVisible()).toBe(true)
    expect(await desktop.getByRole('button', { name: t(locale, 'list.more') }).count()).toBe(0)
  })

  it('below 750 px the phone layout: the fonts grid has 1 column at 749 px, 2 at 750 px', async () => {
    const page = await at(749, locale, '/fonts')
    expect(await columns(page, FONT_CARDS)).toBe(1)
    await resize(page, 750)
    expect(await columns(page, FONT_CARDS)).toBe(2)
  })

  it('wide layouts from 1060 px: the fonts grid has 2 columns at 1059 px, 3 at 1060 px', async () => {
    const page = await at(1059, locale, '/fonts')
    expect(await columns(page, FONT_CARDS)).toBe(2)
    await resize(page, 1060)
    expect(await columns(page, FONT_CARDS)).toBe(3)
  })

  it('a wider column from 1440 px: the main column is 1200 px wide at 1439 px, 1280 px at 1440 px', async () => {
    const page = await at(1439, locale, '/fonts')
    expect(await widthOf(page, MAIN_COLUMN)).toBe(1200)
    await resize(page, 1440)
    expect(await widthOf(page, MAIN_COLUMN)).toBe(1280)
  })

  it('no page scrolls sideways at the breakpoint edges, from 360 to 1920 px', async () => {
    for (const path of ['/', '/newsroom/report', '/fonts', '/company/history']) {
      const page = await at(360, locale, path)
      for (const width of [360, 749, 750, 980, 981, 1059, 1060, 1439, 1440, 1920]) {
        await resize(page, width)
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          `${path} at ${width} px`,
        ).toBeLessThanOrEqual(width)
      }
    }
  })
})
