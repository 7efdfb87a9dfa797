import { isDatabaseUnavailable, isStatementTimeout } from '../http/errors'

/**
 * A sitemap route's handler, answered 503 with Retry-After while the database cannot answer (down,
 * or a statement cancelled at the public time limit): a crawler comes back later, where a 500
 * would tell it the sitemap is broken. Anything else is still an error of ours.
 */
export function sitemapRoute<A extends unknown[]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    try {
      return await handler(...args)
    } catch (error) {
      if (!isDatabaseUnavailable(error) && !isStatementTimeout(error)) throw error
      return new Response('Service Unavailable', {
        status: 503,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '30', 'Cache-Control': 'no-store' },
      })
    }
  }
}
