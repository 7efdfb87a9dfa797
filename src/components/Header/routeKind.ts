import { stripLocale } from '@/lib/site/paths'

/** Detail pages show a back button, popup pages (licences) a close button (SPEC §2). */
export function routeKind(pathname: string): 'detail' | 'popup' | 'page' {
  const path = stripLocale(pathname)
  if (/\/license\/?$/.test(path)) return 'popup'
  if (/\/detail(\/|$)/.test(path)) return 'detail'
  return 'page'
}

/** Where a detail or popup page goes back to when there is no history: its list page. */
export function parentPath(pathname: string): string {
  const path = stripLocale(pathname)
  const cut = path.replace(/\/(detail|license)(\/.*)?$/, '')
  return cut || '/'
}

/** Pages flagged Korean-only (the privacy policy, SPEC §1): the language switch is disabled. */
export function koreanOnly(pathname: string): boolean {
  return /^\/(policy|personal-information)(\/|$)/.test(stripLocale(pathname))
}
