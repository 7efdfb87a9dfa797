/**
 * The ethics help centre's pages where a reporter types or reads what is confidential: the two
 * forms and the status page. Browsers and proxies must not keep a copy (back/forward cache
 * included), and nothing of their address may reach whatever the reporter opens next.
 */
export const privatePages = [
  '/information-center/consult',
  '/information-center/report',
  '/information-center/status',
] as const

export const PRIVATE_PAGE_HEADERS = [
  { key: 'Cache-Control', value: 'no-store' },
  { key: 'Referrer-Policy', value: 'no-referrer' },
]

/** next.config `headers()`: each private page, Korean (bare) and English (/en). */
export function privatePageHeaders() {
  return privatePages.flatMap((page) =>
    [page, `/en${page}`].map((source) => ({ source, headers: PRIVATE_PAGE_HEADERS })),
  )
}

/** Whether a request path (with or without the `/en` prefix, with or without a trailing slash) is a private page. */
export function isPrivatePage(pathname: string): boolean {
  const bare =
    (pathname === '/en' || pathname.startsWith('/en/') ? pathname.slice(3) : pathname).replace(/\/+$/, '') || '/'
  return (privatePages as readonly string[]).includes(bare)
}
