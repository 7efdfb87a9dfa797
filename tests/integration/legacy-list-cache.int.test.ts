import http from 'node:http'
import { gunzipSync } from 'node:zlib'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { devAccounts } from '../../seed/devAccounts'
import { bearer, deleteDocs, getLegacy, login, request } from '../helpers/http'
import type { Page } from '../helpers/legacyExpect'

/**
 * The legacy lists keep recent pages in memory (src/lib/data/sql/listCache.ts). What a visitor
 * depends on: a cached page never outlives what it shows. A scheduled item appears once due with
 * no write at all; an edit, a new item and a deletion show on the very next request. A kept page's
 * answer is kept serialized (src/lib/legacy/encodedBody.ts) and still reaches every client whole:
 * compressed exactly once for a client that accepts gzip, plain for any other.
 */

const editor = devAccounts.find((a) => a.role === 'editor')!
let token = ''
const created: number[] = []

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...bearer(token) },
  body: JSON.stringify(body),
})

async function firstPage(keyword: string) {
  const { status, body } = await getLegacy<Page>(`/api/report?pageSize=5&searchKeyword=${encodeURIComponent(keyword)}`)
  expect(status).toBe(200)
  return { total: body.data!.totalSize, titles: body.data!.list.map((i) => i.reportTitle as string) }
}

async function create(title: string, publishDate: string): Promise<number> {
  const res = await request('/api/press-releases', json('POST', { title, publishDate, _status: 'published' }))
  expect(res.status).toBe(201)
  const id = ((await res.json()) as { doc: { id: number } }).doc.id
  created.push(id)
  return id
}

/** The raw bytes and headers of a GET, with no decoding by the client. */
function rawGet(path: string, acceptEncoding: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; bytes: Buffer }>((resolve, reject) => {
    const req = http.get(`${inject('baseUrl')}${path}`, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, bytes: Buffer.concat(chunks) }))
      res.on('error', reject)
    })
    req.on('error', reject)
  })
}

beforeAll(async () => {
  token = await login(editor.email, editor.password)
})

afterAll(async () => {
  if (created.length > 0) await deleteDocs('press-releases', created, token)
})

describe('cached legacy list pages', () => {
  it('show a scheduled item once it is due, with no write in between', async () => {
    const word = `캐시예약${Date.now()}`
    expect(await firstPage(word)).toEqual({ total: 0, titles: [] })
    await create(`${word} 보도자료`, new Date(Date.now() + 4000).toISOString())
    // Before its time: asked twice, so the second answer is the kept one.
    expect((await firstPage(word)).total).toBe(0)
    expect((await firstPage(word)).total).toBe(0)
    const deadline = Date.now() + 15_000
    let page = await firstPage(word)
    while (page.total === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      page = await firstPage(word)
    }
    expect(page).toEqual({ total: 1, titles: [`${word} 보도자료`] })
  })

  it('show a new item, an edit and a deletion on the next request', async () => {
    const word = `캐시수정${Date.now()}`
    const past = '2021-06-01T00:00:00.000Z'
    expect((await firstPage(word)).total).toBe(0)
    const id = await create(`${word} 첫 제목`, past)
    expect(await firstPage(word)).toEqual({ total: 1, titles: [`${word} 첫 제목`] })

    const edited = await request(`/api/press-releases/${id}`, json('PATCH', { title: `${word} 고친 제목` }))
    expect(edited.status).toBe(200)
    expect(await firstPage(word)).toEqual({ total: 1, titles: [`${word} 고친 제목`] })

    const removed = await request(`/api/press-releases/${id}`, { method: 'DELETE', headers: bearer(token) })
    expect(removed.status).toBe(200)
    created.splice(created.indexOf(id), 1)
    expect(await firstPage(word)).toEqual({ total: 0, titles: [] })
  })

  it('show a write on the next request while other visitors keep the list busy', async () => {
    // Readings of the list's state are shared by the requests that arrive while one is under way:
    // under load a reading is nearly always under way, and none may stand in for a later one (a
    // state kept for any time at all, however short, shows the old title here).
    const word = `캐시부하${Date.now()}`
    let busy = true
    const visitors = Array.from({ length: 8 }, async () => {
      while (busy) await firstPage(word)
    })
    try {
      const id = await create(`${word} 0`, '2021-06-01T00:00:00.000Z')
      expect(await firstPage(word)).toEqual({ total: 1, titles: [`${word} 0`] })
      for (let round = 1; round <= 5; round++) {
        const edited = await request(`/api/press-releases/${id}`, json('PATCH', { title: `${word} ${round}` }))
        expect(edited.status).toBe(200)
        expect(await firstPage(word)).toEqual({ total: 1, titles: [`${word} ${round}`] })
      }
    } finally {
      busy = false
      await Promise.all(visitors)
    }
  })

  it('answer a kept page whole: gzip-compressed once to a client that accepts gzip, plain to one that does not', async () => {
    const path = '/api/report?pageSize=5'
    const expected = await (await request(path)).json()
    expect((expected as { detail: string }).detail).toBe('success')
    // Asked twice each, so the second answer is the kept one.
    for (let i = 0; i < 2; i++) {
      const gzip = await rawGet(path, 'gzip, deflate')
      expect(gzip.status).toBe(200)
      expect(gzip.headers['content-encoding']).toBe('gzip')
      expect(gzip.headers.vary).toMatch(/accept-encoding/i)
      expect(JSON.parse(gunzipSync(gzip.bytes).toString())).toEqual(expected)

      const plain = await rawGet(path, 'identity')
      expect(plain.status).toBe(200)
      expect(plain.headers['content-encoding']).toBeUndefined()
      expect(JSON.parse(plain.bytes.toString())).toEqual(expected)
    }
  })
})
