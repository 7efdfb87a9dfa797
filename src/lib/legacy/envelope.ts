import { HttpError, isDatabaseUnavailable, isStatementTimeout, ServiceBusyError } from '../http/errors'
import { EncodedBody } from './encodedBody'

/** The legacy API envelope (SPEC §7): `{ detail: 'success', data }` or `{ detail: 'fail', message }`. */
export function success(data: unknown, init?: ResponseInit): Response {
  return Response.json({ detail: 'success', data }, init)
}

export function failure(status: number, message: string, headers?: HeadersInit): Response {
  return Response.json({ detail: 'fail', message }, { status, headers })
}

/** Turns any thrown value into a legacy failure; never leaks a stack trace or internals. */
export function failureFrom(error: unknown): Response {
  if (error instanceof ServiceBusyError)
    return failure(error.status, error.message, { 'Retry-After': String(error.retryAfterSeconds) })
  if (error instanceof HttpError) return failure(error.status, error.message)
  // A statement cancelled at the public time limit: the database is busy, the request may be retried.
  if (isDatabaseUnavailable(error) || isStatementTimeout(error)) {
    return failure(503, 'The service is temporarily unavailable. Please try again shortly.', { 'Retry-After': '5' })
  }
  console.error('[legacy-api] unexpected error', error)
  return failure(500, 'An unexpected error occurred.')
}

type Handler<P> = (request: Request, params: P) => Promise<unknown>

const ALLOW = 'GET, HEAD'

/**
 * Builds a route module for a read-only legacy endpoint: GET runs the handler inside the error
 * mapping (a handler returns the data, or an EncodedBody of a cached page); every write method
 * answers 405 with an Allow header.
 */
export function legacyRoute<P = Record<string, never>>(handler: Handler<P>) {
  const GET = async (request: Request, context: { params: Promise<P> }) => {
    try {
      const data = await handler(request, await context.params)
      return data instanceof EncodedBody ? data.response() : success(data)
    } catch (error) {
      return failureFrom(error)
    }
  }
  const notAllowed = async () => failure(405, 'Method not allowed: this endpoint is read-only.', { Allow: ALLOW })
  // Next's automatic OPTIONS would list the write methods exported above only to refuse them.
  const OPTIONS = async () => new Response(null, { status: 204, headers: { Allow: ALLOW } })
  return { GET, OPTIONS, POST: notAllowed, PUT: notAllowed, PATCH: notAllowed, DELETE: notAllowed }
}
