import { defaultLocale as DEFAULT, isLocale } from '../../i18n/locales'
import { localePath } from '../site/paths'

/** The route that turns draft mode on for a signed-in editor and forwards to the page. */
export const PREVIEW_PATH = '/api/preview'
/** The route that turns it off again (the preview notice's "leave" link). */
export const PREVIEW_EXIT_PATH = '/api/preview/exit'
/**
 * Next's draft-mode cookie. Its presence is all the proxy and the security headers look at (a
 * forged one changes nothing that matters: Next checks its value, and the drafts need a session).
 */
export const DRAFT_MODE_COOKIE = '__prerender_bypass'

type Doc = { id?: unknown; category?: unknown }

const idOf = (value: unknown): number | undefined => {
  const id = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  return typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : undefined
}

/** The page of a saved document; none before its first save (no id yet). */
const withId = (doc: Doc, page: (id: number) => string) => {
  const id = idOf(doc.id)
  return id === undefined ? undefined : page(id)
}

/** The page, without its locale, that shows a document of each previewable type (SPEC §2). */
const pageOf: Record<string, (doc: Doc) => string | undefined> = {
  'press-releases': (doc) => withId(doc, (id) => `/newsroom/report/detail/${id}`),
  'fact-checks': (doc) => withId(doc, (id) => `/newsroom/fact/detail/${id}`),
  notices: (doc) => withId(doc, (id) => `/notice/detail/${id}`),
  writings: (doc) => withId(doc, (id) => `/sustainability/together/${idOf(doc.category) ?? 0}/detail/${id}`),
  banners: () => '/',
  history: () => '/company/history',
  // The company facts and customer-service lines show in every page's footer; Main shows them too.
  'site-settings': () => '/',
}

/** The collections and globals with a preview. */
export const PREVIEW_COLLECTIONS = ['press-releases', 'fact-checks', 'notices', 'writings', 'banners']
export const PREVIEW_GLOBALS = ['history', 'site-settings']

/** The site path where a document shows, in the given locale, or undefined when it has none yet. */
export function previewPagePath(slug: string, doc: Doc, locale: string | undefined): string | undefined {
  const path = pageOf[slug]?.(doc)
  if (!path) return undefined
  return localePath(isLocale(locale) ? locale : DEFAULT, path)
}

/** The draft preview link of a page path: the preview route with its token. */
export function previewLink(origin: string, pagePath: string, token: string): string {
  const url = new URL(PREVIEW_PATH, origin)
  url.searchParams.set('path', pagePath)
  url.searchParams.set('token', token)
  return url.toString()
}

/**
 * A path the preview route may forward to: on this site (one leading slash, no scheme, host or
 * backslash tricks), and not the API or the admin. Anything else is refused, so the route is no
 * open redirect.
 */
export function safePagePath(value: string | null): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined
  try {
    const url = new URL(value, 'http://site.invalid')
    if (url.origin !== 'http://site.invalid') return undefined
    if (/^\/(?:api|admin|_next)(?:\/|$)/.test(url.pathname)) return undefined
    // Checked again once normalised: `/.//elsewhere` and `/a/..//elsewhere` become `//elsewhere`.
    const path = url.pathname + url.search
    return path.startsWith('//') ? undefined : path
  } catch {
    return undefined
  }
}

/** A redirect nobody stores: whether it turned draft mode on depends on who asked. */
export const forwardTo = (path: string) =>
  new Response(null, { status: 307, headers: { location: path, 'cache-control': 'no-store' } })
