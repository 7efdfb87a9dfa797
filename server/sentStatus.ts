import type { ServerResponse } from 'node:http'

/**
 * The status this server sent in place of the one Next set, by response.
 *
 * Next goes on using a response after it is sent: a stale page is sent from the cache, then
 * re-rendered in the background with the same response, and that render reads its status (a 404
 * renders the not-found boundary's metadata instead of the page's: another title, and no
 * not-found tag). Had the server's 404 for a missing page stayed on the response, the re-rendered
 * copy Next stores would lack the tag the 404 is decided by, and every later visit would get a 200.
 * So the status goes on the wire only; the response keeps Next's, and the request log asks here.
 */
const sent = new WeakMap<ServerResponse, number>()

/** Runs `send` (which writes the head) with `status` on the wire, then gives the response back Next's status. */
export function sendWithStatus<T>(res: ServerResponse, status: number, send: () => T): T {
  const own = res.statusCode
  if (status === own) return send()
  res.statusCode = status
  try {
    return send()
  } finally {
    if (res.headersSent) sent.set(res, status)
    res.statusCode = own
  }
}

/** The status a response went out with. */
export const statusSent = (res: ServerResponse): number => sent.get(res) ?? res.statusCode
