'use client'

import { usePathname } from 'next/navigation'

/**
 * The public path of the current page. In production `usePathname()` can report the internal
 * rewritten path (`/ko/company/culture`) for Korean pages, whose public URL has no prefix.
 */
export function useSitePath(): string {
  const pathname = usePathname()
  if (pathname === '/ko') return '/'
  return pathname.startsWith('/ko/') ? pathname.slice(3) : pathname
}

/** True when `href` is the current page or a page below it (`/x/0` counts as the section `/x`). */
export function isActiveHref(path: string, href: string): boolean {
  const base = href.replace(/\/0$/, '')
  return path === href || path === base || path.startsWith(`${base}/`)
}
