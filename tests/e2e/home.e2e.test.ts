import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'

import { setupBrowser, visit } from '../helpers/browser'
import { inLocale, message } from './routes'

const session = setupBrowser()
const home = (locale: Locale, key: string) => message(locale, 'home', key)
const activeSlide = (page: Page) => page.locator('[aria-roledescription="slide"].swiper-slide-active').getAttribute('aria-label')

/** "Slide n of N" as the slider labels its slides, N being the slides the page has. */
async function slideLabel(page: Page, locale: Locale, n: number) {
  const total = await page.locator('[aria-roledescription="slide"]').count()
  return home(locale, 'hero.position').replace('{{current}}', String(n)).replace('{{total}}', String(total))
}

describe.each(locales)('Main page widgets in %s (SPEC §2 layout)', (locale) => {
  it('the content slider rotates by itself, loops both ways, and can be stopped', async () => {
    const page = await session.desktopPage({ reducedMotion: 'no-preference' })
    await visit(page, inLocale(locale, '/'))
    const hero = page.getByRole('region', { name: home(locale, 'hero.region') })
    const stop = hero.getByRole('button', { name: home(locale, 'hero.pause') })
    await expect.poll(() => stop.isVisible()).toBe(true)
    expect(await activeSlide(page)).toBe(await slideLabel(page, locale, 1))

    // Autoplay: the next slide comes without any input.
    await expect.poll(() => activeSlide(page), { timeout: 9000 }).toBe(await slideLabel(page, locale, 2))

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
  })

  it('with reduced motion the slider stands still until asked', async () => {
    const page = await session.desktopPage({ reducedMotion: 'reduce' })
    await visit(page, inLocale(locale, '/'))
    const hero = page.getByRole('region', { name: home(locale, 'hero.region') })
    await expect.poll(() => hero.getByRole('button', { name: home(locale, 'hero.play') }).isVisible()).toBe(true)
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
