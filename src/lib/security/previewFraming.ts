import { DRAFT_MODE_COOKIE, PREVIEW_PATH } from '../preview/paths'

const COOKIE = new RegExp(`(?:^|;\\s*)${DRAFT_MODE_COOKIE}=`)

/**
 * Whether a response may be framed by the site's own pages: those the admin's live preview shows
 * beside the editor (the preview route, and every page requested in draft mode). Everything else
 * may be framed by nobody. Same origin only, so no other site can frame a draft.
 */
export function framedBySite(url: string | undefined, cookie: string | string[] | undefined): boolean {
  const path = (url ?? '').split('?')[0]
  if (path === PREVIEW_PATH) return true
  // Pages only: the admin and the APIs are never framed, draft mode or not.
  if (/^\/(?:admin|api)(?:\/|$)/.test(path)) return false
  const cookies = Array.isArray(cookie) ? cookie.join('; ') : (cookie ?? '')
  return COOKIE.test(cookies)
}
