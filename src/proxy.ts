import { NextResponse, type NextRequest } from 'next/server'

import { isCrawler, localeFromAcceptLanguage, localeFromCookie, localeFromQuery } from './lib/site/detectLocale'
import { DRAFT_MODE_COOKIE } from './lib/preview/paths'
import { cookieValue, LANG_COOKIE } from './lib/site/language'
import { isMaintenanceOn, maintenanceResponse } from './lib/site/maintenance'

const ONE_YEAR = 365 * 24 * 60 * 60

/**
 * Locale in the URL (DESIGN.md): Korean has no prefix, English is under /en. Unprefixed paths
 * are rewritten to the internal `ko` segment; `/ko/...` redirects to its canonical form. The
 * `lang` query, the stored choice and the browser language may send a visitor to English;
 * crawlers always get Korean. While maintenance is on, every public page answers 503.
 */
export async function proxy(request: NextRequest) {
  const url = request.nextUrl
  const { pathname } = url
  const isEnglishPath = pathname === '/en' || pathname.startsWith('/en/')

  if (pathname === '/ko' || pathname.startsWith('/ko/')) {
    const target = url.clone()
    target.pathname = pathname.slice(3) || '/'
    return NextResponse.redirect(target, 308)
  }

  const fromQuery = localeFromQuery(url.searchParams.get('lang'))
  const crawler = isCrawler(request.headers.get('user-agent'))
  const wanted = crawler
    ? 'ko'
    : (fromQuery ??
      (isEnglishPath
        ? 'en'
        : (localeFromCookie(request.cookies.get(LANG_COOKIE)?.value) ??
          localeFromAcceptLanguage(request.headers.get('accept-language')) ??
          'ko')))

  const current = isEnglishPath ? 'en' : 'ko'
  // In a draft preview the address names the document's language: no stored choice overrides it.
  const previewing = request.cookies.has(DRAFT_MODE_COOKIE)
  if (wanted !== current && !(crawler && isEnglishPath) && !(previewing && !fromQuery)) {
    const target = url.clone()
    const bare = isEnglishPath ? pathname.slice(3) || '/' : pathname
    target.pathname = wanted === 'en' ? (bare === '/' ? '/en' : `/en${bare}`) : bare
    target.searchParams.delete('lang')
    const response = NextResponse.redirect(target, 307)
    if (fromQuery)
      response.cookies.set(LANG_COOKIE, cookieValue(fromQuery), { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' })
    return response
  }

  if (await isMaintenanceOn(request)) return maintenanceResponse(current)

  const response = isEnglishPath
    ? NextResponse.next()
    : NextResponse.rewrite(new URL(`/ko${pathname === '/' ? '' : pathname}${url.search}`, request.url))
  if (fromQuery)
    response.cookies.set(LANG_COOKIE, cookieValue(fromQuery), { path: '/', maxAge: ONE_YEAR, sameSite: 'lax' })
  return response
}

export const config = {
  // Everything but the APIs, the admin, Next's own files and files with an extension.
  matcher: ['/((?!api|admin|_next|favicon|robots\\.txt|sitemap\\.xml|.*\\.[a-zA-Z0-9]+$).*)'],
}
