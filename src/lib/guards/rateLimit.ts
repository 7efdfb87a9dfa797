import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible'

import { redisCacheClient } from '../cache/redisClient'

/**
 * A limit: at most `points` takes per key (a client, an account, a case number: always an opaque
 * key, see keys.ts) in a fixed window of `windowMs` that starts at the key's first take.
 *
 * The counters are rate-limiter-flexible's: in Redis when REDIS_URL is set, so every instance of
 * the cluster counts against the same numbers (five submissions through one instance and a sixth
 * through another is still six), and in the process's memory otherwise. While Redis is out of
 * reach each process falls back to counting in its own memory (the library's insurance limiter):
 * a limit then holds per instance rather than not at all, and no request waits on Redis.
 *
 * A taken slot can be given back (`release`) when the request failed through no fault of the
 * client (a 5xx of ours, such as the database being down, or a right password), so our outage
 * never locks anyone out.
 */
export type RateDecision =
  | { allowed: true; count: number; windowStartMs: number; release: () => Promise<void> }
  | { allowed: false; retryAfterSeconds: number }

export type LimitSpec = {
  /** A short, stable name: the Redis key prefix, and one store per name per process. */
  name: string
  points: () => number
  windowMs: () => number
}

// One store per limit per process, on globalThis: Next bundles routes apart, and two bundles of
// the same limit must count together.
const STORES = Symbol.for('baedal.rateLimitStores')

function store(spec: LimitSpec): RateLimiterAbstract {
  const holder = globalThis as typeof globalThis & { [STORES]?: Map<string, RateLimiterAbstract> }
  const stores = (holder[STORES] ??= new Map())
  const existing = stores.get(spec.name)
  if (existing) return existing
  const options = {
    points: spec.points(),
    duration: Math.max(1, Math.round(spec.windowMs() / 1000)),
    keyPrefix: `rl:${spec.name}`,
  }
  const memory = new RateLimiterMemory(options)
  const limiter = process.env.REDIS_URL
    ? new RateLimiterRedis({
        ...options,
        storeClient: redisCacheClient(),
        // node-redis v5 (the cache's client): its command names, and no waiting while it reconnects.
        useRedisPackage: true,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memory,
      })
    : memory
  stores.set(spec.name, limiter)
  return limiter
}

const secondsUntil = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

export class RateLimiter {
  constructor(private readonly spec: LimitSpec) {}

  get name(): string {
    return this.spec.name
  }

  /** Counts `points` takes of `key` (one by default): allowed (with the count so far), or the seconds to wait. */
  async take(key: string, points = 1): Promise<RateDecision> {
    const limiter = store(this.spec)
    try {
      const result = await limiter.consume(key, points)
      let released = false
      return {
        allowed: true,
        count: result.consumedPoints,
        windowStartMs: Date.now() + result.msBeforeNext - limiter.duration * 1000,
        release: async () => {
          if (released) return
          released = true
          await limiter.reward(key, points)
        },
      }
    } catch (refusal) {
      if (!(refusal instanceof RateLimiterRes)) throw refusal
      // The store counted the refused take too; a refusal is no take, so a slot given back later
      // (release) frees a real one.
      await limiter.reward(key, points)
      return { allowed: false, retryAfterSeconds: secondsUntil(refusal.msBeforeNext) }
    }
  }

  /** Forgets every take of `key` (a pair that signed in starts afresh). */
  async forget(key: string): Promise<void> {
    await store(this.spec).delete(key)
  }

  /**
   * The seconds until `key` may take again when it has nothing left now, else null; counts
   * nothing. A store out of reach answers null: the take that follows decides.
   */
  async refusedFor(key: string): Promise<number | null> {
    try {
      const state = await store(this.spec).get(key)
      return state && state.consumedPoints >= this.spec.points() ? secondsUntil(state.msBeforeNext) : null
    } catch {
      return null
    }
  }

  /** Whether a take would be allowed now, without taking (for what is counted only once it happened). */
  async allows(key: string): Promise<boolean> {
    const state = await store(this.spec).get(key)
    return !state || state.consumedPoints < this.spec.points()
  }
}
