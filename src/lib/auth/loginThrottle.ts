import { randomBytes } from 'node:crypto'

import { limitKey } from '../guards/clientKey'
import { RateLimiter } from '../guards/rateLimit'
import { idlePbkdf2 } from './idleHash'

/**
 * How staff sign-ins are slowed, instead of Payload's hard lock that anyone knowing an editor's
 * email could trigger to lock them out. Every count is a shared limit (src/lib/guards/rateLimit.ts:
 * Redis when configured, so the cluster's instances count together):
 * - per client: at most CLIENT_FAILURES failed sign-ins in CLIENT_WINDOW_MS, then 429 with
 *   Retry-After until the window has passed. This is checked before anything else, so a client
 *   past it never makes the server hash a password;
 * - per client and account: after PAIR_FREE_FAILURES attempts within PAIR_WINDOW_MS, each further
 *   attempt of that client on that email starts later, the gaps doubling from 1 s up to
 *   PAIR_MAX_DELAY_MS. The n-th attempt's start is fixed when it is counted (the window's start
 *   plus the gaps before it), so ten attempts sent at once run one after another, no faster than
 *   ten in a row. Keyed by client *and* account, a stranger's guesses never slow the owner's own
 *   browser;
 * - unknown emails cost what a wrong password costs (one password hash), so neither the answer
 *   nor its time tells whether an account exists.
 * Every attempt counts before its check (parallel guesses cannot slip through) and is given back
 * when it succeeds.
 */
export const CLIENT_FAILURES = 20
export const CLIENT_WINDOW_MS = 15 * 60 * 1000
export const PAIR_FREE_FAILURES = 3
export const PAIR_WINDOW_MS = 15 * 60 * 1000
export const PAIR_MAX_DELAY_MS = 8000
/** Password-reset requests per client: each may send a mail. */
export const RESET_REQUESTS = 5
export const RESET_WINDOW_MS = 60 * 60 * 1000
/** Reset mails per account in RESET_WINDOW_MS, however many clients ask: a mailbox is not flooded. */
export const RESET_MAILS_PER_ACCOUNT = 3
/** A reset request is answered no sooner than this, whether or not a mail was sent. */
export const RESET_MIN_MS = 1500

const clients = new RateLimiter({
  name: 'sign-in-clients',
  points: () => CLIENT_FAILURES,
  windowMs: () => CLIENT_WINDOW_MS,
})
// Never refuses (the client limit does that): it numbers a pair's attempts within the window.
const pairs = new RateLimiter({
  name: 'sign-in-pairs',
  points: () => Number.MAX_SAFE_INTEGER,
  windowMs: () => PAIR_WINDOW_MS,
})
const resets = new RateLimiter({ name: 'reset-clients', points: () => RESET_REQUESTS, windowMs: () => RESET_WINDOW_MS })
const resetMails = new RateLimiter({
  name: 'reset-mails',
  points: () => RESET_MAILS_PER_ACCOUNT,
  windowMs: () => RESET_WINDOW_MS,
})

/** An email as counted: lower-cased, trimmed, kept only as an opaque key. */
const accountKey = (email: string) => limitKey('account', email.trim().toLowerCase())

/** The gap after a pair's n-th attempt within the window (0 for the free ones, then 1, 2, 4, 8, 8 … s). */
export const gapAfterMs = (attempt: number) =>
  attempt < PAIR_FREE_FAILURES ? 0 : Math.min(1000 * 2 ** (attempt - PAIR_FREE_FAILURES), PAIR_MAX_DELAY_MS)

/** When the n-th attempt of a window starting at `windowStartMs` may start: after every gap before it. */
export function attemptStartMs(windowStartMs: number, attempt: number): number {
  let start = windowStartMs
  for (let earlier = 1; earlier < attempt; earlier++) start += gapAfterMs(earlier)
  return start
}

export type SignInAttempt =
  { allowed: false; retryAfterSeconds: number } | { allowed: true; delayMs: number; forgive: () => Promise<void> }

/** Counts one sign-in attempt of a client (an opaque key) on an email. */
export async function startSignIn(client: string, email: string): Promise<SignInAttempt> {
  const slot = await clients.take(client)
  if (!slot.allowed) return slot
  const pair = limitKey('sign-in-pair', `${client}\n${accountKey(email)}`)
  const place = await pairs.take(pair)
  const delayMs = place.allowed ? Math.max(0, attemptStartMs(place.windowStartMs, place.count) - Date.now()) : 0
  return {
    allowed: true,
    delayMs,
    forgive: async () => {
      await slot.release()
      await pairs.forget(pair)
    },
  }
}

/**
 * The seconds a client past its sign-in limit must wait, else null; counts nothing. The server
 * asks this before the request reaches Next (server/signInRefusal.ts), so a refused guess costs a
 * look-up rather than a request through Payload; startSignIn still decides every other one.
 */
export const signInRefusedFor = (client: string): Promise<number | null> => clients.refusedFor(client)

/** Counts one password-reset request of a client: null when allowed, else the seconds to wait. */
export async function startResetRequest(client: string): Promise<number | null> {
  const slot = await resets.take(client)
  return slot.allowed ? null : slot.retryAfterSeconds
}

/** Whether an email may be sent another reset mail (at most RESET_MAILS_PER_ACCOUNT an hour). */
export const resetMailLeft = (email: string): Promise<boolean> => resetMails.allows(accountKey(email))

/**
 * Counts a reset mail sent to an email. Counted once sent, not when asked for: a request that
 * sends nothing (an unknown email, or Payload's own 15 s between two mails to an account) does not
 * use one up, so a burst of requests cannot spend an account's mails for the hour.
 */
export async function countResetMail(email: string): Promise<void> {
  await resetMails.take(accountKey(email))
}

/** Payload's (3.90) password hash formats: the current one is marked by its prefix. */
const CURRENT_HASH_PREFIX = 'pbkdf2-sha256-v1:'
export const passwordHashParameters = (storedHash: string) =>
  storedHash.startsWith(CURRENT_HASH_PREFIX)
    ? { iterations: 600_000, keyLength: 32 }
    : { iterations: 25_000, keyLength: 512 }

/**
 * The work of checking a password, spent for an email no account has: PBKDF2-SHA256 with the
 * parameters of a real account's stored hash (as Payload's `authenticateLocalStrategy` spends
 * them), so an unknown email takes as long as a wrong password. The integration test derives a
 * real account's stored hash with these parameters, so a change of Payload's shows there.
 */
export async function spendPasswordCheck(password: string, storedHash: string): Promise<void> {
  const { iterations, keyLength } = passwordHashParameters(storedHash)
  // At the lowest priority (idleHash.ts): nobody but the sender waits for this answer.
  await idlePbkdf2(password, randomBytes(32).toString('hex'), iterations, keyLength)
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
