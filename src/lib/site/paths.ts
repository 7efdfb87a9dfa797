import type { Locale } from '../../i18n/locales'

/** A site path in a locale: Korean has no prefix, English lives under /en (SPEC §2). */
export function localePath(locale: Locale, path: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`
  if (locale === 'ko') return clean
  return clean === '/' ? '/en' : `/en${clean}`
}

/** The path without its locale prefix: `/en/company/culture` → `/company/culture`. */
export function stripLocale(pathname: string): string {
  if (pathname === '/en' || pathname === '/ko') return '/'
  if (pathname.startsWith('/en/') || pathname.startsWith('/ko/')) return pathname.slice(3)
  return pathname
}
