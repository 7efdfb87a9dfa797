import type { IncomingMessage } from 'node:http'

/**
 * A request target in absolute form (`GET http://host/path HTTP/1.1`), which an HTTP/1.1 server
 * must accept (RFC 9112 §3.2.2) though clients send it only to proxies, read as the origin form
 * Next expects: its path and query as the target, its authority as the Host (which, the RFC says,
 * replaces the header). The path is kept as sent, not normalized, so malformedRequest still judges
 * its encoding. `null` for any other target, and for an absolute form without an authority or with
 * user information (`http://user@host/`), which the site refuses as it is.
 */
export function originForm(target: string): { target: string; host: string } | null {
  const match = /^https?:\/\/([^/?#]*)(.*)$/is.exec(target)
  if (!match) return null
  const [, authority, rest] = match
  if (!authority || authority.includes('@')) return null
  return { host: authority, target: rest.startsWith('/') ? rest : `/${rest}` }
}

/** Rewrites an absolute-form request to its origin form, in place (see originForm). */
export function acceptAbsoluteForm(req: IncomingMessage): void {
  const found = originForm(req.url ?? '')
  if (!found) return
  req.url = found.target
  req.headers.host = found.host
}
