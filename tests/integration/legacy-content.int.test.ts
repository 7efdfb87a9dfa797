import { describe, expect, it } from 'vitest'

import { notices } from '../../seed/data'
import { PUBLIC_COUNTS, TOTAL_COUNTS } from '../../seed/fixtures'
import { blocksText, type Block } from '../../seed/richText'
import { getLegacy } from '../helpers/http'

type Page = { list: Record<string, unknown>[]; totalSize: number; pageNumber: number; totalPageNumber: number }
type Detail = Record<string, unknown> & { prev: { seq: number } | null; next: { seq: number } | null }

/** The first words of a seeded body: plain text that the HTML shows unchanged. */
const firstWords = (body: readonly Block[]) => blocksText(body).split(/\s+/).slice(0, 4).join(' ')

describe('GET /api/notice', () => {
  it('lists pinned notices first, then newest first, 10 per page by default', async () => {
    const { status, body } = await getLegacy<Page>('/api/notice?pageSize=100')
    expect(status).toBe(200)
    const list = body.data!.list
    expect(body.data!.totalSize).toBe(PUBLIC_COUNTS.notices)
    const pinned = list.filter((n) => n.noticePinned)
    expect(pinned).toHaveLength(PUBLIC_COUNTS.pinnedNotices)
    expect(list.slice(0, pinned.length).every((n) => n.noticePinned)).toBe(true)
    const rest = list.slice(pinned.length).map((n) => Date.parse(n.createDate as string))
    expect([...rest].sort((a, b) => b - a)).toEqual(rest)
    const firstPage = await getLegacy<Page>('/api/notice')
    expect(firstPage.body.data!.list).toHaveLength(10)
    expect(Object.keys(firstPage.body.data!.list[0]).sort()).toEqual([
      'createDate',
      'noticePinned',
      'noticeSeq',
      'noticeTitle',
    ])
  })

  it("returns a notice with its HTML content, in English with lang=en (the seed's English title and text)", async () => {
    const first = (await getLegacy<Page>('/api/notice?pageSize=1')).body.data!.list[0]
    const seeded = notices.find((n) => n.text.ko.title === first.noticeTitle)
    expect(seeded, `no seeded notice titled ${String(first.noticeTitle)}`).toBeDefined()
    const { en, ko } = seeded!.text
    const { status, body } = await getLegacy<Detail>(`/api/notice/${first.noticeSeq}/detail?lang=en`)
    expect(status).toBe(200)
    expect(body.data!.noticeSeq).toBe(first.noticeSeq)
    expect(body.data!.noticeTitle).toBe(en.title)
    expect(body.data!.noticeContent).toMatch(/<p>/)
    expect(body.data!.noticeContent).toContain(firstWords(en.body))
    expect(body.data!.noticeContent).not.toContain(firstWords(ko.body))
    const korean = await getLegacy<Detail>(`/api/notice/${first.noticeSeq}/detail`)
    expect(korean.body.data!.noticeTitle).toBe(ko.title)
    expect(korean.body.data!.noticeContent).toContain(firstWords(ko.body))
  })
})

describe('GET /api/writing', () => {
  it('returns the category list with the synthetic "All" entry first, then by order', async () => {
    const { status, body } = await getLegacy<Record<string, unknown>[]>('/api/writing/category/get')
    expect(status).toBe(200)
    const list = body.data!
    expect(list).toHaveLength(TOTAL_COUNTS['writing-categories'] + 1)
    expect(list[0]).toMatchObject({ categorySeq: 0, categoryOrder: 0, categoryEnglishName: 'All' })
    const orders = list.slice(1).map((c) => c.categoryOrder as number)
    expect([...orders].sort((a, b) => a - b)).toEqual(orders)
    expect(Object.keys(list[1]).sort()).toEqual(
      [
        'categoryEnglishExplanation',
        'categoryEnglishName',
        'categoryEtcExplanation',
        'categoryEtcName',
        'categoryKoreaExplanation',
        'categoryKoreaName',
        'categoryOrder',
        'categorySeq',
      ].sort(),
    )
  })

  it('pages all writings at 10 by default and filters by category', async () => {
    const all = await getLegacy<Page>('/api/writing')
    expect(all.body.data!.totalSize).toBe(PUBLIC_COUNTS.writings)
    expect(all.body.data!.list).toHaveLength(10)
    const categories = (await getLegacy<{ categorySeq: number }[]>('/api/writing/category/get')).body.data!
    let sum = 0
    for (const { categorySeq } of categories.slice(1)) {
      const { body } = await getLegacy<Page>(`/api/writing?categorySeq=${categorySeq}&pageSize=100`)
      expect(body.data!.list.every((w) => w.categorySeq === categorySeq)).toBe(true)
      sum += body.data!.totalSize
    }
    expect(sum).toBe(PUBLIC_COUNTS.writings)
    const zero = await getLegacy<Page>('/api/writing?categorySeq=0')
    expect(zero.body.data!.totalSize).toBe(PUBLIC_COUNTS.writings)
  })

  it('returns a writing by id and by query, with neighbours inside its category', async () => {
    const categories = (await getLegacy<{ categorySeq: number }[]>('/api/writing/category/get')).body.data!
    const category = categories[1].categorySeq
    const list = (await getLegacy<Page>(`/api/writing?categorySeq=${category}&pageSize=100`)).body.data!.list
    expect(list.length).toBeGreaterThanOrEqual(2)
    const first = list[0].writingSeq as number
    const byId = await getLegacy<Detail>(`/api/writing/${first}/detail?categorySeq=${category}`)
    expect(byId.status).toBe(200)
    expect(byId.body.data!.writingContent).toMatch(/<p>/)
    expect(byId.body.data!.prev).toBeNull()
    expect(byId.body.data!.next?.seq).toBe(list[1].writingSeq)
    const byQuery = await getLegacy<Detail>(`/api/writing/detail?writingSeq=${first}&categorySeq=${category}`)
    expect(byQuery.body.data!.writingSeq).toBe(first)
    await expect(getLegacy('/api/writing/detail?writingSeq=abc')).resolves.toMatchObject({ status: 400 })
  })
})

describe('GET /api/connection-site/{level}', () => {
  it.each([1, 2, 3])('returns the level %i sites in the SPEC shape', async (level) => {
    const { status, body } = await getLegacy<Record<string, unknown>[]>(`/api/connection-site/${level}`)
    expect(status).toBe(200)
    expect(body.data!.length).toBeGreaterThanOrEqual(3)
    for (const site of body.data!) {
      expect(Object.keys(site).sort()).toEqual(
        ['connectionSiteEnglishName', 'connectionSiteKoreaName', 'connectionSiteTypeLevel', 'connectionSiteUrl'].sort(),
      )
      expect(site.connectionSiteTypeLevel).toBe(level)
    }
  })
})
