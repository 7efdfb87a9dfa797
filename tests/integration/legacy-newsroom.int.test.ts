import { describe, expect, it } from 'vitest'

import { newsroomSegment } from '@/lib/data/types'

import {
  HIDDEN_KEYWORD,
  HIDDEN_TITLES,
  LATEST_PRESS_RELEASE,
  PUBLIC_COUNTS,
  SEARCH_FIXTURES,
} from '../../seed/fixtures'
import { getLegacy } from '../helpers/http'

type Page = { list: Record<string, unknown>[]; totalSize: number; pageNumber: number; totalPageNumber: number }
type Detail = Record<string, unknown> & {
  prev: { seq: number; title: string } | null
  next: { seq: number; title: string } | null
}

const types = [
  ['report', PUBLIC_COUNTS.pressRelease],
  ['fact', PUBLIC_COUNTS.fact],
  ['media', PUBLIC_COUNTS.media],
] as const

describe('GET /api/{report,fact,media}', () => {
  it('returns page 2 of press releases with 20 items in the SPEC shape', async () => {
    const { status, body } = await getLegacy<Page>('/api/report?pageNumber=2&pageSize=20')
    expect(status).toBe(200)
    expect(body.detail).toBe('success')
    const page = body.data!
    expect(page.pageNumber).toBe(2)
    expect(page.totalSize).toBe(PUBLIC_COUNTS.pressRelease)
    expect(page.totalPageNumber).toBe(Math.ceil(PUBLIC_COUNTS.pressRelease / 20))
    expect(page.list).toHaveLength(20)
    for (const item of page.list) {
      expect(Object.keys(item).sort()).toEqual(
        ['createDate', 'reportImagePath', 'reportSeq', 'reportSource', 'reportSubTitle', 'reportTitle'].sort(),
      )
      expect(typeof item.reportSeq).toBe('number')
      expect(new Date(item.createDate as string).toISOString()).toBe(item.createDate)
    }
  })

  it.each(types)(
    'lists every public %s item exactly once, newest first, at the default page size 20',
    async (type, count) => {
      const seen: Record<string, unknown>[] = []
      const first = await getLegacy<Page>(`/api/${type}`)
      expect(first.body.data!.list.length).toBe(Math.min(20, count))
      for (let page = 1; page <= first.body.data!.totalPageNumber; page++) {
        const { body } = await getLegacy<Page>(`/api/${type}?pageNumber=${page}`)
        seen.push(...body.data!.list)
      }
      expect(seen).toHaveLength(count)
      expect(new Set(seen.map((i) => i[`${type}Seq`])).size).toBe(count)
      const dates = seen.map((i) => Date.parse(i.createDate as string))
      expect([...dates].sort((a, b) => b - a)).toEqual(dates)
    },
  )

  it('puts the newest press release first, in Korean by default and in English with lang=EN', async () => {
    const ko = await getLegacy<Page>('/api/report?pageSize=1')
    expect(ko.body.data!.list[0].reportTitle).toBe(LATEST_PRESS_RELEASE.ko)
    const en = await getLegacy<Page>('/api/report?pageSize=1&lang=EN')
    expect(en.body.data!.list[0].reportTitle).toBe(LATEST_PRESS_RELEASE.en)
    const cookie = await getLegacy<Page>('/api/report?pageSize=1', { headers: { cookie: 'lang=EN' } })
    expect(cookie.body.data!.list[0].reportTitle).toBe(LATEST_PRESS_RELEASE.en)
  })

  it('gives media items their summary and external report URL, and fact items a subtitle', async () => {
    const media = (await getLegacy<Page>('/api/media?pageSize=1')).body.data!.list[0]
    expect(Object.keys(media).sort()).toEqual(
      [
        'createDate',
        'mediaImagePath',
        'mediaReportUrl',
        'mediaSeq',
        'mediaSource',
        'mediaSummary',
        'mediaTitle',
      ].sort(),
    )
    expect(media.mediaReportUrl).toMatch(/^https?:\/\//)
    const fact = (await getLegacy<Page>('/api/fact?pageSize=1')).body.data!.list[0]
    expect(fact).toHaveProperty('factSubTitle')
    expect(fact.factImagePath).toMatch(/^\/api\/images\/file\//)
  })

  it('answers a page past the last with an empty list and the true totals', async () => {
    const { status, body } = await getLegacy<Page>('/api/fact?pageNumber=99')
    expect(status).toBe(200)
    expect(body.data).toEqual({
      list: [],
      totalSize: PUBLIC_COUNTS.fact,
      pageNumber: 99,
      totalPageNumber: Math.ceil(PUBLIC_COUNTS.fact / 20),
    })
  })

  it('never lists drafts or future-scheduled items', async () => {
    const { body } = await getLegacy<Page>('/api/report?pageSize=500')
    const titles = body.data!.list.map((i) => i.reportTitle)
    for (const hidden of HIDDEN_TITLES) expect(titles).not.toContain(hidden)
    for (const [locale, keyword] of Object.entries(HIDDEN_KEYWORD)) {
      const search = await getLegacy<Page>(`/api/report?lang=${locale}&searchKeyword=${encodeURIComponent(keyword)}`)
      expect(search.body.data!.totalSize).toBe(0)
    }
  })
})

describe('newsroom search', () => {
  it.each(SEARCH_FIXTURES.map((f) => [f.keyword, f.locale, newsroomSegment[f.type], f] as const))(
    'finds "%s" (%s, %s) with the expected matches',
    async (keyword, locale, type, fixture) => {
      const q = `/api/${type}?lang=${locale}&pageSize=100&searchKeyword=${encodeURIComponent(keyword)}`
      const { status, body } = await getLegacy<Page>(q)
      expect(status).toBe(200)
      expect(body.data!.totalSize).toBe(fixture.matches)
      expect(body.data!.list.map((i) => i[`${type}Title`])).toContain(fixture.example)
      const titleOnly = await getLegacy<Page>(`${q}&searchType=TITLE`)
      if (fixture.inTitle) expect(titleOnly.body.data!.list.map((i) => i[`${type}Title`])).toContain(fixture.example)
      else expect(titleOnly.body.data!.totalSize).toBeLessThan(fixture.matches)
    },
  )

  it.each(SEARCH_FIXTURES.filter((f) => f.decoy).map((f) => [f.keyword, f.locale, f.decoy!, f] as const))(
    'finds "%s" (%s) literally: the public decoy "%s", a match if % or _ were wildcards, is not among the results',
    async (keyword, locale, decoy, fixture) => {
      const search = async (word: string) => {
        const type = newsroomSegment[fixture.type]
        const q = `/api/${type}?lang=${locale}&pageSize=100&searchKeyword=${encodeURIComponent(word)}`
        const { body } = await getLegacy<Page>(q)
        return body.data!.list.map((i) => i[`${type}Title`])
      }
      // The decoy is public and searchable in this locale, so a wildcard would have found it.
      expect(await search(decoy)).toContain(decoy)
      const literal = await search(keyword)
      expect(literal).toContain(fixture.example)
      expect(literal).not.toContain(decoy)
      // What comes before the wildcard character ("2.5", "BF") finds both.
      const loose = await search(keyword.split(/[%_]/)[0])
      expect(loose).toEqual(expect.arrayContaining([fixture.example, decoy]))
      expect(loose.length).toBeGreaterThan(literal.length)
    },
  )

  it('matches case-insensitively', async () => {
    const fixture = SEARCH_FIXTURES.find((f) => f.locale === 'en' && /[a-z]/i.test(f.keyword))!
    const upper = await getLegacy<Page>(
      `/api/${newsroomSegment[fixture.type]}?lang=en&searchKeyword=${encodeURIComponent(fixture.keyword.toUpperCase())}`,
    )
    expect(upper.body.data!.totalSize).toBe(fixture.matches)
  })

  it('treats a keyword of only spaces as no keyword', async () => {
    const all = await getLegacy<Page>('/api/report')
    const spaces = await getLegacy<Page>('/api/report?searchKeyword=%20%20%20')
    expect(spaces.status).toBe(200)
    expect(spaces.body.data).toEqual(all.body.data)
  })
})

describe('GET /api/{type}/{id}/detail and /api/{type}/detail', () => {
  it('returns a press release with sanitized HTML content and its neighbours', async () => {
    const list = (await getLegacy<Page>('/api/report?pageSize=3')).body.data!.list
    const [newer, middle, older] = list.map((i) => i.reportSeq as number)
    const { status, body } = await getLegacy<Detail>(`/api/report/${middle}/detail`)
    expect(status).toBe(200)
    const detail = body.data!
    expect(detail.reportSeq).toBe(middle)
    expect(detail.reportContent).toMatch(/<p>/)
    expect(detail.reportContent).not.toMatch(/<script|javascript:/i)
    expect(detail.prev).toEqual({ seq: newer, title: list[0].reportTitle })
    expect(detail.next).toEqual({ seq: older, title: list[2].reportTitle })
  })

  it('has no prev for the newest and no next for the oldest item', async () => {
    const newest = (await getLegacy<Page>('/api/fact?pageSize=1')).body.data!.list[0].factSeq
    expect((await getLegacy<Detail>(`/api/fact/${newest}/detail`)).body.data!.prev).toBeNull()
    const last = (await getLegacy<Page>(`/api/fact?pageSize=1&pageNumber=${PUBLIC_COUNTS.fact}`)).body.data!.list[0]
      .factSeq
    expect((await getLegacy<Detail>(`/api/fact/${last}/detail`)).body.data!.next).toBeNull()
  })

  it('computes prev/next within the searched list when given the list query', async () => {
    const fixture = SEARCH_FIXTURES.find((f) => f.type === 'pressRelease' && f.matches >= 2 && f.locale === 'ko')!
    const search = `lang=ko&searchKeyword=${encodeURIComponent(fixture.keyword)}`
    const hits = (await getLegacy<Page>(`/api/report?${search}`)).body.data!.list.map((i) => i.reportSeq as number)
    const { body } = await getLegacy<Detail>(`/api/report/detail?reportSeq=${hits[0]}&${search}`)
    expect(body.data!.reportSeq).toBe(hits[0])
    expect(body.data!.prev).toBeNull()
    expect(body.data!.next?.seq).toBe(hits[1])
  })

  it('returns a media item by id (/api/media/{id}/detail): the listed item, with its summary, report URL and neighbours', async () => {
    const list = (await getLegacy<Page>('/api/media?pageSize=3')).body.data!.list
    const { status, body } = await getLegacy<Detail>(`/api/media/${list[1].mediaSeq}/detail`)
    expect(status).toBe(200)
    expect(body.detail).toBe('success')
    expect(body.data).toMatchObject({
      mediaSeq: list[1].mediaSeq,
      mediaTitle: list[1].mediaTitle,
      mediaSummary: list[1].mediaSummary,
      mediaReportUrl: list[1].mediaReportUrl,
      createDate: list[1].createDate,
    })
    expect(body.data!.prev).toEqual({ seq: list[0].mediaSeq, title: list[0].mediaTitle })
    expect(body.data!.next).toEqual({ seq: list[2].mediaSeq, title: list[2].mediaTitle })
  })

  it('returns a fact check by query (/api/fact/detail?factSeq=…): the listed item, with its HTML content and neighbours', async () => {
    const list = (await getLegacy<Page>('/api/fact?pageSize=3')).body.data!.list
    const { status, body } = await getLegacy<Detail>(`/api/fact/detail?factSeq=${list[1].factSeq}`)
    expect(status).toBe(200)
    expect(body.detail).toBe('success')
    expect(body.data).toMatchObject({
      factSeq: list[1].factSeq,
      factTitle: list[1].factTitle,
      factSubTitle: list[1].factSubTitle,
      createDate: list[1].createDate,
    })
    expect(body.data!.factContent).toMatch(/<p>/)
    expect(body.data!.prev).toEqual({ seq: list[0].factSeq, title: list[0].factTitle })
    expect(body.data!.next).toEqual({ seq: list[2].factSeq, title: list[2].factTitle })
  })

  it('returns a media item by query with its report URL', async () => {
    const seq = (await getLegacy<Page>('/api/media?pageSize=1')).body.data!.list[0].mediaSeq
    const { status, body } = await getLegacy<Detail>(`/api/media/detail?mediaSeq=${seq}`)
    expect(status).toBe(200)
    expect(body.data!.mediaSeq).toBe(seq)
    expect(body.data!.mediaReportUrl).toMatch(/^https?:\/\//)
  })
})
