import { createHmac } from 'node:crypto'

import { payloadSecret } from '../env'
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

/**
 * An opaque key for something a limit counts (a client's address, an email, a case number): an
 * HMAC under a secret derived from PAYLOAD_SECRET for that purpose. Every instance derives the same
 * key, so the counters in Redis are shared; the value itself is never kept, and the keys cannot be
 * turned back into addresses or emails without the site's secret.
 */
export function limitKey(purpose: string, value: string): string {
  const secret = createHmac('sha256', payloadSecret()).update(`rate-limit-key:${purpose}`).digest()
  return createHmac('sha256', secret).update(value).digest('base64url')
}

/** The opaque key of a request's client. */
export const clientKey = (headers: Headers): string => limitKey('client', clientAddress(headers))
