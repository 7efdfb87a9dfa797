import { resolveLocale } from '../../legacy/params'
import { StatusError } from './errors'
import { ALLOW, statusRefused } from './respond'

/**
 * The route module of a status endpoint: POST runs `handler`; every other method answers 405
 * with `Allow: POST`, in the envelope and the visitor's language.
 */
export function statusRoute(handler: (request: Request) => Promise<Response>) {
  const notAllowed = async (request: Request) =>
    statusRefused(resolveLocale(request), new StatusError('methodNotAllowed'))
  // Next's automatic OPTIONS would list the methods exported below only to refuse them.
  const OPTIONS = async () =>
    new Response(null, { status: 204, headers: { Allow: ALLOW, 'Cache-Control': 'no-store' } })
  return { POST: handler, GET: notAllowed, PUT: notAllowed, PATCH: notAllowed, DELETE: notAllowed, OPTIONS }
}
