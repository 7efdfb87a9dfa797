import type { IncomingMessage } from 'node:http'
import { isIPv6 } from 'node:net'

import { trustedProxies } from '../src/lib/guards/config'

/** The 8 groups of an IPv6 address, `::` expanded; null when it is not one. */
function ipv6Groups(address: string): string[] | null {
  if (!isIPv6(address)) return null
  const [head = '', tail] = address.split('%')[0]!.split('::')
  const part = (text: string) => (text ? text.split(':') : [])
  if (tail === undefined) return part(head)
  const [left, right] = [part(head), part(tail)]
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
}

/**
 * A client as the limits count it. An IPv4 peer of a dual-stack socket as people write it
 * (`::ffff:203.0.113.7` is 203.0.113.7). An IPv6 client by its /64: one connection is given a
 * whole /64 (2^64 addresses) and could otherwise be someone new at every request. A port a proxy
 * may append (`203.0.113.7:5123`, `[2001:db8::1]:5123`) is not part of the client.
 */
function plain(address: string | undefined): string {
  const bare = (address ?? '')
    .trim()
    .replace(/^\[([^\]]+)\](?::\d+)?$/, '$1')
    .replace(/^(\d+\.\d+\.\d+\.\d+):\d+$/, '$1')
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '')
  const groups = ipv6Groups(bare)
  if (groups)
    return `${groups
      .slice(0, 4)
      .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
      .join(':')}::/64`
  return bare || 'unknown'
}

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
    .map((hop) => plain(hop))
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
