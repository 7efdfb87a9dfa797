/**
 * Requests refused before Next sees them, for what no route of the site can answer: Next (and
 * the URL decoding under it) threw on these and the visitor got a 500, or, for CONNECT, the
 * connection was dropped without an answer.
 *
 * Only the path is judged. The query string keeps its lenient reading (a stray `%` in a search
 * word is that character, docs/public-site.md), and each route checks its own parameters.
 */

/** Every method some route of the site answers; the rest (TRACE, CONNECT, WebDAV's …) none. */
export const ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const
const ALLOWED = new Set<string>(ALLOWED_METHODS)

/** Pages, files, feeds and sitemaps are read, never written: only the APIs and the admin take writes. */
const READ_ONLY_METHODS = ['GET', 'HEAD'] as const
const TAKES_WRITES = /^\/(api|admin)(\/|[?#]|$)/
const READ_ONLY = new Set<string>([...READ_ONLY_METHODS, 'OPTIONS'])

/** A refusal; a 405 names in `allow` the methods the path answers (the `Allow` header). */
export type Refusal = { status: 400 | 405; reason: 'badPath' | 'method'; allow?: readonly string[] }

/** The methods a request target answers: every one of the site's on the APIs and the admin, else reads only. */
export const allowedMethods = (target: string | undefined): readonly string[] =>
  TAKES_WRITES.test(target ?? '') ? ALLOWED_METHODS : READ_ONLY_METHODS

/**
 * Why a request with this method and request target cannot be served, or null when it can.
 * - a method no route answers, or a write to a page, a file, a feed or a sitemap (Next answered a
 *   DELETE of a page with the page, 200): 405 naming what the path answers;
 * - a target that is not a path: the asterisk form (`*`), an absolute form with no authority
 *   (`http:///x`) or with user information (an absolute form is read as its path first:
 *   absoluteForm.ts);
 * - a path whose percent-encoding is not UTF-8 (`%ff`, a cut `%E0%A4%A`, the overlong `%c0%ae`
 *   that once smuggled `../` past filters) or that decodes to a NUL: 400.
 */
export function malformedRequest(method: string | undefined, target: string | undefined): Refusal | null {
  if (!method || !ALLOWED.has(method)) return { status: 405, reason: 'method', allow: allowedMethods(target) }
  if (!target?.startsWith('/')) return { status: 400, reason: 'badPath' }
  if (!READ_ONLY.has(method) && !TAKES_WRITES.test(target))
    return { status: 405, reason: 'method', allow: READ_ONLY_METHODS }
  const end = target.search(/[?#]/)
  const path = end < 0 ? target : target.slice(0, end)
  let decoded: string
  try {
    // decodeURIComponent refuses what is not well-formed UTF-8, overlong forms included.
    decoded = decodeURIComponent(path)
  } catch {
    return { status: 400, reason: 'badPath' }
  }
  if (decoded.includes('\0')) return { status: 400, reason: 'badPath' }
  return null
}
