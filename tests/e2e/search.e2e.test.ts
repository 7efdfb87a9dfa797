import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { locales, type Locale } from '@/i18n/locales'
import { newsroomTypeOfSegment } from '@/lib/data/types'

import { setupBrowser, visit } from '../helpers/browser'
import { getLegacy } from '../helpers/http'
import { inLocale, message } from '../helpers/messages'

const session = setupBrowser()
/** The types by their address segments (`report`: press releases), in the page's order. */
const TYPES = ['report', 'media', 'fact'] as const
const typeTitle = (locale: Locale, type: string) => message(locale, 'newsroom', `${newsroomTypeOfSegment(type)}.title`)

/** Words that occur in several seeded press-release titles in the locale (found, not assumed). */
async function commonWords(locale: Locale): Promise<string[]> {
  const { body } = await getLegacy<{ list: Record<string, string>[] }>(`/api/report?pageSize=100&lang=${locale}`)
  const counts = new Map<string, number>()
  for (const item of body.data!.list) {
    for (const word of new Set(
      item.reportTitle.split(/[\s,.'"“”‘’·:()!?…-]+/).filter((w) => w.length >= 2 && w.length <= 12),
    )) {
      counts.set(word, (counts.get(word) ?? 0) + 1)
    }
  }
  const ranked = [...counts].filter(([, n]) => n >= 2 && n <= 30).sort((a, b) => b[1] - a[1])
  if (!ranked.length) throw new Error(`no repeated word in the ${locale} press-release titles`)
  return ranked.map(([word]) => word)
}

async function apiTotal(type: string, locale: Locale, keyword: string): Promise<number> {
  const q = new URLSearchParams({
    pageNumber: '1',
    pageSize: '1',
    lang: locale,
    searchKeyword: keyword,
    searchType: 'TITLE_CONTENT',
  })
  return (await getLegacy<{ totalSize: number }>(`/api/${type}?${q}`)).body.data!.totalSize
}

/** The titles of page 1 (20) of a type's search, in the order the API gives them. */
async function apiTitles(type: string, locale: Locale, keyword: string): Promise<string[]> {
  const q = new URLSearchParams({
    pageNumber: '1',
    pageSize: '20',
    lang: locale,
    searchKeyword: keyword,
    searchType: 'TITLE_CONTENT',
  })
  return (await getLegacy<{ list: Record<string, string>[] }>(`/api/${type}?${q}`)).body.data!.list.map(
    (i) => i[`${type}Title`],
  )
}

const mentions = (text: string, word: string) => text.toLowerCase().includes(word.toLowerCase())

/**
 * Every listed result mentions the word where the search looks: in its title or subtitle/summary
 * (then marked there), else in its text, read from its detail over the API (media reports have
 * no text beyond the summary, so theirs must be shown).
 */
async function expectEachMentions(page: Page, type: (typeof TYPES)[number], locale: Locale, word: string) {
  const items = page.locator('main ul > li:has(h3)')
  for (let i = 0; i < (await items.count()); i++) {
    const item = items.nth(i)
    const shown = (await item.locator('h3, p:not(:has(time))').allInnerTexts()).join('\n')
    if (mentions(shown, word)) {
      const marks = await item.locator('mark').allInnerTexts()
      expect(marks.length, shown).toBeGreaterThan(0)
      for (const mark of marks) expect(mark.toLowerCase()).toBe(word.toLowerCase())
      continue
    }
    expect(type, `a media result must show ${word}: ${shown}`).not.toBe('media')
    const seq = /\/detail\/(\d+)/.exec((await item.locator('a').getAttribute('href')) ?? '')?.[1]
    expect(seq, shown).toBeDefined()
    const { body } = await getLegacy<Record<string, string>>(`/api/${type}/${seq}/detail?lang=${locale}`)
    expect(mentions(body.data![`${type}Content`].replace(/<[^>]*>/g, ' '), word), `${shown} (its text)`).toBe(true)
  }
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
      await expect
        .poll(() => groups.getByRole('link', { name: typeTitle(locale, type) }).innerText())
        .toContain(String(totals[i]))
    }

    const marks = page.locator('main ul > li h3 mark')
    await expect.poll(() => marks.count()).toBeGreaterThan(0)
    for (const text of await marks.allInnerTexts()) expect(text.toLowerCase()).toBe(word.toLowerCase())

    // Each type's list shows page 1 of its results, and every result mentions the word.
    for (const [i, type] of TYPES.entries()) {
      if (i > 0) {
        await groups.getByRole('link', { name: typeTitle(locale, type) }).click()
        await page.waitForURL((url) => url.searchParams.get('type') === type)
      }
      const expected = await apiTitles(type, locale, word)
      expect(expected).toHaveLength(Math.min(totals[i], 20))
      await expect.poll(() => page.locator('main ul > li h3').allInnerTexts()).toEqual(expected)
      await expectEachMentions(page, type, locale, word)
    }
  })

  it('a new word starts over at page 1', async () => {
    const [word, next] = await commonWords(locale)
    expect(next).toBeTruthy()
    const page = await session.desktopPage()
    await visit(
      page,
      `${inLocale(locale, '/newsroom/search')}?${new URLSearchParams({ keyword: word, type: 'report', page: '2' })}`,
    )
    expect(await page.getByRole('searchbox').inputValue()).toBe(word)
    await searchFor(page, locale, next)
    expect(new URL(page.url()).searchParams.get('page')).toBeNull()
    await expect.poll(() => page.locator('main ul > li h3 mark').count()).toBeGreaterThan(0)
  })

  it('a result opens with the search carried, its newer/older links carry it too, and back-to-list returns to them', async () => {
    const [word] = await commonWords(locale)
    const page = await session.desktopPage()
    await visit(
      page,
      `${inLocale(locale, '/newsroom/search')}?${new URLSearchParams({ keyword: word, type: 'report' })}`,
    )
    await page.locator('main ul > li:has(h3) a').first().click()
    await page.waitForURL((url) => url.pathname.includes('/newsroom/report/detail/'))
    expect(new URL(page.url()).searchParams.get('keyword')).toBe(word)

    const opened = new URL(page.url()).pathname
    const neighbours = page.getByRole('navigation', { name: message(locale, 'newsroom', 'detail.neighbours') })
    await neighbours.getByRole('link').first().click()
    await page.waitForURL((url) => url.pathname !== opened && url.pathname.includes('/newsroom/report/detail/'))
    const moved = new URL(page.url())
    expect([moved.searchParams.get('keyword'), moved.searchParams.get('type')]).toEqual([word, 'report'])

    await page.getByRole('link', { name: message(locale, 'common', 'list.toList') }).click()
    await page.waitForURL((url) => url.pathname.endsWith('/newsroom/search'))
    const back = new URL(page.url())
    expect([back.searchParams.get('keyword'), back.searchParams.get('type')]).toEqual([word, 'report'])
    expect(await page.getByRole('searchbox').inputValue()).toBe(word)
    await expect.poll(() => page.locator('main ul > li h3 mark').count()).toBeGreaterThan(0)
  })

  it('says "No results found." (in Korean on the Korean site) for a word nothing contains', async () => {
    const page = await session.desktopPage()
    await visit(page, inLocale(locale, '/newsroom/search'))
    await searchFor(page, locale, 'qxzvw')
    await expect.poll(() => page.locator('main').innerText()).toContain(message(locale, 'common', 'list.noResults'))
    expect(message(locale, 'common', 'list.noResults')).toBe(
      { ko: '검색 결과가 없습니다.', en: 'No results found.' }[locale],
    )
    expect(await page.locator('main ul > li:has(h3)').count()).toBe(0)
  })
})
