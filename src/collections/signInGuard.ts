import {
  APIError,
  type CollectionAfterErrorHook,
  type CollectionAfterLoginHook,
  type CollectionBeforeLoginHook,
  type CollectionAfterForgotPasswordHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import {
  countResetMail,
  resetMailLeft,
  spendPasswordCheck,
  sleep,
  startResetRequest,
  startSignIn,
  type SignInAttempt,
} from '@/lib/auth/loginThrottle'
import { passwordTurn } from '@/lib/auth/passwordTurn'
import { clientKey } from '@/lib/guards/clientKey'
import { customT } from './staffPassword'

/** A sign-in or reset request over the client's limit: 429, saying when to come back, in words and in Retry-After. */
class TooManyAttempts extends APIError {
  constructor(req: PayloadRequest, key: 'custom:signInThrottled' | 'custom:resetThrottled', seconds: number) {
    super(customT(req)(key, { minutes: Math.ceil(seconds / 60) }), 429, { retryAfterSeconds: seconds }, true)
    // Set explicitly: the production bundle minifies class names, and Payload shows only named errors.
    this.name = 'TooManyAttempts'
    // Payload's error answer carries the request's response headers.
    req.responseHeaders = new Headers(req.responseHeaders)
    req.responseHeaders.set('Retry-After', String(seconds))
  }
}

/**
 * A reset request over its account's mail limit (RESET_MAILS_PER_ACCOUNT an hour). Thrown before
 * Payload looks the account up, so nothing is written or sent and the last mailed link still
 * works; answered as every reset request is (answerWithheldReset).
 */
class ResetMailWithheld extends APIError {
  constructor() {
    super('reset mail withheld', 200, undefined, true)
    this.name = 'ResetMailWithheld'
  }
}

/**
 * Gives a withheld reset request the answer Payload gives every other one (its forgot-password
 * endpoint's `{ message: t('general:success') }`, 200), so the answer never tells a limit apart
 * from a mail sent, nor an account from an unknown email.
 */
export const answerWithheldReset: CollectionAfterErrorHook = ({ error, req }) =>
  error.name === 'ResetMailWithheld' ? { response: { message: req.t('general:success') }, status: 200 } : undefined

const ATTEMPT = 'signInAttempt'

/**
 * Before Payload checks a sign-in or a reset request (src/lib/auth/loginThrottle.ts): the client's
 * limit, the account's growing wait, and, for an email no account has, the same password work a
 * wrong password costs. Payload's own answer follows unchanged, so an unknown email and a wrong
 * password get the same 401 in the same time.
 */
export const guardSignIn: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation === 'forgotPassword') {
    const wait = await startResetRequest(clientKey(req.headers))
    if (wait !== null) throw new TooManyAttempts(req, 'custom:resetThrottled', wait)
    const email = (args as { data?: { email?: unknown } }).data?.email
    if (typeof email === 'string' && !(await resetMailLeft(email))) throw new ResetMailWithheld()
    return args
  }
  if (operation !== 'login') return args
  const { email, password } = (args as { data?: { email?: unknown; password?: unknown } }).data ?? {}
  if (typeof email !== 'string' || typeof password !== 'string') return args
  const attempt = await startSignIn(clientKey(req.headers), email)
  if (!attempt.allowed) throw new TooManyAttempts(req, 'custom:signInThrottled', attempt.retryAfterSeconds)
  req.context[ATTEMPT] = attempt
  if (attempt.delayMs > 0) await sleep(attempt.delayMs)
  // One password check at a time per process (src/lib/auth/passwordTurn.ts), held until Payload
  // has checked it (endPasswordTurn) or failed (endPasswordTurnOnError).
  req.context[TURN] = await passwordTurn()
  const where = { email: { equals: email.trim().toLowerCase() } }
  const account = await req.payload.db.findOne<{ id: number; hash?: string }>({ collection: 'users', req, where })
  if (!account) {
    const stand = await req.payload.db.findOne<{ id: number; hash?: string }>({ collection: 'users', req, where: {} })
    if (stand?.hash) await spendPasswordCheck(password, stand.hash)
  }
  return args
}

const TURN = 'passwordTurn'
const endTurn = (req: PayloadRequest) => (req.context?.[TURN] as (() => void) | undefined)?.()

/** The first beforeLogin hook: the password was checked, the next sign-in may check its own. */
export const endPasswordTurn: CollectionBeforeLoginHook = ({ req, user }) => {
  endTurn(req)
  return user
}

/** A sign-in that failed (a wrong password, an unknown email, a refused second step) ends its turn. */
export const endPasswordTurnOnError: CollectionAfterErrorHook = ({ req }) => {
  endTurn(req)
  return undefined
}

/** Gives back the counts of a sign-in whose password was right (also before its second step). */
export const forgivePassword = async (req: PayloadRequest): Promise<void> => {
  await (req.context[ATTEMPT] as Extract<SignInAttempt, { allowed: true }> | undefined)?.forgive()
}

/** A sign-in that succeeded was no failure: its counts are given back. */
export const forgiveSignIn: CollectionAfterLoginHook = async ({ req, user }) => {
  await forgivePassword(req)
  return user
}

/** Payload runs this once it has sent a reset mail (never for an unknown email): that mail is counted. */
export const countSentResetMail: CollectionAfterForgotPasswordHook = async ({ args }) => {
  const email = (args as { data?: { email?: unknown } } | undefined)?.data?.email
  if (typeof email === 'string') await countResetMail(email)
}

/**
 * How Payload logs these refusals (payload.config's loggingLevels): a throttled sign-in as a line
 * of information, a withheld reset mail not at all (it is answered as a success, and a stranger
 * could otherwise fill the error log with stack traces at will).
 */
export const SIGN_IN_REFUSAL_LOGGING = { TooManyAttempts: 'info', ResetMailWithheld: false } as const
