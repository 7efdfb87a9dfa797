import { describe, expect, it } from 'vitest'

import { PUBLIC_COUNTS } from '../../seed/fixtures'
import { getLegacy } from '../helpers/http'
import { expectFail, type Page } from '../helpers/legacyExpect'

const MAX_INT32 = 2 ** 31 - 1

/** Every list route and its public total, with the default page size (docs/public-site.md, SPEC §9). */
const lists = [
  ['/api/report', PUBLIC_COUNTS.pressRelease, 20],
  ['/api/media', PUBLIC_COUNTS.media, 20],
  ['/api/notice', PUBLIC_COUNTS.notices, 10],
  ['/api/writing', PUBLIC_COUNTS.writings, 10],
] as const

describe.each(lists)('paging bad input on %s', (path, total, defaultSize) => {
  it(`accepts pageNumber ${MAX_INT32} (an empty page with the true totals) and rejects ${MAX_INT32 + 1} and above with 400`, async () => {
    const { status, body } = await getLegacy<Page>(`${path}?pageNumber=${MAX_INT32}`)
    expect(status).toBe(200)
    expect(body.data).toEqual({
      list: [],
      totalSize: total,
      pageNumber: MAX_INT32,
      totalPageNumber: Math.ceil(total / defaultSize),
    })
    for (const value of [MAX_INT32 + 1, 2 ** 53 + 1, '99999999999999999999999']) {
      await expectFail(`${path}?pageNumber=${value}`, 400)
    }
  })

  it.each(['', '0', '-1', 'abc', '1.5', '1e2', '%20'])('rejects pageNumber=%j with 400', async (value) => {
    await expectFail(`${path}?pageNumber=${value}`, 400)
  })

  it.each(['', '0', '-5', '2.5', 'ten', '501'])('rejects pageSize=%j with 400', async (value) => {
    await expectFail(`${path}?pageSize=${value}`, 400)
  })

  it('rejects a keyword over 100 characters, a control character and an unknown searchType with 400', async () => {
    await expectFail(`${path}?searchKeyword=${encodeURIComponent('가'.repeat(101))}`, 400)
    await expectFail(`${path}?searchKeyword=a%00b`, 400)
    await expectFail(`${path}?searchKeyword=a%1Fb`, 400)
    await expectFail(`${path}?searchType=BODY&searchKeyword=x`, 400)
  })

  it('accepts a keyword of exactly 100 characters (200)', async () => {
    const { status, body } = await getLegacy<Page>(`${path}?searchKeyword=${encodeURIComponent('가'.repeat(100))}`)
    expect(status).toBe(200)
    expect(body.detail).toBe('success')
  })
})

describe('categorySeq bad input', () => {
  const categories = async () =>
    (await getLegacy<{ categorySeq: number }[]>('/api/writing/category/get')).body
      .data!.slice(1)
      .map((c) => c.categorySeq)

  it.each(['abc', '-1', '1.5', '1e3', '0x10'])(
    'rejects categorySeq=%j with 400 on the list and both detail routes',
    async (value) => {
      const seq = (await getLegacy<Page>('/api/writing?pageSize=1')).body.data!.list[0].writingSeq
      await expectFail(`/api/writing?categorySeq=${value}`, 400)
      await expectFail(`/api/writing/${seq}/detail?categorySeq=${value}`, 400)
      await expectFail(`/api/writing/detail?writingSeq=${seq}&categorySeq=${value}`, 400)
    },
  )

  it('answers 404 for a categorySeq above 2^31 or naming no category, on the list and both detail routes', async () => {
    const known = await categories()
    const unknown = Math.max(...known) + 1000
    const seq = (await getLegacy<Page>('/api/writing?pageSize=1')).body.data!.list[0].writingSeq
    for (const value of [String(MAX_INT32 + 1), '99999999999999999999', String(unknown), String(MAX_INT32)]) {
      await expectFail(`/api/writing?categorySeq=${value}`, 404)
      await expectFail(`/api/writing/${seq}/detail?categorySeq=${value}`, 404)
      await expectFail(`/api/writing/detail?writingSeq=${seq}&categorySeq=${value}`, 404)
    }
  })

  it('treats categorySeq 0 and empty as "all", and a known category past its last page as an empty page (200)', async () => {
    for (const value of ['0', '']) {
      const { status, body } = await getLegacy<Page>(`/api/writing?categorySeq=${value}`)
      expect(status).toBe(200)
      expect(body.data!.totalSize).toBe(PUBLIC_COUNTS.writings)
    }
    const [first] = await categories()
    const past = await getLegacy<Page>(`/api/writing?categorySeq=${first}&pageNumber=99`)
    expect(past.status).toBe(200)
    expect(past.body.data!.list).toEqual([])
    expect(past.body.data!.totalSize).toBeGreaterThan(0)
  })
})
