import { limitKey } from '@/lib/guards/clientKey'
import { RateLimiter } from '@/lib/guards/rateLimit'

/**
 * Wrong second steps allowed per account before it locks for the window: codes, recovery codes
 * and passkey answers at sign-in, and the code that confirms adding a passkey, all count here.
 */
export const SECOND_STEP_FAILURES = 5
export const SECOND_STEP_WINDOW_MS = 15 * 60 * 1000

export const secondStepFailures = new RateLimiter({
  name: 'second-step-failures',
  points: () => SECOND_STEP_FAILURES,
  windowMs: () => SECOND_STEP_WINDOW_MS,
})

export const secondStepKey = (userId: number) => limitKey('second-step', String(userId))
