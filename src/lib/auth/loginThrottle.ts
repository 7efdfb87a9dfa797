import { createHmac, pbkdf2, randomBytes } from 'node:crypto'
import { promisify } from 'node:util'

import { RateLimiter } from '../guards/rateLimit'

/**
 * How staff sign-ins are slowed, instead of Payload's hard lock that
 * anyone knowing an editor's email could trigger to lock them out:
 * - per client: at most CLIENT_FAILURES failed sign-ins in CLIENT_WINDOW_MS, then 429 until the
 *   window has passed (a guesser on one address stops there, the editor elsewhere is unaffected);
 * - per account: after ACCOUNT_FREE_FAILURES failures within ACCOUNT_WINDOW_MS, each further
 *   attempt on that email waits, doubling up to ACCOUNT_MAX_DELAY_MS (guessing from many
 *   addresses becomes slow; the editor, with the right password, only waits);
 * - unknown emails cost what a wrong password costs (one password hash), so neither the answer
 *   nor its time tells whether an account exists.
 * Every attempt counts before its check (parallel guesses cannot slip through) and is given back
 * when it succeeds. In memory, per process, like the submission limits.
 */
export const CLIENT_FAILURES = 20
export const CLIENT_WINDOW_MS = 15 * 60 * 1000
export const ACCOUNT_FREE_FAILURES = 3
export const ACCOUNT_WINDOW_MS = 15 * 60 * 1000
export const ACCOUNT_MAX_DELAY_MS = 8000
/** Password-reset requests per client: each may send a mail. */
export const RESET_REQUESTS = 5
export const RESET_WINDOW_MS = 60 * 60 * 1000
/** Reset mails per account in RESET_WINDOW_MS, however many clients ask: a mailbox is not flooded. */
export const RESET_MAILS_PER_ACCOUNT = 3
/** A reset request is answered no sooner than this, whether or not a mail was sent. */
export const RESET_MIN_MS = 1500

type Limits = {
  clients: RateLimiter
  accounts: Map<string, number[]>
  resets: RateLimiter
  resetMails: RateLimiter
  secret: Buffer
}

// One set of counts per process: Next bundles routes apart, so it lives on globalThis.
const SHARED = Symbol.for('baedal.loginThrottle')

function limits(): Limits {
  const holder = globalThis as typeof globalThis & { [SHARED]?: Limits }
  holder[SHARED] ??= {
    clients: new RateLimiter(
      () => CLIENT_FAILURES,
      () => CLIENT_WINDOW_MS,
    ),
    accounts: new Map(),
    resets: new RateLimiter(
      () => RESET_REQUESTS,
      () => RESET_WINDOW_MS,
    ),
    resetMails: new RateLimiter(
      () => RESET_MAILS_PER_ACCOUNT,
      () => RESET_WINDOW_MS,
    ),
    secret: randomBytes(32),
  }
  return holder[SHARED]
}

/** An email as counted: lower-cased, trimmed, kept only as an HMAC. */
const accountKey = (email: string) =>
  createHmac('sha256', limits().secret).update(email.trim().toLowerCase()).digest('base64url')

/** How long the next attempt on an account waits, given its failures in the window. */
export const accountDelayMs = (failures: number) =>
  failures < ACCOUNT_FREE_FAILURES ? 0 : Math.min(1000 * 2 ** (failures - ACCOUNT_FREE_FAILURES), ACCOUNT_MAX_DELAY_MS)

export type SignInAttempt =
  { allowed: false; retryAfterSeconds: number } | { allowed: true; delayMs: number; forgive: () => void }

/** Counts one sign-in attempt of a client (an opaque key) on an email. */
export function startSignIn(client: string, email: string): SignInAttempt {
  const { clients, accounts } = limits()
  const slot = clients.take(client)
  if (!slot.allowed) return slot
  const key = accountKey(email)
  const now = Date.now()
  const failures = (accounts.get(key) ?? []).filter((at) => at > now - ACCOUNT_WINDOW_MS)
  const delayMs = accountDelayMs(failures.length)
  failures.push(now)
  accounts.set(key, failures)
  return {
    allowed: true,
    delayMs,
    forgive: () => {
      slot.release()
      accounts.delete(key)
    },
  }
}

/** Counts one password-reset request of a client: null when allowed, else the seconds to wait. */
export function startResetRequest(client: string): number | null {
  const slot = limits().resets.take(client)
  return slot.allowed ? null : slot.retryAfterSeconds
}

/** Whether an email may be sent another reset mail (at most RESET_MAILS_PER_ACCOUNT an hour). */
export const resetMailLeft = (email: string): boolean => limits().resetMails.allows(accountKey(email))

/**
 * Counts a reset mail sent to an email. Counted once sent, not when asked for: a request that
 * sends nothing (an unknown email, or Payload's own 15 s between two mails to an account) does not
 * use one up, so a burst of requests cannot spend an account's mails for the hour.
 */
export function countResetMail(email: string): void {
  limits().resetMails.take(accountKey(email))
}

const pbkdf2Async = promisify(pbkdf2)

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
  await pbkdf2Async(password, randomBytes(32).toString('hex'), iterations, keyLength, 'sha256')
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
