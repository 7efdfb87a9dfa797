import type { IncomingMessage } from 'node:http'

import { trustedProxies } from '../src/lib/guards/config'

/** An IPv4 peer of a dual-stack socket as people write it (`::ffff:203.0.113.7` is 203.0.113.7). */
const plain = (address: string | undefined) => address?.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '') || 'unknown'

/**
 * Who sent a request, from its connection and X-Forwarded-For.
 *
 * The chain is what each proxy in front wrote (X-Forwarded-For, left to right) followed by the
 * connection's own address (the nearest proxy, or the client itself). With `proxies` trusted, the
 * client is the address the outermost trusted proxy saw: `proxies` places left of the connection.
 * Anything further left was written by the client and proves nothing. With no trusted proxy the
 * client is the connection: a header it wrote itself cannot make it someone else.
 */
export function clientAddressOf(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  proxies: number,
): string {
  const socket = plain(socketAddress)
  if (proxies <= 0) return socket
  const hops = [forwardedFor ?? []]
    .flat()
    .join(',')
    .split(',')
    .map((hop) => plain(hop.trim()))
    .filter((hop) => hop !== 'unknown')
  const chain = [...hops, socket]
  // Fewer hops than trusted proxies (a request that reached the server directly): the leftmost one.
  return chain[Math.max(0, chain.length - 1 - proxies)]!
}

/**
 * Writes the request's client address (clientAddressOf, with TRUST_PROXY) as its only
 * X-Forwarded-For hop, before Next.js sees the request: every per-client limit of the app
 * (src/lib/guards/clientKey.ts) reads that header, and Next gives a route no socket address.
 */
export function resolveClientAddress(req: IncomingMessage, proxies = trustedProxies()): void {
  req.headers['x-forwarded-for'] = clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], proxies)
}
