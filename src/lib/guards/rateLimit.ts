/**
 * Per-client limit: at most `limit` takes (submissions, status attempts, sign-in failures, tracker
 * batches) in any sliding window of `windowMs`. In memory, per process (several app instances each
 * keep their own count). Keys are opaque (see clientKey.ts): the limiter never sees an address.
 *
 * A taken slot can be given back (`release`) when the request failed through no fault of the
 * client (a 5xx of ours, such as the database being down), so our outage never locks anyone out.
 */
export type RateDecision = { allowed: true; release: () => void } | { allowed: false; retryAfterSeconds: number }

/** Above this many tracked clients, expired entries are swept and, failing that, the oldest dropped. */
const MAX_KEYS = 100_000

export class RateLimiter {
  private readonly hits = new Map<string, number[]>()

  constructor(
    private readonly limit: () => number,
    private readonly windowMs: () => number,
    private readonly now: () => number = Date.now,
  ) {}

  take(key: string): RateDecision {
    const now = this.now()
    const windowMs = this.windowMs()
    const recent = (this.hits.get(key) ?? []).filter((at) => at > now - windowMs)
    if (recent.length >= this.limit()) {
      this.hits.set(key, recent)
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((recent[0] + windowMs - now) / 1000)) }
    }
    recent.push(now)
    this.hits.delete(key) // re-inserted last: Map order is then oldest activity first
    this.hits.set(key, recent)
    if (this.hits.size > MAX_KEYS) this.prune(now, windowMs)
    let released = false
    return {
      allowed: true,
      release: () => {
        if (released) return
        released = true
        const list = this.hits.get(key)
        const index = list?.lastIndexOf(now) ?? -1
        if (list && index >= 0) list.splice(index, 1)
      },
    }
  }

  /** Whether a take would be allowed now, without taking (for what is counted only once it happened). */
  allows(key: string): boolean {
    const since = this.now() - this.windowMs()
    return (this.hits.get(key) ?? []).filter((at) => at > since).length < this.limit()
  }

  /** How many clients are tracked (for tests). */
  get size(): number {
    return this.hits.size
  }

  private prune(now: number, windowMs: number) {
    for (const [key, list] of this.hits) {
      if (list.every((at) => at <= now - windowMs)) this.hits.delete(key)
    }
    // Still full: a flood of distinct keys. Forget the least recently active first.
    for (const key of this.hits.keys()) {
      if (this.hits.size <= MAX_KEYS) break
      this.hits.delete(key)
    }
  }
}
