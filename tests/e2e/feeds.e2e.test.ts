import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'
import { localePath } from '@/lib/site/paths'

import { feedItemTitles } from '../helpers/feedReader'
import { getLegacy, request } from '../helpers/http'
import { readSitemap, sitemapPathnames } from '../helpers/sitemap'
import { routes } from '../../tooling/routes'
import { resolvePath } from '../helpers/seededPath'

/**
 * What the sitemap must list, from the tests' own route table (not the site's list): every route
 * that answers 200 by itself, except aliases of another page (they carry a canonical), private
 * pages (noindex: the reporter's status page) and the newsroom search, which SPEC §2 excludes.
 */
const SEARCH = '/newsroom/search'
const sitemapRoutes = routes.filter(
  (route) => route.status === 200 && !route.canonical && !route.noindex && route.path !== SEARCH,
)
/** A route of the table as a pattern for unprefixed paths: `{id}` placeholders are digits. */
const routePattern = (path: string) => new RegExp(`^${path.replace(/\{\w+\}/g, '\\d+')}$`)
const unprefixed = (path: string) => (path === '/en' ? '/' : path.replace(/^\/en\//, '/'))

/** The feed addresses docs/public-site.md lists (the module that builds them reads the database). */
const feedPath = (locale: string) => `/rss/${locale}.xml`

describe('sitemap, robots and feeds over HTTP (issue §4)', () => {
  it('the sitemap index and its children list every public page of the route table in both languages with alternates, published detail pages included, and nothing else (no search, no alias)', async () => {
    const children = await readSitemap()
    const paths = new Set(sitemapPathnames(children))

    // Every page of the table, detail pages resolved to seeded, published items.
    expect(sitemapRoutes.length).toBeGreaterThan(20)
    for (const route of sitemapRoutes) {
      const path = await resolvePath(route.path)
      for (const locale of locales) expect(paths, `${locale} ${route.path}`).toContain(localePath(locale, path))
    }

    // Nothing the table does not know as a sitemap page: no search, no alias, no unknown path.
    const patterns = sitemapRoutes.map((route) => routePattern(route.path))
    expect([...paths].filter((path) => !patterns.some((pattern) => pattern.test(unprefixed(path))))).toEqual([])
    expect([...paths].filter((path) => path.includes('/search'))).toEqual([])
    const alternates = children.flatMap((child) => child.urls.map((url) => Object.keys(url.alternates).sort().join()))
    expect(new Set(alternates)).toEqual(new Set(['en,ko,x-default']))
  })

  it('/robots.txt keeps crawlers out of the admin and the APIs and points at the sitemap index', async () => {
    const response = await request('/robots.txt')
    expect(response.status).toBe(200)
    const text = await response.text()
    expect(text).toMatch(/^Disallow: \/admin$/m)
    expect(text).toMatch(/^Disallow: \/api\/$/m)
    expect(text).toMatch(/^Sitemap: .*\/sitemap\.xml$/m)
    const index = await request(new URL(/^Sitemap: (.*)$/m.exec(text)![1]!).pathname)
    expect(await index.text()).toContain('<sitemapindex')
  })

  it.each(locales)(
    'the %s newsroom feed is RSS 2.0 with the newest press release, and the newsroom links to it',
    async (locale) => {
      const response = await request(feedPath(locale))
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toContain('application/rss+xml')
      const xml = await response.text()
      expect(xml).toContain('<rss version="2.0"')
      const { body } = await getLegacy<{ list: { reportTitle: string }[] }>(
        `/api/report?pageNumber=1&pageSize=1&lang=${locale}`,
      )
      expect(feedItemTitles(xml)).toContain(body.data!.list[0].reportTitle)

      const page = await (
        await request(localePath(locale, '/newsroom/report'), { headers: { 'accept-language': locale } })
      ).text()
      expect(page).toMatch(
        new RegExp(
          `<link rel="alternate" type="application/rss\\+xml"[^>]*href="[^"]*${feedPath(locale).replace('.', '\\.')}"`,
        ),
      )
    },
  )
})
