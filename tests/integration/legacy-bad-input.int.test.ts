import { beforeAll, describe, expect, it } from 'vitest'

import { devAccounts } from '../../seed/devAccounts'
import { DRAFT_PRESS_RELEASE_TITLE, PUBLIC_COUNTS, SCHEDULED_PRESS_RELEASE_TITLE } from '../../seed/fixtures'
import { bearer, getLegacy, login, request } from '../helpers/http'

type Page = { list: Record<string, unknown>[]; totalSize: number; pageNumber: number; totalPageNumber: number }

/** Every bad answer is a JSON fail envelope with a message, and never a stack trace. */
async function expectFail(path: string, status: number, init?: RequestInit) {
  const res = await request(path, init)
  const text = await res.text()
  expect(res.status, `${path} -> ${text}`).toBe(status)
  const body = JSON.parse(text) as { detail: string; message: string }
  expect(body.detail).toBe('fail')
  expect(body.message.length).toBeGreaterThan(0)
  expect(text).not.toMatch(/\bat .+\(.+:\d+:\d+\)|node_modules|Error:/)
  return res
}

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
    expect(body.data!.list).toHaveLength(PUBLIC_COUNTS.report)
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
    'matches the keyword %j literally (200, only items containing it)',
    async (keyword) => {
      const { status, body } = await getLegacy<Page>(`/api/report?pageSize=500&searchKeyword=${encodeURIComponent(keyword)}`)
      expect(status).toBe(200)
      expect(body.data!.totalSize).toBeLessThan(PUBLIC_COUNTS.report)
      const all = await getLegacy<Page>('/api/report?pageSize=500')
      expect(all.body.data!.totalSize).toBe(PUBLIC_COUNTS.report)
    },
  )

  it('rejects a keyword with a NUL character with 400', async () => {
    await expectFail('/api/report?searchKeyword=a%00b', 400)
  })

  it('survives malformed percent-encoding without a 500', async () => {
    for (const raw of ['%', '%E0%A4%A', '%zz', '%C3%28']) {
      const res = await request(`/api/notice?searchKeyword=${raw}`)
      expect([200, 400]).toContain(res.status)
      expect(((await res.json()) as { detail: string }).detail).toMatch(/success|fail/)
    }
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
