/**
 * Next's data and page cache in Redis (REDIS_URL), shared by every instance of one build: a publish
 * on one instance expires the page on all of them. next.config.ts names this file only when
 * REDIS_URL is set (and `cacheMaxMemorySize: 0`, so no instance keeps a copy of its own); without
 * it Next keeps its cache on disk as before.
 *
 * Redis is a cache, never a dependency: a request never waits for it. The client connects in the
 * background and reconnects by itself; while it is away, reads miss (pages render fresh from the
 * database), writes are dropped, and expiries are kept and sent once it is back, so a page cached
 * before an outage cannot outlive a publish made during it.
 *
 * Keys carry the build id: a new release never serves the pages of the one before.
 */
import { CacheHandler } from '@fortedigital/nextjs-cache-handler'
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings'

import { redisCacheClient } from '../src/lib/cache/redisClient'
import { withHeldExpiries } from '../src/lib/cache/heldExpiries'

CacheHandler.onCreation(({ buildId }) => {
  const client = redisCacheClient()
  const redis = createRedisHandler({
    client,
    keyPrefix: `site:${buildId ?? 'dev'}:`,
    // Each command's own bound: a Redis that accepts but stalls costs a request at most this.
    timeoutMs: 1000,
  })
  return { handlers: [withHeldExpiries(redis, client)] }
})

export default CacheHandler
