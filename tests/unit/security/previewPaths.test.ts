import { describe, expect, it } from 'vitest'

import { previewLink, previewPagePath, safePagePath } from '@/lib/preview/paths'
import { framedBySite } from '@/lib/security/previewFraming'

describe('previewPagePath', () => {
  it("is each type's page, in the edited language (Korean unprefixed, English under /en)", () => {
    expect(previewPagePath('press-releases', { id: 7 }, 'ko')).toBe('/newsroom/report/detail/7')
    expect(previewPagePath('fact-checks', { id: 7 }, 'en')).toBe('/en/newsroom/fact/detail/7')
    expect(previewPagePath('notices', { id: 3 }, 'en')).toBe('/en/notice/detail/3')
    expect(previewPagePath('writings', { id: 5, category: 2 }, 'ko')).toBe('/sustainability/together/2/detail/5')
    expect(previewPagePath('writings', { id: 5, category: { id: 4 } }, 'ko')).toBe(
      '/sustainability/together/4/detail/5',
    )
    expect(previewPagePath('banners', { id: 1 }, 'en')).toBe('/en')
    expect(previewPagePath('history', {}, 'ko')).toBe('/company/history')
  })

  it('has no page for a document not saved yet, or a type without pages', () => {
    expect(previewPagePath('press-releases', {}, 'ko')).toBeUndefined()
    expect(previewPagePath('inquiries', { id: 1 }, 'ko')).toBeUndefined()
  })

  it('builds the preview link with the page and the token', () => {
    const link = new URL(previewLink('https://site.example', '/en/notice/detail/3', 'abc'))
    expect(link.origin + link.pathname).toBe('https://site.example/api/preview')
    expect(link.searchParams.get('path')).toBe('/en/notice/detail/3')
    expect(link.searchParams.get('token')).toBe('abc')
  })
})

describe('safePagePath', () => {
  it('keeps a page of the site with its query', () => {
    expect(safePagePath('/en/notice/detail/3?x=1')).toBe('/en/notice/detail/3?x=1')
  })
  it('refuses other sites, scheme tricks, the API and the admin', () => {
    for (const bad of [
      null,
      '',
      'notice',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/.//evil.example',
      '/%2e//evil.example',
      '/a/..//evil.example',
      '/api/users',
      '/admin/x',
      '/_next/x',
    ])
      expect(safePagePath(bad), String(bad)).toBeUndefined()
  })
})

describe('framedBySite', () => {
  it('lets the site frame the preview route and pages in draft mode, nothing else', () => {
    expect(framedBySite('/api/preview?path=/', undefined)).toBe(true)
    expect(framedBySite('/notice', 'a=1; __prerender_bypass=xyz')).toBe(true)
    expect(framedBySite('/notice', 'a=1; x__prerender_bypass=xyz')).toBe(false)
    expect(framedBySite('/notice', undefined)).toBe(false)
    expect(framedBySite('/api/preview/exit', undefined)).toBe(false)
    expect(framedBySite('/admin', '__prerender_bypass=xyz')).toBe(false)
    expect(framedBySite('/api/users/me', '__prerender_bypass=xyz')).toBe(false)
  })
})
