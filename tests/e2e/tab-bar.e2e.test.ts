import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'

import { expectAccessible, setupBrowser, visit } from '../helpers/browser'
import { inLocale, message } from '../helpers/messages'
import { resolvePath } from '../helpers/seededPath'

const session = setupBrowser()
const t = (locale: Locale, key: string) => message(locale, 'common', key)
const pathOf = (page: Page) => {
  const url = new URL(page.url())
  return url.pathname + url.search + url.hash
}
const sectionBar = (page: Page, locale: Locale, section: string) =>
  page.getByRole('navigation', { name: t(locale, `menu.${section}.title`), exact: true })
/** How far the section's top is below the tab bar's bottom (0: right under it). */
const gapBelowBar = (page: Page, id: string) =>
  page.evaluate(
    (id) =>
      document.getElementById(id)!.getBoundingClientRect().top -
      document.getElementById('tab-bar')!.getBoundingClientRect().bottom,
    id,
  )

describe.each(locales)('the tab bar in %s (SPEC §2)', (locale) => {
  it('links to the named routes in the page language, with their query, and marks the child', async () => {
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/newsroom/report'))
    const bar = sectionBar(page, locale, 'newsroom')
    const hrefs = await bar.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual([
      `${inLocale(locale, '/newsroom/report')}?page=1`,
      `${inLocale(locale, '/newsroom/media')}?page=1`,
      `${inLocale(locale, '/newsroom/fact')}?page=1`,
      inLocale(locale, '/newsroom/search'),
    ])
    const fact = bar.getByRole('link', { name: t(locale, 'menu.newsroom.fact'), exact: true })
    await fact.click()
    await page.waitForURL((url) => url.pathname === inLocale(locale, '/newsroom/fact'))
    expect(new URL(page.url()).searchParams.get('page')).toBe('1')
    expect(await page.locator('html').getAttribute('lang')).toBe(locale)
    await expect.poll(() => fact.getAttribute('aria-current')).toBe('page')
    expect(await bar.locator('[aria-current]').count()).toBe(1)
  })

  it('the current tab follows the category: the section keeps "together", the board marks its category', async () => {
    const page = await session.desktopPage()
    const categoryPath = await resolvePath('/sustainability/together/{writingCategory}')
    const category = categoryPath.split('/').pop()!
    expect(category).not.toBe('0')
    await visit(page, inLocale(locale, categoryPath))
    const together = sectionBar(page, locale, 'sustainability').getByRole('link', {
      name: t(locale, 'menu.sustainability.together'),
      exact: true,
    })
    expect(await together.getAttribute('aria-current')).toBe('page')
    expect(await together.getAttribute('href')).toBe(inLocale(locale, '/sustainability/together/0'))

    const board = page.getByRole('navigation', { name: message(locale, 'together', 'categories'), exact: true })
    const current = board.locator('[aria-current="page"]')
    expect(await current.getAttribute('href')).toBe(inLocale(locale, `/sustainability/together/${category}`))

    // "All" is category 0: the board moves its mark, the section tab stays on "together".
    await board.getByRole('link').first().click()
    await page.waitForURL((url) => url.pathname === inLocale(locale, '/sustainability/together/0'))
    await expect.poll(() => current.getAttribute('href')).toBe(inLocale(locale, '/sustainability/together/0'))
    expect(await together.getAttribute('aria-current')).toBe('page')
  })

  it('anchor tabs carry the hash, mark it, scroll the section under the bar and follow the reader', async () => {
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/place'))
    const bar = page.getByRole('navigation', { name: message(locale, 'place', 'sectionsLabel'), exact: true })
    const tab = (key: string) => bar.getByRole('link', { name: message(locale, 'place', key), exact: true })
    expect(await tab('visit.title').getAttribute('href')).toBe(`${inLocale(locale, '/place')}#visiting`)
    // Before any anchor is chosen the first section's tab is the current one.
    await expect.poll(() => tab('address.title').getAttribute('aria-current')).toBe('location')

    // By keyboard: focus the last tab, Enter.
    await tab('visit.title').focus()
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.hash === '#visiting')
    await expect.poll(() => tab('visit.title').getAttribute('aria-current')).toBe('location')
    expect(await tab('address.title').getAttribute('aria-current')).toBeNull()
    // The section lands under the bar (or as close as the page's end lets it).
    await expect
      .poll(async () => Math.abs(await gapBelowBar(page, 'visiting')) < 2 || (await atPageEnd(page)))
      .toBe(true)

    // Reading back up to the top hands the mark back to the first section.
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }))
    await expect.poll(() => tab('address.title').getAttribute('aria-current')).toBe('location')
    expect(pathOf(page)).toBe(`${inLocale(locale, '/place')}#visiting`)
  })

  it('a page opened on an anchor marks its tab and shows the section under the bar', async () => {
    const page = await session.desktopPage()
    await visit(page, `${inLocale(locale, '/place')}#directions`)
    const bar = page.getByRole('navigation', { name: message(locale, 'place', 'sectionsLabel'), exact: true })
    await expect
      .poll(() =>
        bar.getByRole('link', { name: message(locale, 'place', 'transport.title') }).getAttribute('aria-current'),
      )
      .toBe('location')
    await expect.poll(async () => Math.abs(await gapBelowBar(page, 'directions'))).toBeLessThan(2)
  })

  it('the anchor tab bar has no serious accessibility problem, on desktop and on a phone', async () => {
    for (const page of [await session.desktopPage(), await session.mobilePage()]) {
      await visit(page, `${inLocale(locale, '/place')}#directions`)
      await expectAccessible(page)
    }
  })
})

const atPageEnd = (page: Page) =>
  page.evaluate(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2)
