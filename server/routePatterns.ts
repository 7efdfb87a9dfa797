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
  const match = (pathname: string) => routes.find((route) => route.regex.test(pathname))?.page
  return (pathname) => {
    if (pathname.startsWith('/_next/')) return `/_next/${pathname.split('/')[2] ?? ''}`
    // A page's address has its language first, or nothing for Korean (`/notice` is `/ko/notice`).
    const english = pathname === '/en' || pathname.startsWith('/en/')
    const inside = UNPREFIXED.test(pathname) || english ? pathname : pathname === '/' ? '/ko' : `/ko${pathname}`
    return match(inside) ?? (/\.[a-zA-Z0-9]+$/.test(pathname) ? '(file)' : '(unmatched)')
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
