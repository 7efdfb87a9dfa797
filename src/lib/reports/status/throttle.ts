import { limitKey } from '../../guards/clientKey'
import { RateLimiter } from '../../guards/rateLimit'

/** Wrong attempts allowed per case number and per client within the window (10 an hour). */
export const FAILURE_LIMIT = 10
export const FAILURE_WINDOW_MS = 60 * 60 * 1000

// Both status endpoints count against the same two limits (one store per name per process, or Redis).
const cases = new RateLimiter({ name: 'status-cases', points: () => FAILURE_LIMIT, windowMs: () => FAILURE_WINDOW_MS })
const clients = new RateLimiter({
  name: 'status-clients',
  points: () => FAILURE_LIMIT,
  windowMs: () => FAILURE_WINDOW_MS,
})

/**
 * The wrong-attempt budget of one request. Every attempt is counted as a failure *before* its
 * secret is checked, so a burst of parallel guesses cannot all slip in while the slow hash runs;
 * the count is given back when the attempt turns out right (a success never counts), when it was
 * no attempt at all (a refused body), or when the failure was ours (database down).
 *
 * `takeClient` / `takeCase` answer the seconds until the client or case is free again when it is
 * locked (10 failures within the hour), else null. A locked case is refused whatever the secret,
 * and identically whether or not the case exists: the case number counts before it is looked up.
 */
export class Attempt {
  private readonly releases: (() => Promise<void>)[] = []

  takeClient(clientKey: string): Promise<number | null> {
    return this.take(clients, clientKey)
  }

  /** A case number is counted only as an opaque key (normalised as the lookup normalises it). */
  takeCase(caseNumber: string): Promise<number | null> {
    return this.take(cases, limitKey('case', caseNumber))
  }

  /** Not a failure after all: every count this attempt took is given back. */
  async forgive(): Promise<void> {
    await Promise.all(this.releases.splice(0).map((release) => release()))
  }

  private async take(limiter: RateLimiter, key: string): Promise<number | null> {
    const slot = await limiter.take(key)
    if (!slot.allowed) return slot.retryAfterSeconds
    this.releases.push(slot.release)
    return null
  }
}
