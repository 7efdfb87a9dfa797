import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'

import { setupBrowser, visit } from '../helpers/browser'
import { inLocale, message } from './routes'

const session = setupBrowser()
const t = (locale: Locale, key: string) => message(locale, 'common', key)

async function at(width: number, locale: Locale, path: string): Promise<Page> {
  const page = await session.desktopPage()
  await page.setViewportSize({ width, height: 900 })
  await visit(page, inLocale(locale, path))
  return page
}

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

  it('no page scrolls sideways at the breakpoint edges, from 360 to 1920 px', async () => {
    for (const path of ['/', '/newsroom/report', '/fonts', '/company/history']) {
      const page = await at(360, locale, path)
      // Media queries follow a resize as they follow a device: one load per page is enough.
      for (const width of [360, 749, 750, 980, 981, 1059, 1060, 1439, 1440, 1920]) {
        await page.setViewportSize({ width, height: 900 })
        await expect.poll(() => page.evaluate(() => window.innerWidth)).toBe(width)
        expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`).toBeLessThanOrEqual(width)
      }
    }
  })
})
