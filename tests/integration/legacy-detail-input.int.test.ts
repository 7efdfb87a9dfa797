import { beforeAll, describe, expect, it } from 'vitest'

import { getLegacy, request } from '../helpers/http'
import { expectFail, type Page } from '../helpers/legacyExpect'

/** A public id of each list, found through the API (not assumed). */
const seqs: Record<'notice' | 'writing' | 'media' | 'report', number> = { notice: 0, writing: 0, media: 0, report: 0 }

beforeAll(async () => {
  for (const type of Object.keys(seqs) as (keyof typeof seqs)[]) {
    seqs[type] = (await getLegacy<Page>(`/api/${type}?pageSize=1`)).body.data!.list[0][`${type}Seq`] as number
  }
})

/** The detail routes that take an id, by path and by query, with the given id in place. */
const detailRoutes = (id: string) => [
  `/api/notice/${id}/detail`,
  `/api/writing/${id}/detail`,
  `/api/writing/detail?writingSeq=${id}`,
  `/api/media/${id}/detail`,
  `/api/media/detail?mediaSeq=${id}`,
]

describe('bad ids on the notice, writing and media detail routes', () => {
  it.each(['abc', '-1', '1.5', '1e3', '12abc', '0x10', '%20'])('rejects id %j with 400', async (id) => {
    for (const path of detailRoutes(id)) await expectFail(path, 400)
  })

  it.each(['0', '00', '2147483647', '2147483648', '99999999999999999999'])(
    'answers id %j, which names no item, with 404',
    async (id) => {
      for (const path of detailRoutes(id)) await expectFail(path, 404)
    },
  )

  it('requires writingSeq (and mediaSeq, reportSeq) on the detail-by-query routes with 400', async () => {
    for (const path of [
      '/api/writing/detail',
      '/api/writing/detail?writingSeq=',
      '/api/writing/detail?categorySeq=0',
    ]) {
      const { message } = await expectFail(path, 400)
      expect(message).toContain('writingSeq')
    }
    await expectFail('/api/media/detail', 400)
    await expectFail(`/api/report/detail?mediaSeq=${seqs.report}`, 400)
  })

  it('still finds the same items by a good id (the 400s and 404s above are not an outage)', async () => {
    for (const [type, seq] of Object.entries(seqs)) {
      const { status, body } = await getLegacy<Record<string, unknown>>(`/api/${type}/${seq}/detail`)
      expect(status, type).toBe(200)
      expect(body.data![`${type}Seq`]).toBe(seq)
    }
    const byQuery = await getLegacy<Record<string, unknown>>(`/api/writing/detail?writingSeq=${seqs.writing}`)
    expect(byQuery.body.data!.writingSeq).toBe(seqs.writing)
  })
})

/** List, by-id and by-query routes of notice, writing and media, and the report query route. */
const routes = () => [
  '/api/notice',
  `/api/notice/${seqs.notice}/detail`,
  '/api/writing',
  `/api/writing/${seqs.writing}/detail`,
  `/api/writing/detail?writingSeq=${seqs.writing}`,
  '/api/media',
  `/api/media/${seqs.media}/detail`,
  `/api/media/detail?mediaSeq=${seqs.media}`,
  `/api/report/detail?reportSeq=${seqs.report}`,
]

describe('HEAD and write methods', () => {
  it('answers HEAD like GET (same status and JSON type)', async () => {
    for (const path of [...routes(), '/api/notice/999999/detail', '/api/writing/detail', '/api/media?pageSize=0']) {
      const get = await request(path)
      const head = await request(path, { method: 'HEAD' })
      expect(head.status, path).toBe(get.status)
      expect(head.headers.get('content-type'), path).toMatch(/^application\/json/)
    }
  })

  it('answers OPTIONS with the same Allow as its 405s, not the write methods it refuses', async () => {
    for (const path of routes()) {
      const res = await request(path, { method: 'OPTIONS' })
      expect(res.status, path).toBe(204)
      expect(res.headers.get('allow'), path).toBe('GET, HEAD')
    }
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'])(
    'answers %s with 405, Allow: GET, HEAD and a fail envelope',
    async (method) => {
      for (const path of routes()) {
        const res = await expectFail(path, 405, { method, body: method === 'DELETE' ? undefined : '{}' })
        expect(res.headers.get('allow'), path).toBe('GET, HEAD')
      }
      // Nothing was written or removed: the items are still there.
      for (const [type, seq] of Object.entries(seqs)) {
        expect((await request(`/api/${type}/${seq}/detail`)).status, type).toBe(200)
      }
    },
  )
})
