import { createClient, type RedisClientType } from '@redis/client'

/** A plain client: RESP2, no modules (what the cache handler is written for). */
export type RedisCacheClient = RedisClientType

/** How long a connection attempt may take, and the longest pause between attempts. */
const CONNECT_TIMEOUT_MS = 1000
const MAX_RETRY_DELAY_MS = 2000

/**
 * The cache's Redis connection: one per process (Next may load the cache handler more than once),
 * never awaited. Commands fail at once while it is down (no offline queue: a queued command would
 * hold its request until Redis returned), and it keeps reconnecting, quickly at first.
 */
export function redisCacheClient(url = process.env.REDIS_URL): RedisCacheClient {
  const holder = globalThis as typeof globalThis & { __siteRedisCache?: RedisCacheClient }
  if (holder.__siteRedisCache) return holder.__siteRedisCache
  if (!url) throw new Error('REDIS_URL is not set: the Redis cache handler needs it.')
  const client = createClient({
    url,
    disableOfflineQueue: true,
    pingInterval: 10_000,
    socket: {
      connectTimeout: CONNECT_TIMEOUT_MS,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, MAX_RETRY_DELAY_MS),
    },
  })
  let down = false
  // Unheard, a connection error would crash the process. One line an outage, not one a retry.
  client.on('error', (error: Error) => {
    if (down) return
    down = true
    console.warn(`[cache] Redis unreachable (${error.message}); pages render fresh until it is back.`)
  })
  client.on('ready', () => {
    if (down) console.info('[cache] Redis is back; pages are cached again.')
    down = false
  })
  // Resolves on the first connection, which may never come; the client keeps trying either way.
  client.connect().catch(() => {})
  holder.__siteRedisCache = client
  return client
}
