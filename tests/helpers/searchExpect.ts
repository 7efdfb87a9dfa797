import { expect } from 'vitest'

import { pressReleases } from '../../seed/data'
import { blocksText } from '../../seed/richText'
import { getLegacy } from './http'
import { htmlText, mentions, type Page } from './legacyExpect'

export type SearchType = 'TITLE' | 'TITLE_CONTENT'

/**
 * The Korean titles of the public seeded press releases a search must return: those whose title
 * (TITLE), or title, subtitle or body (TITLE_CONTENT), contain the word, case-insensitively.
 */
export function seededPressReleaseMatches(keyword: string, searchType: SearchType): string[] {
  return pressReleases
    .filter((p) => (p.visibility ?? 'public') === 'public')
    .filter(({ text: { ko } }) =>
      mentions(searchType === 'TITLE' ? ko.title : [ko.title, ko.subtitle, blocksText(ko.body)].join('\n'), keyword),
    )
    .map((p) => p.text.ko.title)
    .sort()
}

/** Searches the Korean press releases and returns every hit (one page of up to 500). */
export async function searchPressReleases(keyword: string, searchType: SearchType) {
  const q = new URLSearchParams({ pageSize: '500', lang: 'ko', searchKeyword: keyword, searchType })
  const { status, body } = await getLegacy<Page>(`/api/report?${q}`)
  expect(status, `${keyword} ${searchType}`).toBe(200)
  expect(body.data!.totalSize).toBe(body.data!.list.length)
  return body.data!.list
}

/**
 * Proves over HTTP that each returned press release contains the word where the search type
 * looks: its title, else (TITLE_CONTENT) its subtitle or the text of its content.
 */
export async function expectEachPressReleaseMentions(
  list: Record<string, unknown>[],
  keyword: string,
  searchType: SearchType,
) {
  for (const item of list) {
    if (mentions(item.reportTitle, keyword)) continue
    expect(searchType, `"${String(item.reportTitle)}" does not have ${JSON.stringify(keyword)} in its title`).toBe(
      'TITLE_CONTENT',
    )
    if (mentions(item.reportSubTitle, keyword)) continue
    const detail = await getLegacy<{ reportContent: string }>(`/api/report/${String(item.reportSeq)}/detail?lang=ko`)
    expect(
      mentions(htmlText(detail.body.data!.reportContent), keyword),
      `"${String(item.reportTitle)}" mentions ${JSON.stringify(keyword)}`,
    ).toBe(true)
  }
}
