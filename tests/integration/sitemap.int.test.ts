import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { localePath } from '@/lib/site/paths'
import { sitemapStaticPaths } from '@/lib/site/sitemap'
import {
  childPath,
  detailPath,
  MAX_URLS_PER_SITEMAP,
  pageOfId,
  sitemapCollections,
  STATIC_CHILD_PATH,
  type SitemapCollection,
} from '@/lib/site/sitemapIndex'

import { devAccounts } from '../../seed/devAccounts'
import { bearer, deleteDocs, login, request } from '../helpers/http'
import { fetchChild, fetchIndex, readSitemap, sitemapPathnames, type FetchedChild } from '../helpers/sitemap'

/**
 * docs/public-site.md: "/sitemap.xml is a sitemap index". A crawler reads the index, then each child it lists;
 * together they hold both languages of every fixed page and of every page an anonymous visitor
 * may open, with hreflang alternates, and nothing else. Publishing adds a page to its child,
 * unpublishing or deleting takes it out.
 */

const editor = devAccounts.find((a) => a.role === 'editor')!
let token = ''
const YESTERDAY = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString()
const FUTURE = '2099-06-01T00:00:00.000Z'
const MAX_BYTES = 50 * 1024 * 1024

/** The REST where-clause of what an anonymous visitor may read of each collection (its access rule). */
const publicWhere = (collection: SitemapCollection, now: string): string => {
  if (collection === 'writing-categories') return ''
  if (collection === 'policies') return '&where[_status][equals]=published'
  return `&where[_status][equals]=published&where[publishDate][less_than_equal]=${encodeURIComponent(now)}`
}

type StaffDoc = { id: number; category?: number | null }

/** Every public document of a collection, read as staff through Payload's REST API, page by page. */
async function publicDocs(collection: SitemapCollection, now: string): Promise<StaffDoc[]> {
  const docs: StaffDoc[] = []
  for (let page = 1; ; page++) {
    const res = await request(
      `/api/${collection}?limit=100&page=${page}&depth=0&sort=id${publicWhere(collection, now)}`,
      { headers: bearer(token) },
    )
    expect(res.status, collection).toBe(200)
    const body = (await res.json()) as { docs: StaffDoc[]; hasNextPage: boolean }
    docs.push(...body.docs)
    if (!body.hasNextPage) return docs
  }
}

/** Both locales of an unprefixed path. */
const bothLocales = (path: string) => locales.map((locale) => localePath(locale, path))

let children: FetchedChild[] = []

beforeAll(async () => {
  token = await login(editor.email, editor.password)
  children = await readSitemap()
})

describe('/sitemap.xml and its children', () => {
  it('/sitemap.xml is a sitemap index of the site’s own children: the fixed pages and each collection’s id ranges', async () => {
    const res = await request('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toContain('xml')
    const paths = await fetchIndex()
    expect(paths[0]).toBe(STATIC_CHILD_PATH)
    const pattern = new RegExp(`^/sitemaps/(${sitemapCollections.join('|')})/(0|[1-9]\\d*)\\.xml$`)
    expect(paths.slice(1).filter((path) => !pattern.test(path))).toEqual([])
    expect(new Set(paths).size).toBe(paths.length)
    // The seed publishes press releases: their first range is listed.
    expect(paths).toContain(childPath('press-releases', 0))
  })

  it('every child is well-formed sitemap XML under the protocol’s bounds, each URL with ko, en and x-default alternates', () => {
    for (const child of children) {
      expect(child.status, child.path).toBe(200)
      expect(child.contentType, child.path).toContain('xml')
      expect(child.urls.length, child.path).toBeLessThanOrEqual(MAX_URLS_PER_SITEMAP)
      expect(child.bytes, child.path).toBeLessThanOrEqual(MAX_BYTES)
      for (const url of child.urls) {
        const path = new URL(url.loc).pathname
        const ko = path === '/en' ? '/' : path.replace(/^\/en\//, '/')
        expect(Object.keys(url.alternates).sort(), url.loc).toEqual(['en', 'ko', 'x-default'])
        expect(new URL(url.alternates.ko!).pathname, url.loc).toBe(ko)
        expect(new URL(url.alternates.en!).pathname, url.loc).toBe(localePath('en', ko))
        expect(url.alternates['x-default'], url.loc).toBe(url.alternates.ko)
      }
    }
    expect(children.find((child) => child.path === STATIC_CHILD_PATH)?.urls.length).toBe(2 * sitemapStaticPaths.length)
  })

  it('together they list both locales of every fixed page and of every public detail page, each once, and nothing else', async () => {
    const now = new Date().toISOString()
    const expected = new Set(sitemapStaticPaths.flatMap(bothLocales))
    for (const collection of sitemapCollections) {
      for (const doc of await publicDocs(collection, now)) {
        const path = detailPath[collection]({ id: doc.id, lastmod: '', category: doc.category ?? 0 })
        for (const localized of bothLocales(path)) expected.add(localized)
      }
    }
    const listed = sitemapPathnames(children)
    expect(listed.length).toBe(new Set(listed).size)
    expect([...listed].sort()).toEqual([...expected].sort())
    // Every detail page sits in the child of its id's range.
    for (const child of children.filter((c) => c.path !== STATIC_CHILD_PATH)) {
      const [, , collection, file] = child.path.split('/')
      const page = Number(file!.replace('.xml', ''))
      for (const url of child.urls) {
        const id = Number(/(\d+)$/.exec(new URL(url.loc).pathname)?.[1])
        expect(pageOfId(id), `${url.loc} in ${collection}/${file}`).toBe(page)
      }
    }
  })

  it.each([
    '/sitemaps/press-releases/999999.xml',
    '/sitemaps/users/0.xml',
    '/sitemaps/press-releases/00.xml',
    '/sitemaps/press-releases/-1.xml',
  ])('%s, which the index does not list, answers 404', async (path) => {
    expect((await request(path)).status).toBe(404)
  })
})

describe('publishing, unpublishing and deleting', () => {
  const created: number[] = []
  const deleted = new Set<number>()

  const json = (method: string, body: unknown): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify(body),
  })

  async function create(title: string, status: 'published' | 'draft', publishDate: string): Promise<number> {
    const res = await request(
      `/api/press-releases${status === 'draft' ? '?draft=true' : ''}`,
      json('POST', { title, publishDate, _status: status }),
    )
    expect(res.status, title).toBe(201)
    const { doc } = (await res.json()) as { doc: { id: number } }
    created.push(doc.id)
    return doc.id
  }

  /** The pathnames listed in the child of a press release's id (none when the index does not list it). */
  async function listedInChild(id: number): Promise<string[]> {
    const path = childPath('press-releases', pageOfId(id))
    const [child, index] = await Promise.all([fetchChild(path), fetchIndex()])
    expect(child.status === 200, `${path} answered ${child.status}; the index lists it: ${index.includes(path)}`).toBe(
      index.includes(path),
    )
    return sitemapPathnames([child])
  }

  const pagesOf = (id: number) => bothLocales(detailPath['press-releases']({ id, lastmod: '' }))

  afterAll(async () => {
    await deleteDocs(
      'press-releases',
      created.filter((id) => !deleted.has(id)),
      token,
    )
  })

  it('a published press release enters its child in both locales, a draft or scheduled one never does, and unpublishing or deleting takes it out', async () => {
    const run = Date.now().toString(36)
    // Created before the published one, so their ids' ranges are at most its own.
    const draft = await create(`사이트맵 초안 ${run}`, 'draft', YESTERDAY)
    const scheduled = await create(`사이트맵 예약 ${run}`, 'published', FUTURE)
    const published = await create(`사이트맵 게시 ${run}`, 'published', YESTERDAY)

    await expect.poll(() => listedInChild(published)).toEqual(expect.arrayContaining(pagesOf(published)))
    const listed = await listedInChild(published)
    for (const hidden of [draft, scheduled]) {
      for (const path of pagesOf(hidden)) expect(listed).not.toContain(path)
      for (const path of pagesOf(hidden)) expect(await listedInChild(hidden)).not.toContain(path)
    }

    // Unpublished (a save without ?draft=true that sets the status back to draft).
    expect((await request(`/api/press-releases/${published}`, json('PATCH', { _status: 'draft' }))).status).toBe(200)
    await expect.poll(() => listedInChild(published)).not.toEqual(expect.arrayContaining([pagesOf(published)[0]]))

    // Published again, then deleted.
    expect((await request(`/api/press-releases/${published}`, json('PATCH', { _status: 'published' }))).status).toBe(
      200,
    )
    await expect.poll(() => listedInChild(published)).toEqual(expect.arrayContaining(pagesOf(published)))
    await deleteDocs('press-releases', [published], token)
    deleted.add(published)
    await expect.poll(() => listedInChild(published)).not.toEqual(expect.arrayContaining([pagesOf(published)[0]]))
    for (const path of pagesOf(published)) expect(await listedInChild(published)).not.toContain(path)
  })
})
