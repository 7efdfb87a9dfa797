import { describe, expect, it } from 'vitest'

import {
  childPath,
  childPaths,
  detailPath,
  IDS_PER_CHILD,
  idRange,
  MAX_URLS_PER_SITEMAP,
  pageOfId,
  parseChild,
  STATIC_CHILD_PATH,
  type MaxIds,
} from '@/lib/site/sitemapIndex'
import { sitemapIndexXml, urlsetXml } from '@/lib/site/sitemapXml'

import { parseSitemapIndex, parseUrlset } from '../../helpers/sitemap'

const none: MaxIds = {
  'writing-categories': null,
  'press-releases': null,
  'fact-checks': null,
  notices: null,
  writings: null,
  policies: null,
}

describe('sitemap children by id range', () => {
  it('keeps a full child under the protocol’s 50,000 URLs, with both locales of every id', () => {
    expect(2 * IDS_PER_CHILD).toBeLessThanOrEqual(MAX_URLS_PER_SITEMAP)
  })

  it('puts every id in exactly one range, the one pageOfId names', () => {
    for (const id of [0, 1, IDS_PER_CHILD - 1, IDS_PER_CHILD, 123_456]) {
      const { from, to } = idRange(pageOfId(id))
      expect(id >= from && id < to, String(id)).toBe(true)
      expect(to - from).toBe(IDS_PER_CHILD)
    }
    expect(idRange(1).from).toBe(idRange(0).to)
  })

  it('lists the fixed pages, then each collection’s ranges up to its highest public id, and none of an empty collection', () => {
    expect(childPaths(none)).toEqual([STATIC_CHILD_PATH])
    const paths = childPaths({ ...none, 'press-releases': 2 * IDS_PER_CHILD, policies: 3 })
    expect(paths).toEqual([
      STATIC_CHILD_PATH,
      '/sitemaps/press-releases/0.xml',
      '/sitemaps/press-releases/1.xml',
      '/sitemaps/press-releases/2.xml',
      '/sitemaps/policies/0.xml',
    ])
  })

  it('at 100,000 press releases, the index lists 11 children of them', () => {
    const paths = childPaths({ ...none, 'press-releases': 100_000 })
    expect(paths.filter((p) => p.startsWith('/sitemaps/press-releases/'))).toHaveLength(
      Math.floor(100_000 / IDS_PER_CHILD) + 1,
    )
  })

  it('answers only the addresses the index lists', () => {
    const maxIds = { ...none, notices: IDS_PER_CHILD + 5 }
    expect(parseChild('notices', '0.xml', maxIds)).toEqual({ collection: 'notices', page: 0 })
    expect(parseChild('notices', '1.xml', maxIds)).toEqual({ collection: 'notices', page: 1 })
    for (const [collection, file] of [
      ['notices', '2.xml'],
      ['notices', '01.xml'],
      ['notices', '-1.xml'],
      ['notices', '1'],
      ['notices', '1.xml.gz'],
      ['notices', '1e3.xml'],
      ['users', '0.xml'],
      ['press-releases', '0.xml'],
    ]) {
      expect(parseChild(collection!, file!, maxIds), `${collection}/${file}`).toBeNull()
    }
    for (const path of childPaths(maxIds).slice(1)) {
      const [, , collection, file] = path.split('/')
      expect(parseChild(collection!, file!, maxIds), path).not.toBeNull()
    }
  })

  it('names each collection’s page as the site routes it', () => {
    expect(childPath('writings', 3)).toBe('/sitemaps/writings/3.xml')
    expect(detailPath.writings({ id: 7, lastmod: '', category: 2 })).toBe('/sustainability/together/2/detail/7')
    expect(detailPath.writings({ id: 7, lastmod: '', category: 0 })).toBe('/sustainability/together/0/detail/7')
    expect(detailPath['writing-categories']({ id: 2, lastmod: '' })).toBe('/sustainability/together/2')
    expect(detailPath['press-releases']({ id: 9, lastmod: '' })).toBe('/newsroom/report/detail/9')
    expect(detailPath['fact-checks']({ id: 9, lastmod: '' })).toBe('/newsroom/fact/detail/9')
    expect(detailPath.notices({ id: 9, lastmod: '' })).toBe('/notice/detail/9')
    expect(detailPath.policies({ id: 9, lastmod: '' })).toBe('/policy/9')
  })
})

describe('sitemap XML', () => {
  it('writes an index a sitemap reader parses back to the same addresses', () => {
    const locs = ['https://example.com/sitemaps/pages.xml', 'https://example.com/sitemaps/notices/0.xml?a=1&b=2']
    expect(parseSitemapIndex(sitemapIndexXml(locs))).toEqual(locs)
    expect(parseSitemapIndex(sitemapIndexXml([]))).toEqual([])
  })

  it('writes a child whose URLs carry their lastmod and ko, en and x-default alternates, escaped', () => {
    const plain = urlsetXml('https://example.com', [
      { path: '/notice/detail/1', lastModified: '2026-01-02T03:04:05.678Z' },
    ])
    const ampersand = urlsetXml('https://ex.com/a&b', [{ path: '/' }])
    expect(ampersand).toContain('a&amp;b')
    expect([...parseUrlset(plain), ...parseUrlset(ampersand)]).toEqual([
      {
        loc: 'https://example.com/notice/detail/1',
        lastmod: '2026-01-02T03:04:05.678Z',
        alternates: {
          ko: 'https://example.com/notice/detail/1',
          en: 'https://example.com/en/notice/detail/1',
          'x-default': 'https://example.com/notice/detail/1',
        },
      },
      expect.objectContaining({ loc: 'https://example.com/en/notice/detail/1' }),
      expect.objectContaining({
        loc: 'https://ex.com/a&b/',
        alternates: expect.objectContaining({ en: 'https://ex.com/a&b/en' }),
      }),
      expect.objectContaining({ loc: 'https://ex.com/a&b/en' }),
    ])
  })

  it('writes a full child of 10,000 ids (20,000 URLs) well under the protocol’s 50 MB, quickly', () => {
    const started = performance.now()
    const xml = urlsetXml(
      'https://www.example.co.kr',
      Array.from({ length: IDS_PER_CHILD }, (_, i) => ({
        path: `/newsroom/report/detail/${90_000 + i}`,
        lastModified: '2026-01-02T03:04:05.678Z',
      })),
    )
    const elapsed = performance.now() - started
    expect(xml.split('<url>').length - 1).toBe(2 * IDS_PER_CHILD)
    expect(xml.split('<xhtml:link ').length - 1).toBe(3 * 2 * IDS_PER_CHILD)
    expect(Buffer.byteLength(xml)).toBeLessThan(10 * 1024 * 1024)
    // A generous bound for a busy 2-core machine; it takes some tens of milliseconds.
    expect(elapsed).toBeLessThan(1000)
  })
})
