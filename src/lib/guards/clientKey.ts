import { createHmac, randomBytes } from 'node:crypto'

import { trustedProxies } from './config'

/**
 * The address a request came from, as far as the app can know it.
 *
 * The production server (server/main.ts) decides it before Next.js sees the request: the
 * connection's address, or with TRUST_PROXY=n the address the outermost trusted proxy saw
 * (server/clientAddress.ts), written as the request's only X-Forwarded-For hop. That one hop is
 * what is read here. Under `next dev`, which has no such step, the same rule is applied to the
 * header as it came (the n-th hop from the right; without TRUST_PROXY, the whole header, which
 * Next fills with the connection's address when a request has none).
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
