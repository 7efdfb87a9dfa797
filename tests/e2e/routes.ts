import type { Locale } from '@/i18n/locales'
import { resources, type Messages } from '@/i18n/resources'
import type { Namespace } from '@/i18n/settings'
import { localePath } from '@/lib/site/paths'

/**
 * The public routes of SPEC §2 that exist, with the status each answers in both locales.
 * Extended as pages land. Paths are unprefixed (Korean); English is the same path under /en.
 * `{param}` placeholders are ids of seeded content, resolved at run time (see resolvePath).
 */
export type RouteCase = {
  path: string
  status: 200 | 404
  /** Where the page title comes from: [namespace, key], or 'brand' for the bare company name. */
  title?: [Namespace, string] | 'brand'
  /** Pages flagged Korean-only (the privacy policy): the language switch is disabled there. */
  koreanOnly?: boolean
}

export const routes: RouteCase[] = [
  { path: '/', status: 200, title: 'brand' },
  { path: '/company/history', status: 200, title: ['company', 'history.title'] },
  { path: '/notfound', status: 404 },
  { path: '/this/path/does-not-exist', status: 404 },
]

/** Paths whose parameter must be digits only (SPEC §2): anything else is a 404. */
export const nonDigitPaths = ['/notice/detail/abc', '/notice/detail/12a', '/policy/abc', '/personal-information/detail/x1']

/** The redirects of SPEC §2: [from, to], unprefixed; each also holds under /en. */
export const redirects: [string, string][] = [
  ['/company', '/company/culture'],
  ['/service', '/service/order'],
  ['/newsroom', '/newsroom/report?page=1'],
  ['/sustainability', '/sustainability/happiness'],
  ['/information-center', '/information-center/consult'],
  ['/together', '/sustainability/together/0'],
  ['/together/2', '/sustainability/together/2'],
  ['/together/1/detail/3', '/sustainability/together/1/detail/3'],
]

/** A UI string from the bundled resources, e.g. message('en', 'common', 'brand.title'). */
export function message(locale: Locale, ns: Namespace, key: string): string {
  let node: Messages | string | string[] | Messages[] | undefined = resources[locale][ns]
  for (const part of key.split('.')) {
    node = node && typeof node === 'object' && !Array.isArray(node) ? node[part] : undefined
  }
  if (typeof node !== 'string') throw new Error(`no string ${ns}:${key} in ${locale}`)
  return node
}

/** The document title a route should have in a locale ("Page | Company", or the company name). */
export function expectedTitle(route: RouteCase, locale: Locale): string | undefined {
  if (!route.title) return undefined
  const brand = message(locale, 'common', 'brand.title')
  if (route.title === 'brand') return brand
  return `${message(locale, route.title[0], route.title[1])} | ${brand}`
}

export const inLocale = (locale: Locale, path: string) => localePath(locale, path)
