import { getPayload, type SanitizedConfig } from 'payload'

type Handler<C> = (request: Request, context: C) => Promise<Response>

/**
 * What a visitor may send Payload's REST unsigned: the staff sign-in's own steps, as a small body
 * (JSON, or the form data the admin's own sign-in form sends).
 */
const ANONYMOUS_STEPS =
  /^\/api\/users\/(?:login|logout|refresh-token|forgot-password|reset-password|unlock|first-register|verify\/[^/]+)\/?$/
/** The largest body an unsigned step sends (an email and a password, a reset token, as a form). */
export const ANONYMOUS_BODY_BYTES = 64 * 1024

const refuse = (status: number, message: string) =>
  // Closed after the answer: the rest of a large body is never read, not even to be dropped.
  Response.json({ errors: [{ message }] }, { status, headers: { 'Cache-Control': 'no-store', Connection: 'close' } })

/** Why an unsigned write is refused from its head alone, or null when it is a small sign-in step. */
function refusalOf(request: Request): Response | null {
  if (!ANONYMOUS_STEPS.test(new URL(request.url).pathname))
    return refuse(403, 'You are not allowed to perform this action.')
  const length = request.headers.get('content-length')
  if (request.body !== null && length === null) return refuse(411, 'Send the body with its Content-Length.')
  if (Number(length) > ANONYMOUS_BODY_BYTES) return refuse(413, 'The body is too large.')
  return null
}

/**
 * Payload reads a write's whole body (an upload to a temp file on disk) before it checks who is
 * writing: an anonymous 40 MB upload to `/api/images` was written to disk, then refused. Here a
 * write is judged by its head first: a visitor without a staff session may only take the sign-in's
 * own steps, with a small body that declares its length; anything else (an upload, a body without a length, a large
 * one) is refused before a byte of it is read. Staff writes stream on to Payload with their limits.
 */
export function staffOnlyWrites<C>(config: Promise<SanitizedConfig>, handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const payload = await getPayload({ config })
    const { user } = await payload.auth({ headers: request.headers })
    if (user) return handler(request, context)
    return refusalOf(request) ?? handler(request, context)
  }
}
