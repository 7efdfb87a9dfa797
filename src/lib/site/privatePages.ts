/**
 * Pages about one visitor's private matter (the reporter's status page): the proxy answers them
 * with these headers, so neither a shared cache keeps them nor the next site a reporter opens
 * learns where they came from. Paths are unprefixed; `/en/…` counts too.
 */
export const privatePagePaths: readonly string[] = ['/information-center/status']

export const privatePageHeaders: Readonly<Record<string, string>> = { 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' }

/** Whether a request path (with or without the `/en` prefix, with or without a trailing slash) is a private page. */
export function isPrivatePage(pathname: string): boolean {
  const bare = (pathname === '/en' || pathname.startsWith('/en/') ? pathname.slice(3) : pathname).replace(/\/+$/, '') || '/'
  return privatePagePaths.includes(bare)
}
