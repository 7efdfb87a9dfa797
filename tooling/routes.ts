import type { Namespace } from '@/i18n/settings'

/**
 * The public routes of SPEC §2 that exist, with the status each answers in both locales.
 * Extended as pages land. Paths are unprefixed (Korean); English is the same path under /en.
 * `{param}` placeholders are ids of seeded content, resolved at run time (tooling/seeded.ts).
 * Shared by the browser tests and the page benchmark.
 */
export type TitleSpec =
  /** "Page | Company" with the page title from [namespace, key]. */
  | [Namespace, string]
  /** The bare company name (Main). */
  | 'brand'
  /** "Heading | Company": detail pages are titled after their item, which the h1 shows. */
  | 'h1'
  /** The title contains this string (category pages prefix it with the category name). */
  | { contains: [Namespace, string] }

export type RouteCase = {
  path: string
  status: 200 | 404
  title?: TitleSpec
  /** A list or search page: 25 kB of JS above the framework floor instead of the brand pages' 12 kB. */
  list?: boolean
  /** The canonical path when it is not the route itself (an alias of another page). */
  canonical?: string
  /** A private page: `noindex`, and not in the sitemap. */
  noindex?: true
}

export const routes: RouteCase[] = [
  { path: '/', status: 200, title: 'brand' },
  { path: '/company/culture', status: 200, title: ['company', 'culture.meta.title'] },
  { path: '/company/history', status: 200, title: ['company', 'history.title'] },
  { path: '/service/order', status: 200, title: ['service', 'order.meta.title'] },
  { path: '/service/commerce', status: 200, title: ['service', 'commerce.meta.title'] },
  { path: '/service/ceo', status: 200, title: ['service', 'ceo.meta.title'] },
  { path: '/service/culture', status: 200, title: ['service', 'culture.meta.title'] },
  { path: '/newsroom/report', status: 200, title: ['newsroom', 'pressRelease.title'], list: true },
  { path: '/newsroom/media', status: 200, title: ['newsroom', 'media.title'], list: true },
  { path: '/newsroom/fact', status: 200, title: ['newsroom', 'fact.title'], list: true },
  { path: '/newsroom/search', status: 200, title: ['newsroom', 'search.title'], list: true },
  { path: '/newsroom/report/detail/{pressReleaseId}', status: 200, title: 'h1' },
  { path: '/newsroom/fact/detail/{factId}', status: 200, title: 'h1' },
  { path: '/question/partnership', status: 200, title: ['question', 'partnership.title'] },
  { path: '/question/press', status: 200, title: ['question', 'press.title'] },
  { path: '/question/other', status: 200, title: ['question', 'other.title'] },
  { path: '/question/visit', status: 200, title: ['question', 'visit.title'] },
  { path: '/sustainability/happiness', status: 200, title: ['sustainability', 'happiness.meta.title'] },
  {
    path: '/sustainability/together',
    status: 200,
    title: ['together', 'title'],
    list: true,
    canonical: '/sustainability/together/0',
  },
  { path: '/sustainability/together/0', status: 200, title: ['together', 'title'], list: true },
  {
    path: '/sustainability/together/{writingCategory}',
    status: 200,
    title: { contains: ['together', 'title'] },
    list: true,
  },
  { path: '/sustainability/together/{writingCategory}/detail/{writingId}', status: 200, title: 'h1' },
  { path: '/sustainability/responsibility', status: 200, title: ['sustainability', 'responsibility.meta.title'] },
  { path: '/sustainability/ethical', status: 200, title: ['sustainability', 'ethical.meta.title'] },
  { path: '/fonts', status: 200, title: ['library', 'fonts.title'] },
  { path: '/fonts/license', status: 200, title: ['library', 'license.fonts.title'] },
  { path: '/music', status: 200, title: ['library', 'music.title'] },
  { path: '/music/license', status: 200, title: ['library', 'license.music.title'] },
  { path: '/information-center/consult', status: 200, title: ['info', 'consult.title'] },
  { path: '/information-center/report', status: 200, title: ['info', 'report.title'] },
  // The reporter's status page: noindex and out of the sitemap, but a page like the others.
  { path: '/information-center/status', status: 200, title: ['status', 'title'], noindex: true },
  { path: '/notice', status: 200, title: ['notice', 'title'], list: true },
  { path: '/notice/detail/{noticeId}', status: 200, title: 'h1' },
  { path: '/place', status: 200, title: ['place', 'meta.title'] },
  { path: '/policy', status: 200, title: ['policy', 'title'] },
  { path: '/policy/{policyId}', status: 200, title: ['policy', 'title'] },
  {
    path: '/personal-information/detail/{policyId}',
    status: 200,
    title: ['policy', 'title'],
    canonical: '/policy/{policyId}',
  },
  { path: '/notfound', status: 404 },
  { path: '/this/path/does-not-exist', status: 404 },
  { path: '/newsroom/report/detail/2147483000', status: 404 },
  { path: '/newsroom/fact/detail/2147483000', status: 404 },
  { path: '/notice/detail/2147483000', status: 404 },
  { path: '/sustainability/together/2147483000', status: 404 },
  { path: '/policy/2147483000', status: 404 },
]

/** Paths whose parameter must be digits only (SPEC §2): anything else is a 404. */
export const nonDigitPaths = [
  '/notice/detail/abc',
  '/notice/detail/12a',
  '/newsroom/report/detail/abc',
  '/newsroom/fact/detail/-1',
  '/sustainability/together/x',
  '/sustainability/together/0/detail/abc',
  '/policy/abc',
  '/personal-information/detail/x1',
]

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
