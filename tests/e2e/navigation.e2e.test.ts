import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'

import { setupBrowser, visit } from '../helpers/browser'
import { inLocale, message } from '../helpers/messages'
import { recordScroll } from '../helpers/scroll'

const session = setupBrowser()
const t = (locale: Locale, key: string) => message(locale, 'common', key)
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '')
const rectOf = (page: Page, selector: string) =>
  page.evaluate((s) => document.querySelector(s)!.getBoundingClientRect().toJSON() as DOMRect, selector)

describe.each(locales)('section tabs and anchors in %s', (locale) => {
  it('the section tab bar works by keyboard and marks the current tab', async () => {
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/service/order'))
    const tabs = page.getByRole('navigation', { name: t(locale, 'menu.service.title'), exact: true })
    expect(await tabs.getByRole('link', { name: t(locale, 'menu.service.order') }).getAttribute('aria-current')).toBe(
      'page',
    )

    // Read a little first: the next page must still open at its top, not where this one was.
    await page.mouse.wheel(0, 400)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    await tabs.getByRole('link', { name: t(locale, 'menu.service.order') }).focus()
    await page.keyboard.press('Tab')
    await expect.poll(() => focusedName(page)).toBe(t(locale, 'menu.service.commerce'))
    await page.keyboard.press('Enter')
    await page.waitForURL((url) => url.pathname === inLocale(locale, '/service/commerce'))
    await expect
      .poll(() => tabs.getByRole('link', { name: t(locale, 'menu.service.commerce') }).getAttribute('aria-current'))
      .toBe('page')
    await expect.poll(() => page.evaluate(() => window.scrollY), { message: 'a navigation starts at the top' }).toBe(0)
  })

  it('the tab bar sticks under the header and moves up when the header hides', async () => {
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/service/order'))
    // The bar's own height, without the progress bar that overlaps the content below it.
    const headerHeight = await page.evaluate(() =>
      parseFloat(getComputedStyle(document.querySelector('header[data-hidden] > div')!).height),
    )
    await page.mouse.wheel(0, 1200)
    await expect.poll(() => page.getByRole('banner').getAttribute('data-hidden')).toBe('true')
    await expect.poll(async () => Math.round((await rectOf(page, '#tab-bar')).top)).toBe(0)
    await page.mouse.wheel(0, -200)
    await expect.poll(() => page.getByRole('banner').getAttribute('data-hidden')).toBe('false')
    await expect.poll(async () => Math.abs((await rectOf(page, '#tab-bar')).top - headerHeight)).toBeLessThan(1)
  })

  it('?sub=0 opens the page at its tab bar instead of the top', async () => {
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/service/ceo?sub=0'))
    await expect.poll(() => page.getByRole('banner').getAttribute('data-hidden')).toBe('true')
    await expect.poll(async () => Math.round((await rectOf(page, '#tab-bar')).top)).toBe(0)
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0)

    // A fresh page: revisiting in the same context, Chromium revalidates the cached prefetches
    // in the background (Next sends stale-while-revalidate) and holds them open ~30 s, so
    // waiting for network idle would take half the test's time limit.
    const plain = await session.desktopPage()
    await visit(plain, inLocale(locale, '/service/ceo'))
    expect(await plain.evaluate(() => window.scrollY), 'without sub=0 the page starts at the top').toBe(0)
  })

  it('sub-navigation anchors jump to their section below the header and follow the scroll (reduced motion)', async () => {
    const page = await session.desktopPage({ reducedMotion: 'reduce' })
    await visit(page, inLocale(locale, '/sustainability/ethical'))
    const nav = page.getByRole('navigation', { name: message(locale, 'sustainability', 'ethical.nav') })
    const anchors = nav.getByRole('link')
    expect(await anchors.count()).toBeGreaterThan(2)
    expect(await anchors.first().getAttribute('aria-current')).toBe('location')

    const third = anchors.nth(2)
    const id = (await third.getAttribute('href'))!.slice(1)
    const recording = await recordScroll(page)
    await third.click()
    // A jump: from the start straight to the end, no position in between (sampled every frame).
    const samples = await recording.samples()
    expect(
      samples.filter((y) => y !== samples[0] && y !== samples.at(-1)),
      `positions seen: ${samples.join(', ')}`,
    ).toEqual([])
    await expect.poll(() => third.getAttribute('aria-current')).toBe('location')
    expect(new URL(page.url()).hash).toBe(`#${id}`)
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(id)
    // The header is back and the section starts 50 px below it (SPEC §9 anchor offset).
    await expect
      .poll(() => page.evaluate(() => document.querySelector('header[data-hidden]')!.getBoundingClientRect().top))
      .toBe(0)
    const header = await rectOf(page, 'header[data-hidden]')
    const section = await rectOf(page, `#${id}`)
    expect(Math.abs(section.top - (header.height + 50))).toBeLessThan(3)

    await page.keyboard.press('Home')
    await expect.poll(() => anchors.first().getAttribute('aria-current')).toBe('location')
  })

  it('with motion allowed, an anchor scrolls smoothly to its section', async () => {
    const page = await session.desktopPage({ reducedMotion: 'no-preference' })
    await visit(page, inLocale(locale, '/sustainability/ethical'))
    const last = page
      .getByRole('navigation', { name: message(locale, 'sustainability', 'ethical.nav') })
      .getByRole('link')
      .nth(2)
    const id = (await last.getAttribute('href'))!.slice(1)
    const recording = await recordScroll(page)
    await last.click()
    // Sampled in the page once per frame: a smooth scroll moves down through positions between
    // its start and its end and never back; a jump (as with reduced motion) shows none.
    const samples = await recording.samples()
    const [start, end] = [samples[0], samples.at(-1)!]
    expect(end, `positions seen: ${samples.join(', ')}`).toBeGreaterThan(start)
    // One position in between already tells a scroll from a jump; a starved machine may draw few frames.
    expect(
      new Set(samples.filter((y) => y > start && y < end)).size,
      `not a jump: positions seen ${samples.join(', ')}`,
    ).toBeGreaterThanOrEqual(1)
    expect(
      samples.every((y, i) => i === 0 || y >= samples[i - 1]),
      `only downwards: ${samples.join(', ')}`,
    ).toBe(true)
    await expect.poll(() => last.getAttribute('aria-current'), { timeout: 5000 }).toBe('location')
    const section = await rectOf(page, `#${id}`)
    expect(section.top).toBeLessThan(200)
  })
})
