import { createHmac, randomBytes } from 'node:crypto'

import { trustedProxies } from './config'

/**
 * The address a request came from, as far as the app can know it.
 *
 * With TRUST_PROXY=n, the n-th address from the right of X-Forwarded-For: the one the outermost
 * trusted proxy saw (anything left of it was written by the client and proves nothing).
 *
 * Without it, Next.js gives route handlers no socket address: `next start` only fills in
 * X-Forwarded-For with the socket's address when the request has none. So the whole header is
 * used, which is the socket's address for an honest client; a client that forges the header can
 * spread its requests over many keys. Production should run behind a proxy that sets the
 * header, with TRUST_PROXY set (docs/configuration.md).
 */
export function clientAddress(headers: Headers, proxies = trustedProxies()): string {
  const header = headers.get('x-forwarded-for') ?? ''
  if (proxies <= 0) return header.trim() || 'unknown'
  const hops = header
    .split(',')
    .map((hop) => hop.trim())
    .filter(Boolean)
  return hops[Math.max(0, hops.length - proxies)] ?? 'unknown'
}

// A fresh secret per process: the keys cannot be turned back into addresses, not even by someone
// holding a memory dump and a list of candidate addresses from another day.
const secret = randomBytes(32)

/** An opaque, per-process key for a client: the HMAC of its address. The address itself is never kept. */
export function clientKey(headers: Headers): string {
  return createHmac('sha256', secret).update(clientAddress(headers)).digest('base64url')
}
