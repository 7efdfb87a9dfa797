import { createHmac, randomBytes } from 'node:crypto'

import { RateLimiter } from '../../guards/rateLimit'

/** Wrong attempts allowed per case number and per client within the window (10 an hour). */
export const FAILURE_LIMIT = 10
export const FAILURE_WINDOW_MS = 60 * 60 * 1000

type Throttle = { cases: RateLimiter; clients: RateLimiter; secret: Buffer }

// Both status endpoints must count against the same limiters, and Next bundles each route on its
// own: the one instance lives on globalThis, not in a module variable each bundle would copy.
const SHARED = Symbol.for('baedal.reportStatusThrottle')

function shared(): Throttle {
  const holder = globalThis as typeof globalThis & { [SHARED]?: Throttle }
  holder[SHARED] ??= {
    cases: new RateLimiter(
      () => FAILURE_LIMIT,
      () => FAILURE_WINDOW_MS,
    ),
    clients: new RateLimiter(
      () => FAILURE_LIMIT,
      () => FAILURE_WINDOW_MS,
    ),
    // Per process, like the client keys: a case number is kept only as an HMAC under it.
    secret: randomBytes(32),
  }
  return holder[SHARED]
}

/** The opaque key a case number is counted under (normalised as the lookup normalises it). */
const caseKey = (throttle: Throttle, caseNumber: string) =>
  createHmac('sha256', throttle.secret).update(caseNumber).digest('base64url')

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
  private readonly releases: (() => void)[] = []
  private readonly throttle = shared()

  takeClient(clientKey: string): number | null {
    return this.take(this.throttle.clients, clientKey)
  }

  takeCase(caseNumber: string): number | null {
    return this.take(this.throttle.cases, caseKey(this.throttle, caseNumber))
  }

  /** Not a failure after all: every count this attempt took is given back. */
  forgive(): void {
    for (const release of this.releases.splice(0)) release()
  }

  private take(limiter: RateLimiter, key: string): number | null {
    const slot = limiter.take(key)
    if (!slot.allowed) return slot.retryAfterSeconds
    this.releases.push(slot.release)
    return null
  }
}
