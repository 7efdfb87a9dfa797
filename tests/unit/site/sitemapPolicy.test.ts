import { describe, expect, it } from 'vitest'

import { currentVersion, koreanDay } from '@/lib/site/policy'
import { sitemapStaticPaths } from '@/lib/site/sitemap'
import { urlsetXml } from '@/lib/site/sitemapXml'

import { parseUrlset } from '../../helpers/sitemap'

describe('sitemap entries', () => {
  it('lists a page in both locales, each with ko, en and x-default alternates', () => {
    const xml = urlsetXml('https://example.com', [{ path: '/fonts', lastModified: '2026-01-01T00:00:00.000Z' }])
    const alternates = {
      ko: 'https://example.com/fonts',
      en: 'https://example.com/en/fonts',
      'x-default': 'https://example.com/fonts',
    }
    expect(parseUrlset(xml)).toEqual([
      { loc: 'https://example.com/fonts', lastmod: '2026-01-01T00:00:00.000Z', alternates },
      { loc: 'https://example.com/en/fonts', lastmod: '2026-01-01T00:00:00.000Z', alternates },
    ])
  })

  it('maps the home page to / and /en', () => {
    expect(parseUrlset(urlsetXml('https://example.com', [{ path: '/' }])).map((e) => e.loc)).toEqual([
      'https://example.com/',
      'https://example.com/en',
    ])
  })

  it('leaves out the newsroom search and the redirect-only section roots', () => {
    expect(sitemapStaticPaths).not.toContain('/newsroom/search')
    for (const root of ['/company', '/service', '/newsroom', '/sustainability', '/information-center', '/question']) {
      expect(sitemapStaticPaths).not.toContain(root)
    }
    expect(new Set(sitemapStaticPaths).size).toBe(sitemapStaticPaths.length)
  })
})

describe('privacy policy versions', () => {
  const versions = [
    { id: 3, effectiveDate: '2027-01-01T00:00:00+09:00' },
    { id: 2, effectiveDate: '2025-08-01T00:00:00+09:00' },
    { id: 1, effectiveDate: '2024-01-01T00:00:00+09:00' },
  ]

  it('picks the newest version already in force, not one announced for later', () => {
    expect(currentVersion(versions, new Date('2026-06-01T00:00:00Z'))?.id).toBe(2)
    expect(currentVersion(versions, new Date('2027-01-01T00:00:00+09:00'))?.id).toBe(3)
  })

  it('falls back to the oldest version when none is in force yet, and to nothing when there are none', () => {
    expect(currentVersion(versions, new Date('2020-01-01T00:00:00Z'))?.id).toBe(1)
    expect(currentVersion([])).toBeUndefined()
  })

  it('shows dates on the Korean calendar as YYYY.MM.DD', () => {
    expect(koreanDay('2025-07-31T15:00:00.000Z')).toBe('2025.08.01')
    expect(koreanDay('2024-01-01T00:00:00+09:00')).toBe('2024.01.01')
  })
})
