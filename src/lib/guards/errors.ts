/**
 * Why a submission was refused. Each code is an HTTP status and a `forms.server.<code>` message;
 * field errors are rule keys (`max:200`, `fileType`) translated as `forms.validation.<rule>`, the
 * same keys the browser's zod resolver shows, so both speak with one voice.
 */
export const submissionFailures = {
  methodNotAllowed: 405,
  forbiddenOrigin: 403,
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

export type SubmissionFailure = keyof typeof submissionFailures

export type FieldErrors = Record<string, string>

export class SubmissionError extends Error {
  readonly status: number

  constructor(
    readonly code: SubmissionFailure,
    readonly fieldErrors?: FieldErrors,
    /** Seconds, for 429's Retry-After. */
    readonly retryAfter?: number,
  ) {
    super(code)
    this.name = 'SubmissionError'
    this.status = submissionFailures[code]
  }
}

export const isSubmissionError = (error: unknown): error is SubmissionError => error instanceof SubmissionError
