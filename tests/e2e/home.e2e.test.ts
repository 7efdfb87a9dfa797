import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'

import { setupBrowser, visit } from '../helpers/browser'
import { inLocale, message } from '../helpers/messages'

const session = setupBrowser()
const home = (locale: Locale, key: string) => message(locale, 'home', key)
const activeSlide = (page: Page) =>
  page.locator('[aria-roledescription="slide"].swiper-slide-active').getAttribute('aria-label')
/** The slider's autoplay delay (src/components/HeroSlider: a slide every 5 s). */
const AUTOPLAY_MS = 5000
/** How long "stands still" is watched: past a whole autoplay interval, with room for a late timer. */
const STILL_MS = AUTOPLAY_MS + 1500

/**
 * Watches the active slide for `ms` of the page's own clock (a MutationObserver on the slides'
 * classes, where swiper marks the active one) and returns each slide label it changed to: an
 * empty list means nothing moved for that long. The page's clock (installed by `slidingPage`) is
 * run forward that far, firing every timer due meanwhile (swiper's autoplay among them), so the
 * test does not wait the interval out.
 */
async function slideChangesDuring(page: Page, ms: number): Promise<string[]> {
  await page.evaluate((ms) => {
    const active = () =>
      document.querySelector('[aria-roledescription="slide"].swiper-slide-active')?.getAttribute('aria-label') ?? ''
    const wrapper = document.querySelector('[aria-roledescription="slide"]')?.parentElement
    if (!wrapper) throw new Error('no slides on the page')
    const changes: string[] = []
    let last = active()
    const observer = new MutationObserver(() => {
      const now = active()
      if (now !== last) changes.push((last = now))
    })
    observer.observe(wrapper, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] })
    Object.assign(window, {
      slideChanges: new Promise<string[]>((resolve) =>
        setTimeout(() => {
          observer.disconnect()
          resolve(changes)
        }, ms),
      ),
    })
  }, ms)
  await page.clock.runFor(ms)
  return page.evaluate(() => Reflect.get(window, 'slideChanges') as Promise<string[]>)
}

/** A desktop page whose clock the test runs forward (Playwright's clock, installed before the visit). */
async function slidingPage(locale: Locale, reducedMotion: 'reduce' | 'no-preference') {
  const page = await session.desktopPage({ reducedMotion })
  await page.clock.install()
  await visit(page, inLocale(locale, '/'))
  return page
}

/** "Slide n of N" as the slider labels its slides, N being the slides the page has. */
async function slideLabel(page: Page, locale: Locale, n: number) {
  const total = await page.locator('[aria-roledescription="slide"]').count()
  return home(locale, 'hero.position').replace('{{current}}', String(n)).replace('{{total}}', String(total))
}

describe.each(locales)('Main page widgets in %s (SPEC §2 layout)', (locale) => {
  it('the content slider rotates by itself, loops both ways, and can be stopped (no slide change for a whole interval after)', async () => {
    const page = await slidingPage(locale, 'no-preference')
    const hero = page.getByRole('region', { name: home(locale, 'hero.region') })
    const stop = hero.getByRole('button', { name: home(locale, 'hero.pause') })
    await expect.poll(() => stop.isVisible()).toBe(true)
    await expect.poll(() => activeSlide(page)).toBe(await slideLabel(page, locale, 1))

    // Autoplay: the next slide comes without any input, once an interval has passed.
    expect(await slideChangesDuring(page, AUTOPLAY_MS + 500), 'slides without any input').toContain(
      await slideLabel(page, locale, 2),
    )
    await expect.poll(() => activeSlide(page)).toBe(await slideLabel(page, locale, 2))

    // Loop: previous from slide 1 is the last slide, next from the last is slide 1.
    const last = await page.locator('[aria-roledescription="slide"]').count()
    await hero.getByRole('button', { name: home(locale, 'hero.prev') }).click()
    await expect.poll(() => activeSlide(page)).toBe(await slideLabel(page, locale, 1))
    await hero.getByRole('button', { name: home(locale, 'hero.prev') }).click()
    await expect.poll(() => activeSlide(page)).toBe(await slideLabel(page, locale, last))
    await hero.getByRole('button', { name: home(locale, 'hero.next') }).click()
    await expect.poll(() => activeSlide(page)).toBe(await slideLabel(page, locale, 1))

    // Only the slide on show can be reached by keyboard.
    expect(await page.locator('[aria-roledescription="slide"]:not([inert])').count()).toBe(1)

    await stop.click()
    await expect.poll(() => hero.getByRole('button', { name: home(locale, 'hero.play') }).isVisible()).toBe(true)
    // Stopped, not merely paused under the pointer (swiper pauses on hover): with the pointer
    // off the slider, no slide comes for longer than the autoplay interval.
    await page.mouse.move(1, 1)
    const stoppedAt = await activeSlide(page)
    expect(await slideChangesDuring(page, STILL_MS), 'slides after stopping').toEqual([])
    expect(await activeSlide(page)).toBe(stoppedAt)
  })

  it('with reduced motion the slider stands still past the autoplay interval until asked', async () => {
    const page = await slidingPage(locale, 'reduce')
    const hero = page.getByRole('region', { name: home(locale, 'hero.region') })
    // Swiper has taken over (it marks the active slide), showing slide 1 and offering to play.
    await expect.poll(() => activeSlide(page), { timeout: 5000 }).toBe(await slideLabel(page, locale, 1))
    await expect.poll(() => hero.getByRole('button', { name: home(locale, 'hero.play') }).isVisible()).toBe(true)
    expect(await slideChangesDuring(page, STILL_MS), 'slides without any input').toEqual([])
    expect(await activeSlide(page)).toBe(await slideLabel(page, locale, 1))

    await hero.getByRole('button', { name: home(locale, 'hero.next') }).click()
    await expect.poll(() => activeSlide(page)).toBe(await slideLabel(page, locale, 2))
  })

  it('the lottie animation draws after the page has loaded and can be paused', async () => {
    const page = await session.desktopPage({ reducedMotion: 'no-preference' })
    await visit(page, inLocale(locale, '/'))
    const pause = page.getByRole('button', { name: home(locale, 'mission.pause') })
    // The player's stage (the button's sibling) gets lottie-web's SVG.
    const drawing = pause.locator('xpath=..').locator(':scope > div svg')
    await expect.poll(() => drawing.count(), { timeout: 10_000 }).toBeGreaterThan(0)
    await pause.click()
    await expect.poll(() => page.getByRole('button', { name: home(locale, 'mission.play') }).isVisible()).toBe(true)
  })
})
