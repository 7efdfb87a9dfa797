import { positiveInt } from '../guards/config'

/**
 * The pipeline's own settings from the environment, read at call time (those of the guards it
 * runs, TRUST_PROXY and the body's timeouts, are in src/lib/guards/config.ts).
 */

/** Per-client submissions allowed in one window (SUBMISSION_RATE_LIMIT, default 5). */
export const rateLimit = () => positiveInt('SUBMISSION_RATE_LIMIT', 5)

/** The rate-limit window (SUBMISSION_RATE_WINDOW_SECONDS, default 3600: one hour). */
export const rateWindowMs = () => positiveInt('SUBMISSION_RATE_WINDOW_SECONDS', 3600) * 1000
