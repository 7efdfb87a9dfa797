/**
 * Why a request was refused, by a guard (Origin, rate limit, body, multipart, file type) or by
 * the route behind it. Each code is an HTTP status and a `forms.server.<code>` message; field
 * errors are rule keys (`max:200`, `fileType`) translated as `forms.validation.<rule>`, the same
 * keys the browser's zod resolver shows, so both speak with one voice. A route with messages of
 * its own maps these codes onto them (the reports' status page: `StatusError`).
 */
export const requestFailures = {
  methodNotAllowed: 405,
  forbiddenOrigin: 403,
  // The route serves no form of that name (`POST /api/forms/<kind>`).
  unknownKind: 400,
  rateLimited: 429,
  tooLarge: 413,
  malformed: 400,
  tooManyFiles: 400,
  invalid: 400,
  fileRefused: 400,
  timeout: 408,
  // The client went away mid-upload: nobody reads this answer, but it must be well-formed.
  aborted: 400,
  unavailable: 503,
  unexpected: 500,
} as const

export type RequestFailure = keyof typeof requestFailures

export type FieldErrors = Record<string, string>

export class RequestError extends Error {
  readonly status: number

  constructor(
    readonly code: RequestFailure,
    readonly fieldErrors?: FieldErrors,
    /** Seconds, for 429's Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(code)
    this.name = 'RequestError'
    this.status = requestFailures[code]
  }
}

export const isRequestError = (error: unknown): error is RequestError => error instanceof RequestError
