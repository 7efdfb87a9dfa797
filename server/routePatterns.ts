/**
 * The route pattern of a request path (`/newsroom/report/detail/17` →
 * `/[locale]/newsroom/report/detail/[id]`), read from the build's routes manifest, so a request line
 * says which page was asked for without the path's values (ids, receipts, words searched for).
 * Korean pages have no prefix in the address and live under `/[locale]` inside (src/proxy.ts).
 */
import fs from 'node:fs'
import path from 'node:path'

type Route = { page: string; regex: string }
export type RoutesManifest = { staticRoutes?: Route[]; dynamicRoutes?: Route[] }

const UNPREFIXED = /^\/(api|admin|_next)(\/|$)/

export function routePatterns(manifest: RoutesManifest): (pathname: string) => string {
  const routes = [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].map((route) => ({
    page: route.page,
    regex: new RegExp(route.regex),
  }))
  const outsideLocales = routes.filter((route) => !route.page.startsWith('/[locale]'))
  const match = (pathname: string, among = routes) => among.find((route) => route.regex.test(pathname))?.page
  const file = (pathname: string) => /\.[a-zA-Z0-9]+$/.test(pathname)
  return (pathname) => {
    if (pathname.startsWith('/_next/')) return `/_next/${pathname.split('/')[2] ?? ''}`
    // The APIs and the admin are no page of a language; paths that name theirs are matched as they are.
    if (UNPREFIXED.test(pathname)) return match(pathname, outsideLocales) ?? '(unmatched)'
    if (/^\/(en|ko)(\/|$)/.test(pathname)) return match(pathname) ?? '(unmatched)'
    // The site's own files (robots.txt, the feeds) before public files, then Korean pages, which
    // have no prefix in the address (`/notice` is `/ko/notice` inside).
    const outside = match(pathname, outsideLocales)
    if (outside) return outside
    if (file(pathname)) return '(file)'
    return match(pathname === '/' ? '/ko' : `/ko${pathname}`) ?? '(unmatched)'
  }
}

/** The patterns of the build in `dir` (`.next`); every path is `(unmatched)` without one. */
export function buildRoutePatterns(dir = path.resolve('.next')): (pathname: string) => string {
  try {
    return routePatterns(JSON.parse(fs.readFileSync(path.join(dir, 'routes-manifest.json'), 'utf8')) as RoutesManifest)
  } catch {
    return routePatterns({})
  }
}
