import { describe, expect, it } from 'vitest'

import { devAccounts } from '../../seed/devAccounts'
import { PUBLIC_COUNTS } from '../../seed/fixtures'
import { bearer, deleteDocs, getLegacy, login, request } from '../helpers/http'
import type { Page } from '../helpers/legacyExpect'
import { searchPressReleases, seededPressReleaseMatches } from '../helpers/searchExpect'

/** A title with single backslashes, and a decoy that reads the same without them. */
const WITH_BACKSLASH = '[테스트] 경로 표기 C:\\baedal\\friends 안내'
const DECOY = '[테스트] 경로 표기 C:baedalfriends 안내'

const titles = (list: Record<string, unknown>[]) => list.map((i) => i.reportTitle as string).sort()

describe('a backslash in a search word', () => {
  it('matches itself: finds the press release containing "\\", not the one without, and "\\\\" finds neither', async () => {
    // No seeded press release contains a backslash, so this test brings its own two (removed after).
    expect(seededPressReleaseMatches('\\', 'TITLE_CONTENT')).toEqual([])
    const editor = devAccounts.find((a) => a.role === 'editor')!
    const token = await login(editor.email, editor.password)
    const ids: number[] = []
    try {
      for (const title of [WITH_BACKSLASH, DECOY]) {
        const res = await request('/api/press-releases', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...bearer(token) },
          body: JSON.stringify({ title, publishDate: '2020-01-01T00:00:00.000Z', _status: 'published' }),
        })
        expect(res.status, title).toBe(201)
        ids.push(((await res.json()) as { doc: { id: number } }).doc.id)
      }
      const all = await getLegacy<Page>('/api/report?pageSize=500')
      expect(titles(all.body.data!.list)).toEqual(expect.arrayContaining([WITH_BACKSLASH, DECOY]))

      for (const searchType of ['TITLE_CONTENT', 'TITLE'] as const) {
        expect(titles(await searchPressReleases('\\', searchType)), `\\ ${searchType}`).toEqual([WITH_BACKSLASH])
        // Were "\" left unescaped, "\b" would mean "b" and this would find the decoy instead.
        expect(titles(await searchPressReleases('C:\\baedal', searchType)), `C:\\baedal ${searchType}`).toEqual([
          WITH_BACKSLASH,
        ])
        // Were "\" left unescaped, "\\" would mean one backslash and find the first item.
        expect(titles(await searchPressReleases('\\\\', searchType)), `\\\\ ${searchType}`).toEqual([])
        expect(titles(await searchPressReleases('C:baedal', searchType)), `C:baedal ${searchType}`).toEqual([DECOY])
      }
    } finally {
      await deleteDocs('press-releases', ids, token)
    }
    expect((await getLegacy<Page>('/api/report')).body.data!.totalSize).toBe(PUBLIC_COUNTS.pressRelease)
  })
})
