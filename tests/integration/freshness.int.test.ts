import { beforeAll, describe, expect, it } from 'vitest'

import { devAccounts } from '../../seed/devAccounts'
import { expectSeenWithin } from '../helpers/deadline'
import { bearer, login, request, settledPage } from '../helpers/http'

/**
 * docs/public-site.md: every collection's and global's afterChange/afterDelete hook expires its cache tags, so
 * a write in the admin shows on the cached pages within seconds, without a rebuild and long before
 * the 300 s fallback. Not on the very next request: Next applies the expiry as the write's
 * response goes out and then re-renders the page in the background on its next visit (measured
 * here: the first request after a write got the old page for three collections of five, and under
 * a full CI load the new page took just over 2 s). The bound proves the hooks, not the speed.
 */
const FRESH_MS = 20_000
let token = ''
beforeAll(async () => {
  const editor = devAccounts.find((a) => a.role === 'editor')!
  token = await login(editor.email, editor.password)
})

async function write<T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const res = await request(path, {
    method,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`)
  return (await res.json()) as T
}

async function html(path: string): Promise<string> {
  const res = await request(path)
  expect(res.status, path).toBe(200)
  return res.text()
}

/** Asks for the page until it shows (or stops showing) `text`; fails if a request sent FRESH_MS after the write's response still gets the old page. */
async function expectSoon(path: string, text: string, shown = true) {
  await expectSeenWithin(
    `${shown ? '' : 'no '}${text} on ${path}`,
    Date.now(),
    FRESH_MS,
    async () => (await html(path)).includes(text) === shown,
  )
}

/** Waits until the page is cached and fresh, so what follows proves expiry of a warm cache, not a first render. */
async function warm(path: string, absent: string) {
  expect(await settledPage(path)).not.toContain(absent)
}

const yesterday = () => new Date(Date.now() - 86_400_000).toISOString()

const collections: { slug: string; page: string; fields: () => Promise<Record<string, unknown>> }[] = [
  { slug: 'press-releases', page: '/newsroom/report', fields: async () => ({ source: '테스트' }) },
  { slug: 'fact-checks', page: '/newsroom/fact', fields: async () => ({ source: '테스트' }) },
  {
    slug: 'media-reports',
    page: '/newsroom/media',
    fields: async () => ({ source: '테스트', reportUrl: 'https://news.example.com/a' }),
  },
  { slug: 'notices', page: '/notice', fields: async () => ({}) },
  {
    slug: 'writings',
    page: '/sustainability/together/0',
    fields: async () => {
      const categories = (await (
        await request('/api/writing-categories?limit=1&depth=0', { headers: bearer(token) })
      ).json()) as {
        docs: { id: number }[]
      }
      return { category: categories.docs[0].id }
    },
  },
]

describe('a write through the admin API shows on the cached pages within seconds', () => {
  it.each(collections)(
    '$slug: a publish, an edit and a delete each show on $page within seconds',
    async ({ slug, page, fields }) => {
      const title = `신선도 확인 ${slug} ${process.pid}-${Date.now() % 1_000_000}`
      const edited = `${title} 수정본`
      await warm(page, title)
      const created = await write<{ doc: { id: number } }>('POST', `/api/${slug}?locale=ko`, {
        title,
        publishDate: yesterday(),
        _status: 'published',
        ...(await fields()),
      })
      let deleted = false
      try {
        await expectSoon(page, title)
        await write('PATCH', `/api/${slug}/${created.doc.id}?locale=ko`, { title: edited, _status: 'published' })
        await expectSoon(page, edited)
        await write('DELETE', `/api/${slug}/${created.doc.id}`)
        deleted = true
        await expectSoon(page, title, false)
      } finally {
        if (!deleted) await write('DELETE', `/api/${slug}/${created.doc.id}`)
      }
    },
  )

  it('music-album (a global): a changed album title shows on /music within seconds, in its locale only', async () => {
    const before = (await (
      await request('/api/globals/music-album?locale=en&depth=0', { headers: bearer(token) })
    ).json()) as { title: string }
    const marker = `${before.title} ${Date.now() % 1_000_000}`
    await warm('/en/music', marker)
    await warm('/music', marker)
    try {
      await write('POST', '/api/globals/music-album?locale=en', { title: marker })
      await expectSoon('/en/music', marker)
      expect(await html('/music')).not.toContain(marker)
    } finally {
      await write('POST', '/api/globals/music-album?locale=en', { title: before.title })
    }
    await expectSoon('/en/music', marker, false)
  })

  it("history (a global): a changed year's summary shows on /company/history within seconds", async () => {
    type Years = { years: { id: string; summary: string }[] }
    const before = (await (
      await request('/api/globals/history?locale=ko&depth=0', { headers: bearer(token) })
    ).json()) as Years
    const marker = `연혁 신선도 확인 ${Date.now() % 1_000_000}`
    await warm('/company/history', marker)
    const withMarker = before.years.map((year, i) => (i === 0 ? { ...year, summary: marker } : year))
    try {
      await write('POST', '/api/globals/history?locale=ko', { years: withMarker })
      await expectSoon('/company/history', marker)
    } finally {
      await write('POST', '/api/globals/history?locale=ko', { years: before.years })
    }
    await expectSoon('/company/history', marker, false)
  })
})
