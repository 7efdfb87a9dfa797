import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'

import { setupBrowser, visit } from '../helpers/browser'
import { bearer, getLegacy, request } from '../helpers/http'
import { inLocale, message } from '../helpers/messages'
import { editorToken } from '../helpers/staff'

const session = setupBrowser()

type Site = { connectionSiteUrl: string; connectionSiteKoreaName: string; connectionSiteEnglishName: string }
let sites: Site[] = []

beforeAll(async () => {
  for (const level of [1, 2, 3]) sites.push(...(await getLegacy<Site[]>(`/api/connection-site/${level}`)).body.data!)
  sites = sites.filter((s) => s.connectionSiteUrl)
  expect(sites.length).toBeGreaterThan(0)
})

async function openDropdown(page: Page, locale: Locale) {
  const button = page.locator('footer').getByRole('button', { name: message(locale, 'common', 'footer.related') })
  await button.click()
  expect(await button.getAttribute('aria-expanded')).toBe('true')
  const list = page.locator(`#${await button.getAttribute('aria-controls')}`)
  expect(await list.isVisible()).toBe(true)
  return { button, list }
}

describe.each(locales)('footer in %s', (locale) => {
  it('lists every related site (levels 1–3) by its name in the language, opening on click', async () => {
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/'))
    const { list } = await openDropdown(page, locale)
    const links = list.getByRole('link')
    expect(await links.count()).toBe(sites.length)
    const first = sites[0]
    const link = list.getByRole('link', {
      name: locale === 'ko' ? first.connectionSiteKoreaName : first.connectionSiteEnglishName,
      exact: true,
    })
    expect(await link.getAttribute('href')).toBe(first.connectionSiteUrl)
    expect(await link.getAttribute('target')).toBe('_blank')
    expect(await link.getAttribute('rel')).toContain('noopener')
  })

  it('closes on a click outside', async () => {
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/'))
    const { button, list } = await openDropdown(page, locale)
    await page.locator('footer dl').click()
    await expect.poll(() => list.isVisible()).toBe(false)
    expect(await button.getAttribute('aria-expanded')).toBe('false')
  })

  it('closes on Escape and gives focus back to its button', async () => {
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/'))
    const { button, list } = await openDropdown(page, locale)
    await list.getByRole('link').first().focus()
    await page.keyboard.press('Escape')
    await expect.poll(() => list.isVisible()).toBe(false)
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true)
  })

  it('shows the company facts from the site settings', async () => {
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/'))
    // Payload's REST serves staff only: read the settings as an editor.
    const res = await request(`/api/globals/site-settings?locale=${locale}&depth=0`, {
      headers: bearer(await editorToken()),
    })
    const settings = (await res.json()) as Record<
      'companyName' | 'ceo' | 'address' | 'businessRegistrationNumber',
      string
    >
    const footer = await page.locator('footer').innerText()
    for (const fact of [settings.companyName, settings.ceo, settings.address, settings.businessRegistrationNumber])
      expect(footer).toContain(fact)
  })

  it('links the privacy policy in Korean from both languages', async () => {
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/'))
    const policy = page.locator('footer').getByRole('link', { name: message(locale, 'common', 'footer.links.policy') })
    expect(await policy.getAttribute('href')).toBe('/policy')
  })
})
