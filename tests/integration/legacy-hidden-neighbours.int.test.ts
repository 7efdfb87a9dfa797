import { beforeAll, describe, expect, it } from 'vitest'

import { devAccounts } from '../../seed/devAccounts'
import {
  DRAFT_NOTICE_TITLE,
  DRAFT_PRESS_RELEASE_TITLE,
  PUBLIC_COUNTS,
  SCHEDULED_NOTICE_TITLE,
  SCHEDULED_PRESS_RELEASE_TITLE,
} from '../../seed/fixtures'
import { bearer, getLegacy, login, request } from '../helpers/http'
import { expectFail, type Detail, type Page } from '../helpers/legacyExpect'

type Hidden = { id: number; publishDate: string }
type Item = { seq: number; date: number }

let token = ''

/** A hidden document as staff see it through Payload's REST API. */
async function staffFind(collection: string, title: string): Promise<Hidden> {
  const res = await request(`/api/${collection}?draft=true&depth=0&where[title][equals]=${encodeURIComponent(title)}`, {
    headers: bearer(token),
  })
  const body = (await res.json()) as { docs: Hidden[] }
  expect(body.docs, title).toHaveLength(1)
  return body.docs[0]
}

/** The public list in date order (newest first, then higher id), as prev/next follow it. */
async function publicByDate(type: 'notice' | 'report'): Promise<Item[]> {
  const { body } = await getLegacy<Page>(`/api/${type}?pageSize=100`)
  return body
    .data!.list.map((i) => ({ seq: i[`${type}Seq`] as number, date: Date.parse(i.createDate as string) }))
    .sort((a, b) => b.date - a.date || b.seq - a.seq)
}

/**
 * The public items on either side of where a hidden one would sit, and proof over HTTP that they
 * link to each other (or to nothing at an end), never to the hidden item.
 */
async function expectSkipped(type: 'notice' | 'report', hidden: Hidden) {
  const items = await publicByDate(type)
  const at = Date.parse(hidden.publishDate)
  const newer = items.filter((i) => i.date > at || (i.date === at && i.seq > hidden.id))
  const before = newer.at(-1)
  const after = items[newer.length]
  if (before) {
    const { body } = await getLegacy<Detail>(`/api/${type}/${before.seq}/detail`)
    expect(body.data!.next?.seq ?? null, `next of ${before.seq}`).toBe(after?.seq ?? null)
  }
  if (after) {
    const { body } = await getLegacy<Detail>(`/api/${type}/${after.seq}/detail`)
    expect(body.data!.prev?.seq ?? null, `prev of ${after.seq}`).toBe(before?.seq ?? null)
  }
  expect(before ?? after).toBeDefined()
}

beforeAll(async () => {
  const editor = devAccounts.find((a) => a.role === 'editor')!
  token = await login(editor.email, editor.password)
})

describe('hidden notices and press releases', () => {
  it.each([
    [DRAFT_NOTICE_TITLE, 'notices', 'notice'],
    [SCHEDULED_NOTICE_TITLE, 'notices', 'notice'],
    [DRAFT_PRESS_RELEASE_TITLE, 'press-releases', 'report'],
    [SCHEDULED_PRESS_RELEASE_TITLE, 'press-releases', 'report'],
  ] as const)('answers %j (%s) by id with 404, and its public neighbours skip it', async (title, collection, type) => {
    const hidden = await staffFind(collection, title)
    await expectFail(`/api/${type}/${hidden.id}/detail`, 404)
    await expectFail(`/api/${type}/${hidden.id}/detail?lang=en`, 404)
    if (type === 'report') await expectFail(`/api/report/detail?reportSeq=${hidden.id}`, 404)
    await expectSkipped(type, hidden)
  })

  it('skips a draft notice dated between two public ones, in both directions, and hides it by id', async () => {
    const items = await publicByDate('notice')
    expect(items).toHaveLength(PUBLIC_COUNTS.notices)
    const i = items.findIndex((item, k) => k > 0 && items[k - 1].date - item.date >= 2 * 86_400_000)
    expect(i, 'two public notices at least two days apart').toBeGreaterThan(0)
    const publishDate = new Date((items[i - 1].date + items[i].date) / 2).toISOString()
    const created = await request('/api/notices?draft=true', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify({ title: '[테스트] 중간 초안 공지', publishDate, _status: 'draft' }),
    })
    expect(created.status).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    try {
      // It exists (staff read it) but the public never does.
      expect((await request(`/api/notices/${id}?draft=true`, { headers: bearer(token) })).status).toBe(200)
      await expectFail(`/api/notice/${id}/detail`, 404)
      const { body } = await getLegacy<Detail>(`/api/notice/${items[i - 1].seq}/detail`)
      expect(body.data!.next?.seq).toBe(items[i].seq)
      const older = await getLegacy<Detail>(`/api/notice/${items[i].seq}/detail`)
      expect(older.body.data!.prev?.seq).toBe(items[i - 1].seq)
      expect((await getLegacy<Page>('/api/notice?pageSize=100')).body.data!.totalSize).toBe(PUBLIC_COUNTS.notices)
    } finally {
      const res = await request(`/api/notices/${id}`, { method: 'DELETE', headers: bearer(token) })
      expect(res.status).toBe(200)
    }
  })
})
