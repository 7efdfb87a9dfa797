import { isRequestError, requestFailures, type FieldErrors } from '../../guards/errors'

/**
 * Why a status request was refused: the request guards' reasons (src/lib/guards/errors.ts; the
 * message endpoint parses its body with the guards' multipart reader) and two of the status
 * page's own. Each code is an HTTP status and a `status.server.<code>` message.
 */
export const statusFailures = {
  ...requestFailures,
  // One answer for a wrong secret, a wrong case number and a case that does not exist.
  wrongCredentials: 401,
  // Too many wrong attempts for the case or from the client within the window.
  locked: 429,
} as const

export type StatusFailure = Exclude<keyof typeof statusFailures, 'unknownKind' | 'rateLimited'>

export class StatusError extends Error {
  readonly status: number

  constructor(
    readonly code: StatusFailure,
    readonly fieldErrors?: FieldErrors,
    /** Seconds, for 429's Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(code)
    this.name = 'StatusError'
    this.status = statusFailures[code]
  }
}

/** A refusal of a request guard (the body, the multipart reader) as the status page's own. */
export function fromRequestError(error: unknown): StatusError | undefined {
  if (error instanceof StatusError) return error
  if (!isRequestError(error)) return undefined
  const code = error.code === 'unknownKind' ? 'malformed' : error.code === 'rateLimited' ? 'locked' : error.code
  return new StatusError(code, error.fieldErrors, error.retryAfter)
}
