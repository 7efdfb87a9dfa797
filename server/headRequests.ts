import type { IncomingMessage } from 'node:http'

/**
 * A HEAD request of a page is rendered as its GET, and Node drops the body (a response's
 * "has a body" is fixed from the method when it is created, before this runs). Next answers a
 * page's HEAD without rendering it, so the not-found view, which sets its 404 while it renders
 * (src/lib/site/notFoundPage.ts), was never seen: a crawler's or link checker's HEAD of a missing
 * article got 200. The status and headers of HEAD are now those of GET, as HTTP asks.
 * The APIs and Next's own files keep their HEAD handling.
 */
export function renderHeadAsGet(req: IncomingMessage): void {
  if (req.method === 'HEAD' && servesPages(req.url)) req.method = 'GET'
}

/** Whether a path may be a public page: not the APIs, Next's own files or the admin. */
export function servesPages(path = '/'): boolean {
  return !(path.startsWith('/api/') || path.startsWith('/_next/') || path.startsWith('/admin'))
}
