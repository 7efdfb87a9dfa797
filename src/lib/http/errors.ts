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
