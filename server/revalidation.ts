import type { IncomingMessage, ServerResponse } from 'node:http'

import { servesPages } from './headRequests'

/**
 * Whether a response may answer a browser's revalidation (If-None-Match) with 304 Not Modified.
 *
 * Next answers a page's If-None-Match itself, from the ETag of the copy it holds, before anything
 * reads the document. A missing page's copy is a 200 whose view asks this server for a 404
 * (src/lib/site/documentStatus.ts), so Next would confirm it with a 304 and the 404 would never be
 * decided. So the server takes If-None-Match off a page request before Next sees it, lets Next send
 * the whole response, and answers 304 itself once it knows the final status: only a 200 whose
 * ETag matches may be "not modified".
 */
export type Revalidation = { notModified: (res: ServerResponse, status: number) => boolean }

/** Takes If-None-Match off a page request (see above); undefined where Next keeps answering it. */
export function takeRevalidation(req: IncomingMessage): Revalidation | undefined {
  const asked = req.headers['if-none-match']
  if (!asked || !servesPages(req.url)) return undefined
  delete req.headers['if-none-match']
  const tags = asked.split(',').map(weakless)
  return {
    notModified: (res, status) => {
      const etag = res.getHeader('etag')
      if (status !== 200 || typeof etag !== 'string') return false
      return tags.includes('*') || tags.includes(weakless(etag))
    },
  }
}

/** HTTP compares ETags weakly for If-None-Match: `W/"x"` and `"x"` are the same version. */
const weakless = (tag: string) => tag.trim().replace(/^W\//, '')
