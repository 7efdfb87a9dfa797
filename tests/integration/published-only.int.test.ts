import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { childPath, pageOfId } from '@/lib/site/sitemapIndex'

import { devAccounts } from '../../seed/devAccounts'
import { feedItemTitles } from '../helpers/feedReader'
import { bearer, deleteDocs, getLegacy, login, request } from '../helpers/http'

/**
 * docs/public-site.md: "Only published, already-due content is ever returned." An editor publishes a press
 * release and then saves a change to it as a draft; a second item exists only as a draft and a
 * third is published but not due until 2099. The legacy API, the RSS feed and the sitemap must
 * show the published version only, and nothing of the others; Payload's REST API shows anonymous
 * visitors nothing at all.
 */

type Page = { list: Record<string, unknown>[]; totalSize: number }
type Detail = Record<string, unknown> & {
  prev: { seq: number; title: string } | null
  next: { seq: number; title: string } | null
}
type Doc = { id: number; title: string; _status: string }

const run = Date.now().toString(36)
const TITLES = {
  published: `공개검증 게시본 ${run}`,
  draftChange: `공개검증 초안본 ${run}`,
  draftOnly: `공개검증 미게시 ${run}`,
  notDue: `공개검증 예약본 ${run}`,
  marker: `공개검증 표지 ${run}`,
}
const YESTERDAY = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString()
const FUTURE = '2099-06-01T00:00:00.000Z'

async function text(path: string): Promise<string> {
  const res = await request(path)
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
  return res.text()
}

/** Polls `path` until its body contains `needle` (expect.poll works only inside a test). */
async function untilServed(path: string, needle: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const body = await text(path)
    if (body.includes(needle)) return
    if (Date.now() > deadline) throw new Error(`${path} still lacks ${needle} after ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 250))
  }
}

const editor = devAccounts.find((a) => a.role === 'editor')!
let token = ''
const ids: Partial<Record<keyof typeof TITLES, number>> = {}

const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...bearer(token) },
  body: JSON.stringify(body),
})

async function create(key: keyof typeof TITLES, status: 'published' | 'draft', publishDate: string): Promise<number> {
  const res = await request(
    `/api/press-releases${status === 'draft' ? '?draft=true' : ''}`,
    json('POST', { title: TITLES[key], publishDate, _status: status }),
  )
  expect(res.status, `create ${key}`).toBe(201)
  const { doc } = (await res.json()) as { doc: Doc }
  ids[key] = doc.id
  return doc.id
}

const detailPath = (id: number | undefined) => `/newsroom/report/detail/${id}<`
/** The sitemap child that lists a press release (src/lib/site/sitemapIndex.ts). */
const childOf = (id: number) => childPath('press-releases', pageOfId(id))
const titlesOf = async (path: string) => (await getLegacy<Page>(path)).body.data!.list.map((i) => i.reportTitle)

beforeAll(async () => {
  token = await login(editor.email, editor.password)
  await create('published', 'published', YESTERDAY)
  const draft = await request(
    `/api/press-releases/${ids.published}?draft=true`,
    json('PATCH', { title: TITLES.draftChange, _status: 'draft' }),
  )
  expect(draft.status).toBe(200)
  await create('draftOnly', 'draft', YESTERDAY)
  await create('notDue', 'published', FUTURE)
  // Published last: once the feed and the sitemap show it, they were rebuilt after every write above.
  await create('marker', 'published', YESTERDAY)
  await untilServed('/rss/ko.xml', TITLES.marker)
  await untilServed(childOf(ids.marker!), detailPath(ids.marker))
})

afterAll(async () => {
  await deleteDocs('press-releases', Object.values(ids), token)
})

describe('a published press release with a newer draft, a draft-only one and a not-yet-due one', () => {
  it('exist as the editor saved them (the draft change is stored, the others are there)', async () => {
    const latest = await request(`/api/press-releases/${ids.published}?draft=true`, { headers: bearer(token) })
    expect(((await latest.json()) as Doc).title).toBe(TITLES.draftChange)
    const draftOnly = await request(`/api/press-releases/${ids.draftOnly}?draft=true`, { headers: bearer(token) })
    expect(((await draftOnly.json()) as Doc)._status).toBe('draft')
    const notDue = await request(`/api/press-releases/${ids.notDue}`, { headers: bearer(token) })
    expect(((await notDue.json()) as Doc)._status).toBe('published')
  })

  it('/api/report lists and finds the published title only, never the draft or the not-yet-due item', async () => {
    const titles = await titlesOf('/api/report?pageSize=500')
    expect(titles).toEqual(expect.arrayContaining([TITLES.published, TITLES.marker]))
    for (const hidden of [TITLES.draftChange, TITLES.draftOnly, TITLES.notDue]) expect(titles).not.toContain(hidden)
    expect(await titlesOf(`/api/report?searchKeyword=${encodeURIComponent(TITLES.published)}`)).toEqual([
      TITLES.published,
    ])
    for (const hidden of [TITLES.draftChange, TITLES.draftOnly, TITLES.notDue]) {
      expect(await titlesOf(`/api/report?searchKeyword=${encodeURIComponent(hidden)}`), hidden).toEqual([])
    }
  })

  it('/api/report/{id}/detail shows the published title, also as a neighbour, and 404s for the draft-only and not-yet-due items', async () => {
    const { status, body } = await getLegacy<Detail>(`/api/report/${ids.published}/detail`)
    expect(status).toBe(200)
    expect(body.data!.reportTitle).toBe(TITLES.published)
    // The marker is the newest item, published right after it: its older neighbour is this one.
    const marker = await getLegacy<Detail>(`/api/report/${ids.marker}/detail`)
    expect(marker.body.data!.next).toEqual({ seq: ids.published, title: TITLES.published })
    for (const id of [ids.draftOnly, ids.notDue]) {
      const hidden = await getLegacy<Detail>(`/api/report/${id}/detail`)
      expect(hidden.status).toBe(404)
      expect(hidden.body.detail).toBe('fail')
      const byQuery = await getLegacy<Detail>(`/api/report/detail?reportSeq=${id}`)
      expect(byQuery.status).toBe(404)
    }
  })

  it('the Korean RSS feed carries the published title, not the draft, draft-only or not-yet-due ones', async () => {
    const feed = await text('/rss/ko.xml')
    expect(feedItemTitles(feed)).toContain(TITLES.published)
    for (const hidden of [TITLES.draftChange, TITLES.draftOnly, TITLES.notDue]) expect(feed).not.toContain(hidden)
  })

  it('the sitemap (which lists pages, not titles) lists the published item and not the draft-only or not-yet-due ones', async () => {
    // Each item's own child: the items were made one after another, so their ranges exist up to the marker's.
    expect(await text(childOf(ids.published!))).toContain(detailPath(ids.published))
    expect(await text(childOf(ids.draftOnly!))).not.toContain(detailPath(ids.draftOnly))
    expect(await text(childOf(ids.notDue!))).not.toContain(detailPath(ids.notDue))
  })

  it("Payload's REST API shows anonymous visitors none of them, published or not, even with ?draft=true", async () => {
    for (const query of ['', '?draft=true']) {
      for (const [id, title] of [
        [ids.published, TITLES.published],
        [ids.draftOnly, TITLES.draftOnly],
        [ids.notDue, TITLES.notDue],
      ] as const) {
        const res = await request(`/api/press-releases/${id}${query}`)
        expect(res.status, `${id}${query}`).toBe(403)
        expect(await res.text()).not.toContain(title)
      }
      const list = await request(`/api/press-releases?limit=500&where[title][like]=${encodeURIComponent(run)}${query}`)
      expect(list.status, query).toBe(403)
      expect(await list.text()).not.toContain(run)
    }
  })
})
