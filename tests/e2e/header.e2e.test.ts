import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'

import { expectAccessible, setupBrowser, visit } from '../helpers/browser'
import { inLocale, message } from '../helpers/messages'

const session = setupBrowser()

const t = (locale: Locale, key: string) => message(locale, 'common', key)
const progressValue = async (page: Page) => Number(await page.getByRole('progressbar').getAttribute('aria-valuenow'))
const headerBottom = (page: Page) =>
  page.evaluate(() => document.querySelector('header[data-hidden]')!.getBoundingClientRect().bottom)
const focusedText = (page: Page) =>
  page.evaluate(
    () =>
      (document.activeElement as HTMLElement | null)?.getAttribute('aria-label') ??
      document.activeElement?.textContent ??
      '',
  )

/** Presses Tab until the focused element has the accessible label/text, at most `max` times. */
async function tabTo(page: Page, label: string, max = 20) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab')
    if ((await focusedText(page)).trim() === label) return
  }
  throw new Error(`Tab never reached "${label}"`)
}

describe.each(locales)('header in %s', (locale) => {
  it('hides on scroll down, shows on scroll up, and the progress bar follows the scroll', async () => {
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/company/history'))
    expect(await page.getByRole('banner').getAttribute('data-hidden')).toBe('false')
    expect(await progressValue(page)).toBe(0)

    // A wheel turned before the page's scripts have run moves the page, but nothing reacts to it
    // yet (seen once on a busy machine): the test waits until React has taken over the header,
    // then scrolls a little at a time until it reacts, as a reader scrolls on.
    await page.waitForFunction(() =>
      Object.keys(document.querySelector('header[data-hidden]') ?? {}).some((key) => key.startsWith('__reactFiber')),
    )
    await expect
      .poll(async () => {
        await page.mouse.wheel(0, 100)
        return page.getByRole('banner').getAttribute('data-hidden')
      })
      .toBe('true')
    await expect.poll(() => headerBottom(page), { message: 'header slid out of view' }).toBeLessThanOrEqual(0)
    await expect.poll(() => progressValue(page)).toBeGreaterThan(0)
    const first = await progressValue(page)

    await page.mouse.wheel(0, 1500)
    await expect.poll(() => progressValue(page)).toBeGreaterThan(first)

    await page.mouse.wheel(0, -200)
    await expect.poll(() => page.getByRole('banner').getAttribute('data-hidden')).toBe('false')
    await expect
      .poll(() => page.evaluate(() => document.querySelector('header[data-hidden]')!.getBoundingClientRect().top))
      .toBe(0)

    await page.keyboard.press('End')
    await expect.poll(() => progressValue(page)).toBe(100)
  })

  it('the scroll-to-top button brings the reader back to the top', async () => {
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/company/history'))
    await page.mouse.wheel(0, 1500)
    const toTop = page.getByRole('button', { name: t(locale, 'header.toTop') })
    await expect.poll(() => toTop.getAttribute('data-visible')).toBe('true')
    await toTop.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  it('menu and sub-menus work by keyboard: Tab, Enter, Escape', async () => {
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/'))
    await page.keyboard.press('Tab')
    await expect
      .poll(async () => (await focusedText(page)).trim(), { message: 'the skip link comes first' })
      .toBe(t(locale, 'header.skip'))

    const section = t(locale, 'menu.company.title')
    const toggleName = t(locale, 'menu.toggle').replace('{{name}}', section)
    await tabTo(page, toggleName)
    const toggle = page.getByRole('button', { name: toggleName })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    const sub = page.locator(`#${await toggle.getAttribute('aria-controls')}`)

    // The state follows a key press once the page has handled it: polled, not read at once.
    await page.keyboard.press('Enter')
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => sub.isVisible()).toBe(true)

    await page.keyboard.press('Escape')
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')

    // Into the sub-menu and onto a page with Enter.
    await page.keyboard.press('Enter')
    await tabTo(page, t(locale, 'menu.company.culture'))
    await tabTo(page, t(locale, 'menu.company.history'))
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === inLocale(locale, '/company/history'))
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(message(locale, 'company', 'history.title'))
  })

  it("the logo is the locale's own and leads to Main in the same language", async () => {
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/company/history'))
    const logo = page.getByRole('banner').getByRole('link', { name: t(locale, 'brand.logoAlt') })
    expect(await logo.innerText()).toContain(t(locale, 'brand.name'))
    await logo.click()
    await page.waitForURL((url) => url.pathname === inLocale(locale, '/'))
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale)
  })

  it('the skip link moves focus to the main content', async () => {
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/company/history'))
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main')
  })

  it('at 390 px the hamburger opens the menu, sub-menus expand, Escape closes it', async () => {
    const page = await session.mobilePage()
    await visit(page, inLocale(locale, '/'))
    const nav = page.getByRole('navigation', { name: t(locale, 'menu.label') })
    const hamburger = page.getByRole('button', { name: t(locale, 'menu.open') })
    expect(await nav.isVisible()).toBe(false)
    expect(await hamburger.isVisible()).toBe(true)

    await hamburger.tap()
    const close = page.getByRole('button', { name: t(locale, 'menu.close') })
    await expect.poll(() => close.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => nav.isVisible()).toBe(true)
    const historyLink = nav.getByRole('link', { name: t(locale, 'menu.company.history'), exact: true })
    expect(await historyLink.isVisible()).toBe(false)

    await nav
      .getByRole('button', { name: t(locale, 'menu.toggle').replace('{{name}}', t(locale, 'menu.company.title')) })
      .tap()
    await expect.poll(() => historyLink.isVisible()).toBe(true)

    await page.keyboard.press('Escape')
    await expect.poll(() => nav.isVisible()).toBe(false)
    await expect.poll(() => hamburger.getAttribute('aria-expanded')).toBe('false')

    // Open again and follow a link: the page changes and the menu closes.
    await hamburger.tap()
    await nav
      .getByRole('button', { name: t(locale, 'menu.toggle').replace('{{name}}', t(locale, 'menu.company.title')) })
      .tap()
    await historyLink.tap()
    await page.waitForURL((url) => url.pathname === inLocale(locale, '/company/history'))
    await expect.poll(() => nav.isVisible()).toBe(false)
  })

  it('at 390 px the language switch is a list: opened by keyboard, Escape and an outside tap close it', async () => {
    const page = await session.mobilePage()
    await visit(page, inLocale(locale, '/company/history'))
    const header = page.getByRole('banner')
    const other = locale === 'ko' ? 'en' : 'ko'
    const toggleName = `${t(locale, `language.${locale}`)} ${t(locale, 'header.language')}`
    const toggle = header.getByRole('button', { name: toggleName })
    expect(await toggle.getAttribute('aria-expanded')).toBe('false')
    // Closed, the list is hidden from everyone: found by the id the toggle controls.
    const listId = await toggle.getAttribute('aria-controls')
    const list = page.locator(`[id="${listId}"]`)
    expect(await list.isVisible()).toBe(false)
    expect(await list.getAttribute('role')).toBe('group')
    expect(await list.getAttribute('aria-label')).toBe(t(locale, 'header.language'))

    // Tab from the top of the page onto the toggle (found by what it controls: its text holds a caret).
    const onToggle = () => page.evaluate((id) => document.activeElement?.getAttribute('aria-controls') === id, listId)
    for (let i = 0; i < 10 && !(await onToggle()); i++) await page.keyboard.press('Tab')
    expect(await onToggle()).toBe(true)
    await page.keyboard.press('Enter')
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('true')
    await expect.poll(() => list.isVisible()).toBe(true)
    expect(await header.getAttribute('data-lang-open')).toBe('true')
    await expectAccessible(page)
    // The current language is shown, marked and not a link; the other is the next stop.
    const current = list.locator('[aria-current="true"][aria-disabled="true"]')
    expect(await current.getAttribute('lang')).toBe(locale)
    await page.keyboard.press('Tab')
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('hreflang'))).toBe(other)

    await page.keyboard.press('Escape')
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')
    await expect.poll(() => list.isVisible()).toBe(false)
    expect(await header.getAttribute('data-lang-open')).toBe('false')
    await expect.poll(onToggle, { message: 'focus is back on the toggle' }).toBe(true)

    await toggle.tap()
    await expect.poll(() => list.isVisible()).toBe(true)
    await page.getByRole('heading', { level: 1 }).tap()
    await expect.poll(() => toggle.getAttribute('aria-expanded')).toBe('false')

    // The list and the menu are never open together.
    await toggle.tap()
    await expect.poll(() => header.getAttribute('data-lang-open')).toBe('true')
    await header.getByRole('button', { name: t(locale, 'menu.open') }).tap()
    await expect.poll(() => header.getAttribute('data-open')).toBe('true')
    expect(await header.getAttribute('data-lang-open')).toBe('false')
  })

  it('on desktop the two language codes stay side by side with no toggle', async () => {
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/company/history'))
    const header = page.getByRole('banner')
    expect(await header.getByRole('button', { name: t(locale, 'header.language') }).count()).toBe(0)
    expect(await header.getByRole('group', { name: t(locale, 'header.language') }).isVisible()).toBe(true)
    expect(await header.locator(`a[hreflang="${locale === 'ko' ? 'en' : 'ko'}"]`).isVisible()).toBe(true)
  })

  it('at 390 px the page has no horizontal scroll', async () => {
    const page = await session.mobilePage()
    await visit(page, inLocale(locale, '/company/history'))
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  it('a detail page shows a back button that returns to the list page', async () => {
    const page = await session.desktopPage()
    await visit(page, `${inLocale(locale, '/newsroom/report')}?page=2`)
    await page.locator('main ul > li h3').first().click()
    await page.waitForURL(/\/detail\/\d+/)
    await page
      .getByRole('banner')
      .getByRole('button', { name: t(locale, 'header.back') })
      .click()
    await page.waitForURL((url) => url.pathname === inLocale(locale, '/newsroom/report'))
    expect(new URL(page.url()).searchParams.get('page')).toBe('2')
  })

  it('a licence popup page shows a close button that leads to its page', async () => {
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/fonts/license'))
    expect(
      await page
        .getByRole('banner')
        .getByRole('button', { name: t(locale, 'header.back') })
        .count(),
    ).toBe(0)
    await page
      .getByRole('banner')
      .getByRole('button', { name: t(locale, 'header.close') })
      .click()
    await page.waitForURL((url) => url.pathname === inLocale(locale, '/fonts'))
  })

  it('the Korean-only privacy policy disables the language switch', async () => {
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/policy'))
    const group = page.getByRole('banner').getByRole('group', { name: t(locale, 'header.language') })
    expect(await group.getByRole('link').count()).toBe(0)
    expect(await group.locator('[aria-disabled="true"]').count()).toBe(2)
  })
})
