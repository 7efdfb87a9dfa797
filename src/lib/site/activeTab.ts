import { routePath, type RouteTarget } from './routes'
import { stripLocale } from './paths'

/**
 * The route parameters a tab bar reads (SPEC §2), from an unprefixed path: the section (first
 * segment), `child` (the sub-page: `/service/ceo` → `ceo`) and `category` (the together board's
 * `/sustainability/together/{category}`, 0 when absent, as its default is "all").
 */
export type RouteParams = { section: string; child?: string; category?: string }

export function readRouteParams(path: string): RouteParams {
  const [section = '', child, third] = stripLocale(path).split('/').filter(Boolean)
  const category = section === 'sustainability' && child === 'together' ? (third ?? '0') : undefined
  return { section, child, category }
}

/** Where the visitor is: the page's path (either locale) and the hash without `#` ('' for none). */
export type Here = { path: string; hash: string }

/**
 * The index of the tab for the current route, or -1. A tab is a candidate when its section and
 * `child` are the current ones (a tab without a child, `/fonts`, covers its whole section). Of
 * the candidates the most specific wins, as in routers' "best match": a matching hash counts
 * most, then a matching category; a category or hash that differs counts against the tab but
 * does not rule it out, so the section's "together" tab (category 0) stays current on category 3,
 * and the first anchor tab is current before any anchor is chosen. Ties go to the first tab.
 */
export function activeTabIndex(tabs: RouteTarget[], here: Here): number {
  const current = readRouteParams(here.path)
  let best = -1
  let bestScore = -Infinity
  tabs.forEach((tab, index) => {
    const own = readRouteParams(routePath(tab))
    if (own.section !== current.section) return
    if (own.child !== undefined && own.child !== current.child) return
    let score = 0
    if (own.category !== undefined && tab.params && 'category' in tab.params)
      score += own.category === current.category ? 2 : -1
    if (tab.hash) score += tab.hash === here.hash ? 4 : -1
    if (score > bestScore) {
      best = index
      bestScore = score
    }
  })
  return best
}

/** The hash of a location string as the tab bar compares it: without `#`, percent-decoded. */
export function hashOf(raw: string): string {
  const bare = raw.startsWith('#') ? raw.slice(1) : raw
  try {
    return decodeURIComponent(bare)
  } catch {
    return bare
  }
}
