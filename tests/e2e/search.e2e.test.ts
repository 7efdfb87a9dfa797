import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'

import { setupBrowser, visit } from '../helpers/browser'
import { getLegacy } from '../helpers/http'
import { inLocale, message } from './routes'

const session = setupBrowser()
const TYPES = ['report', 'media', 'fact'] as const

/** Words that occur in several seeded press-release titles in the locale (found, not assumed). */
async function commonWords(locale: Locale): Promise<string[]> {
  const { body } = await getLegacy<{ list: Record<string, string>[] }>(`/api/report?pageSize=100&lang=${locale}`)
  const counts = new Map<string, number>()
  for (const item of body.data!.list) {
    for (const word of new Set(item.reportTitle.split(/[\s,.'"“”‘’·:()!?…-]+/).filter((w) => w.length >= 2 && w.length <= 12))) {
      counts.set(word, (counts.get(word) ?? 0) + 1)
    }
  }
  const ranked = [...counts].filter(([, n]) => n >= 2 && n <= 30).sort((a, b) => b[1] - a[1])
  if (!ranked.length) throw new Error(`no repeated word in the ${locale} press-release titles`)
  return ranked.map(([word]) => word)
}

async function apiTotal(type: string, locale: Locale, keyword: string): Promise<number> {
  const q = new URLSearchParams({ pageNumber: '1', pageSize: '1', lang: locale, searchKeyword: keyword, searchType: 'TITLE_CONTENT' })
  return (await getLegacy<{ totalSize: number }>(`/api/${type}?${q}`)).body.data!.totalSize
}

async function searchFor(page: Page, locale: Locale, word: string) {
  const box = page.getByRole('searchbox', { name: message(locale, 'newsroom', 'search.label') })
  await box.fill(word)
  await box.press('Enter')
  await page.waitForURL((url) => url.searchParams.get('keyword') === word)
}

describe.each(locales)('newsroom search in %s', (locale) => {
  it('finds across the three types, counts each, and highlights the word', async () => {
    const [word] = await commonWords(locale)
    const totals = await Promise.all(TYPES.map((type) => apiTotal(type, locale, word)))
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/newsroom/search'))
    await searchFor(page, locale, word)

    const summary = message(locale, 'newsroom', 'search.summary')
      .replace('{{count}}', String(totals.reduce((a, b) => a + b, 0)))
      .replace('{{keyword}}', word)
    await expect.poll(() => page.getByRole('status').filter({ hasText: word }).first().innerText()).toBe(summary)

    const groups = page.getByRole('navigation', { name: message(locale, 'newsroom', 'search.groups') })
    for (const [i, type] of TYPES.entries()) {
      await expect.poll(() => groups.getByRole('link', { name: message(locale, 'newsroom', `${type}.title`) }).innerText()).toContain(String(totals[i]))
    }

    const marks = page.locator('main ul > li h3 mark')
    await expect.poll(() => marks.count()).toBeGreaterThan(0)
    for (const text of await marks.allInnerTexts()) expect(text.toLowerCase()).toBe(word.toLowerCase())
    // Every listed press release mentions the word in its title or text (the API decides, the page shows it).
    expect(await page.locator('main ul > li:has(h3)').count()).toBe(Math.min(totals[0], 20))
  })

  it('a new word starts over at page 1', async () => {
    const [word, next] = await commonWords(locale)
    expect(next).toBeTruthy()
    const page = await session.desktopPage()
    await visit(page, `${inLocale(locale, '/newsroom/search')}?${new URLSearchParams({ keyword: word, type: 'report', page: '2' })}`)
    expect(await page.getByRole('searchbox').inputValue()).toBe(word)
    await searchFor(page, locale, next)
    expect(new URL(page.url()).searchParams.get('page')).toBeNull()
    await expect.poll(() => page.locator('main ul > li h3 mark').count()).toBeGreaterThan(0)
  })

  it('a result opens with the search carried, and back-to-list returns to the same results', async () => {
    const [word] = await commonWords(locale)
    const page = await session.desktopPage()
    await visit(page, `${inLocale(locale, '/newsroom/search')}?${new URLSearchParams({ keyword: word, type: 'report' })}`)
    await page.locator('main ul > li:has(h3) a').first().click()
    await page.waitForURL((url) => url.pathname.includes('/newsroom/report/detail/'))
    expect(new URL(page.url()).searchParams.get('keyword')).toBe(word)

    await page.getByRole('link', { name: message(locale, 'common', 'list.toList') }).click()
    await page.waitForURL((url) => url.pathname.endsWith('/newsroom/search'))
    const back = new URL(page.url())
    expect([back.searchParams.get('keyword'), back.searchParams.get('type')]).toEqual([word, 'report'])
    expect(await page.getByRole('searchbox').inputValue()).toBe(word)
    await expect.poll(() => page.locator('main ul > li h3 mark').count()).toBeGreaterThan(0)
  })

  it('shows "No results found." for a word nothing contains', async () => {
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/newsroom/search'))
    await searchFor(page, locale, 'qxzvw')
    await expect.poll(() => page.locator('main').innerText()).toContain(message(locale, 'common', 'list.noResults'))
    expect(message(locale, 'common', 'list.noResults')).toBe('No results found.')
    expect(await page.locator('main ul > li:has(h3)').count()).toBe(0)
  })
})
