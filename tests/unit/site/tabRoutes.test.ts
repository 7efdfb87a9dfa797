import { describe, expect, it } from 'vitest'

import { activeTabIndex, hashOf, readRouteParams } from '@/lib/site/activeTab'
import { menu } from '@/lib/site/menu'
import { routeHref, routePath, type RouteTarget } from '@/lib/site/routes'

describe('named routes to links', () => {
  it('fills the params of a named route: Service + child ceo is /service/ceo', () => {
    expect(routePath({ name: 'Service', params: { child: 'ceo' } })).toBe('/service/ceo')
    expect(routePath({ name: 'writingDetail', params: { category: 3, writingId: 12 } })).toBe(
      '/sustainability/together/3/detail/12',
    )
  })

  it('keeps the locale: Korean unprefixed, English under /en, Main as / and /en', () => {
    const to: RouteTarget = { name: 'Company', params: { child: 'history' } }
    expect(routeHref('ko', to)).toBe('/company/history')
    expect(routeHref('en', to)).toBe('/en/company/history')
    expect(routeHref('ko', { name: 'Main' })).toBe('/')
    expect(routeHref('en', { name: 'Main' })).toBe('/en')
  })

  it('carries the query and the hash, in that order, encoded', () => {
    expect(routeHref('en', { name: 'NewsroomReport', query: { page: 1, sub: 0 }, hash: 'list' })).toBe(
      '/en/newsroom/report?page=1&sub=0#list',
    )
    expect(routeHref('ko', { name: 'NewsroomSearch', query: { keyword: '배달 로봇' } })).toBe(
      '/newsroom/search?keyword=%EB%B0%B0%EB%8B%AC+%EB%A1%9C%EB%B4%87',
    )
    expect(routeHref('ko', { name: 'Place', hash: 'a b' })).toBe('/place#a%20b')
  })

  it('never lets a lang query override the locale of the link, and leaves out undefined values', () => {
    expect(routeHref('en', { name: 'Place', query: { lang: 'KR', page: undefined } })).toBe('/en/place')
  })

  it('encodes a param so it stays one segment', () => {
    expect(routePath({ name: 'Company', params: { child: 'a/b' } })).toBe('/company/a%2Fb')
  })

  it('refuses a missing param at run time (the type already does at compile time)', () => {
    const broken = { name: 'Company', params: {} } as unknown as RouteTarget
    expect(() => routePath(broken)).toThrow(/child/)
  })

  it('every menu child names a route whose path is the one the header links to', () => {
    const children = menu.flatMap((m) => m.children ?? [])
    expect(children.length).toBeGreaterThan(15)
    for (const child of children) expect(child.to && routePath(child.to)).toBe(child.path)
    expect(children.find((c) => c.key === 'sustainability.together')?.path).toBe('/sustainability/together/0')
  })
})

describe('route params the tab bar reads', () => {
  it('reads section, child and the together category (0 when absent), in either locale', () => {
    expect(readRouteParams('/service/ceo')).toEqual({ section: 'service', child: 'ceo', category: undefined })
    expect(readRouteParams('/en/sustainability/together')).toEqual({
      section: 'sustainability',
      child: 'together',
      category: '0',
    })
    expect(readRouteParams('/sustainability/together/4/detail/9').category).toBe('4')
    expect(readRouteParams('/fonts')).toEqual({ section: 'fonts', child: undefined, category: undefined })
  })

  it('decodes a hash and drops its #', () => {
    expect(hashOf('#a%20b')).toBe('a b')
    expect(hashOf('')).toBe('')
    expect(hashOf('#%E0')).toBe('%E0')
  })
})

describe('the active tab', () => {
  const sustainability = menu.find((m) => m.key === 'sustainability')!.children!.map((c) => c.to!)
  const categories: RouteTarget[] = [0, 1, 2, 3].map((category) => ({
    name: 'SustainabilityTogether',
    params: { category },
  }))
  const anchors: RouteTarget[] = ['address', 'directions', 'visiting'].map((hash) => ({ name: 'Place', hash }))
  const at = (path: string, hash = '') => ({ path, hash })

  it('follows the child: /service/commerce marks the commerce tab, a detail page its list tab', () => {
    const service = menu.find((m) => m.key === 'service')!.children!.map((c) => c.to!)
    expect(activeTabIndex(service, at('/service/commerce'))).toBe(1)
    expect(activeTabIndex(service, at('/en/service/ceo'))).toBe(2)
    const newsroom = menu.find((m) => m.key === 'newsroom')!.children!.map((c) => c.to!)
    expect(activeTabIndex(newsroom, at('/newsroom/fact/detail/7'))).toBe(2)
  })

  it('the section tab "together" (category 0) stays current on every category and its details', () => {
    expect(activeTabIndex(sustainability, at('/sustainability/together'))).toBe(1)
    expect(activeTabIndex(sustainability, at('/sustainability/together/3'))).toBe(1)
    expect(activeTabIndex(sustainability, at('/en/sustainability/together/3/detail/8'))).toBe(1)
    expect(activeTabIndex(sustainability, at('/sustainability/ethical'))).toBe(3)
  })

  it('follows the category among category tabs; no category means "all" (0)', () => {
    expect(activeTabIndex(categories, at('/sustainability/together/2'))).toBe(2)
    expect(activeTabIndex(categories, at('/sustainability/together'))).toBe(0)
    expect(activeTabIndex(categories, at('/sustainability/together/3/detail/8'))).toBe(3)
  })

  it('follows the hash among anchor tabs; before any anchor the first is current', () => {
    expect(activeTabIndex(anchors, at('/place', 'directions'))).toBe(1)
    expect(activeTabIndex(anchors, at('/en/place', 'visiting'))).toBe(2)
    expect(activeTabIndex(anchors, at('/place'))).toBe(0)
    expect(activeTabIndex(anchors, at('/place', 'unknown'))).toBe(0)
  })

  it('a tab without a hash wins over anchor tabs of its page until an anchor is chosen', () => {
    const mixed: RouteTarget[] = [{ name: 'Place' }, { name: 'Place', hash: 'visiting' }]
    expect(activeTabIndex(mixed, at('/place'))).toBe(0)
    expect(activeTabIndex(mixed, at('/place', 'visiting'))).toBe(1)
  })

  it('a section tab without a child covers its pages: /fonts stays current on /fonts/license', () => {
    const library = menu.find((m) => m.key === 'library')!.children!.map((c) => c.to!)
    expect(activeTabIndex(library, at('/fonts/license'))).toBe(0)
    expect(activeTabIndex(library, at('/music'))).toBe(1)
  })

  it("no tab is current outside the bar's pages", () => {
    expect(activeTabIndex(sustainability, at('/company/history'))).toBe(-1)
    expect(activeTabIndex(anchors, at('/'))).toBe(-1)
  })
})
