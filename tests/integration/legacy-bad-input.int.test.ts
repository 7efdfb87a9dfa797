import { beforeAll, describe, expect, it } from 'vitest'

import { devAccounts } from '../../seed/devAccounts'
import { DRAFT_PRESS_RELEASE_TITLE, PUBLIC_COUNTS, SCHEDULED_PRESS_RELEASE_TITLE } from '../../seed/fixtures'
import { bearer, getLegacy, login, request } from '../helpers/http'
import { expectFail, type Page } from '../helpers/legacyExpect'
import {
  expectEachPressReleaseMentions,
  searchPressReleases,
  seededPressReleaseMatches,
  type SearchType,
} from '../helpers/searchExpect'

const titles = (list: Record<string, unknown>[]) => list.map((i) => i.reportTitle as string).sort()

describe('legacy API bad input', () => {
  it.each(['0', '-1', 'abc', '1.5', ''])('rejects pageNumber=%j with 400', async (value) => {
    await expectFail(`/api/report?pageNumber=${value}`, 400)
  })

  it.each(['0', '-5', '2.5', 'ten', '501'])('rejects pageSize=%j with 400', async (value) => {
    await expectFail(`/api/media?pageSize=${value}`, 400)
  })

  it('accepts pageSize 500, the largest allowed', async () => {
    const { status, body } = await getLegacy<Page>('/api/report?pageSize=500')
    expect(status).toBe(200)
    expect(body.data!.list).toHaveLength(PUBLIC_COUNTS.pressRelease)
  })

  it('rejects a searchKeyword over 100 characters with 400 and accepts exactly 100', async () => {
    await expectFail(`/api/fact?searchKeyword=${encodeURIComponent('가'.repeat(101))}`, 400)
    const { status } = await getLegacy(`/api/fact?searchKeyword=${encodeURIComponent('가'.repeat(100))}`)
    expect(status).toBe(200)
  })

  it('rejects an unknown searchType with 400', async () => {
    await expectFail('/api/report?searchType=BODY&searchKeyword=x', 400)
  })

  it.each(['%', '_', '\\', "'", '"', "' OR 1=1 --", '🍜', '%25%', '배달"; DROP TABLE users; --'])(
    'matches the keyword %j literally (200, only items containing it, every seeded item containing it)',
    async (keyword) => {
      for (const searchType of ['TITLE_CONTENT', 'TITLE'] as SearchType[]) {
        const list = await searchPressReleases(keyword, searchType)
        await expectEachPressReleaseMentions(list, keyword, searchType)
        expect(titles(list), searchType).toEqual(seededPressReleaseMatches(keyword, searchType))
      }
    },
  )

  it('has seeded press releases for the literal-keyword cases to find (so those cases can fail)', () => {
    for (const keyword of ['%', '_', "'"])
      expect(seededPressReleaseMatches(keyword, 'TITLE').length, keyword).toBeGreaterThan(0)
    // Only in body text: TITLE_CONTENT must find it where TITLE cannot.
    expect(seededPressReleaseMatches('"', 'TITLE_CONTENT').length).toBeGreaterThan(
      seededPressReleaseMatches('"', 'TITLE').length,
    )
  })

  it('rejects a keyword with a NUL character with 400', async () => {
    await expectFail('/api/report?searchKeyword=a%00b', 400)
  })

  // The query is decoded as the URL standard's URLSearchParams does: a stray "%" stays a literal
  // "%" (which matches itself, docs/public-site.md), bytes that are not UTF-8 become U+FFFD. So each is an
  // ordinary search for the decoded word: 200, never a 400 or a 500.
  it.each([
    ['%', '%'],
    ['%zz', '%zz'],
    ['%C3%28', '\uFFFD('],
    ['%E0%A4%A', '\uFFFD%A'],
  ])('reads the malformed percent-encoding %j as the literal keyword %j (200)', async (raw, keyword) => {
    const res = await request(`/api/report?pageSize=500&lang=ko&searchKeyword=${raw}`)
    expect(res.status).toBe(200)
    const body = (await res.json()) as { detail: string; data: Page }
    expect(body.detail).toBe('success')
    expect(titles(body.data.list)).toEqual(seededPressReleaseMatches(keyword, 'TITLE_CONTENT'))
    expect(titles(body.data.list)).toEqual(titles(await searchPressReleases(keyword, 'TITLE_CONTENT')))
  })

  it.each(['abc', '1e3', '-1', '12abc'])('rejects a detail id %j with 400', async (id) => {
    await expectFail(`/api/report/${id}/detail`, 400)
    await expectFail(`/api/fact/detail?factSeq=${id}`, 400)
  })

  it('answers 404 for an id beyond 32 bits or naming nothing', async () => {
    await expectFail('/api/report/99999999999/detail', 404)
    await expectFail('/api/notice/2147483647/detail', 404)
    await expectFail('/api/media/detail?mediaSeq=999999', 404)
  })

  it('requires the seq parameter on the detail-by-query route', async () => {
    await expectFail('/api/report/detail', 400)
  })

  it.each(['0', '4', 'x'])('rejects connection-site level %j with 400', async (level) => {
    await expectFail(`/api/connection-site/${level}`, 400)
  })

  it.each(['POST', 'PUT', 'DELETE', 'PATCH'])('answers %s on a legacy route with 405 and Allow', async (method) => {
    for (const path of ['/api/report', '/api/fact/1/detail', '/api/writing/category/get', '/api/connection-site/1']) {
      const res = await expectFail(path, 405, { method, body: method === 'DELETE' ? undefined : '{}' })
      expect(res.headers.get('allow')).toBe('GET, HEAD')
    }
  })
})

describe('hidden items by id', () => {
  const ids: Record<string, number> = {}

  beforeAll(async () => {
    const editor = devAccounts.find((a) => a.role === 'editor')!
    const token = await login(editor.email, editor.password)
    for (const title of [DRAFT_PRESS_RELEASE_TITLE, SCHEDULED_PRESS_RELEASE_TITLE]) {
      const res = await request(
        `/api/press-releases?draft=true&depth=0&where[title][equals]=${encodeURIComponent(title)}`,
        { headers: bearer(token) },
      )
      const body = (await res.json()) as { docs: { id: number }[] }
      expect(body.docs).toHaveLength(1)
      ids[title] = body.docs[0].id
    }
  })

  it('answers 404 for a draft and for a future-scheduled press release', async () => {
    for (const id of Object.values(ids)) {
      await expectFail(`/api/report/${id}/detail`, 404)
      await expectFail(`/api/report/detail?reportSeq=${id}`, 404)
    }
  })
})
