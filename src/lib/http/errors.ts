/** An error whose message is safe to show to the client, with the HTTP status it maps to. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
    this.name = 'HttpError'
  }
}

/** A refusal for now, not for good: the client may try again after `retryAfterSeconds` (503). */
export class ServiceBusyError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(503, message)
    this.name = 'ServiceBusyError'
  }
}

export const badRequest = (message: string) => new HttpError(400, message)
export const notFound = (message = 'Not found.') => new HttpError(404, message)

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now
  '08000',
  '08001',
  '08003',
  '08006',
])
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Client has encountered a connection error/i

/** True when the error (or anything in its cause chain) means the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth++) {
    const e = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown[] }
    if (typeof e.code === 'string' && UNAVAILABLE_CODES.has(e.code)) return true
    if (typeof e.message === 'string' && UNAVAILABLE_MESSAGES.test(e.message)) return true
    if (Array.isArray(e.errors) && e.errors.some(isDatabaseUnavailable)) return true
    current = e.cause
  }
  return false
}

/** True when Postgres cancelled a statement at its time limit (query_canceled, 57014). */
export function isStatementTimeout(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && depth < 8; depth++) {
    if ((current as { code?: unknown }).code === '57014') return true
    current = (current as { cause?: unknown }).cause
  }
  return false
}
