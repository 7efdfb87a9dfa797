import type { AfterErrorHook } from 'payload'

import { isDatabaseUnavailable } from '../http/errors'
import { RestQueryError } from './readLimits'

/** The SQLSTATE of a database error, found through the wrappers (Drizzle puts node-postgres' error in `cause`). */
export function sqlState(error: unknown): string | undefined {
  for (
    let e: unknown = error, depth = 0;
    e && typeof e === 'object' && depth < 5;
    e = (e as { cause?: unknown }).cause, depth++
  ) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code
  }
  return undefined
}

type Answer = { status: number; message: string }

/**
 * The form parser's (busboy's) words for a multipart or urlencoded body it cannot read: a cut
 * body, a boundary that never comes, a broken part header. Payload lets them through as 500s.
 */
const UNREADABLE_FORM =
  /^(Unexpected end of (form|file)|Malformed (part header|urlencoded form|content type)|Multipart: Boundary not found|Request is not eligible for file upload)$/

const isUnreadableForm = (error: unknown) => error instanceof Error && UNREADABLE_FORM.test(error.message)

/** An HTTP status a thrown error carries (Payload's APIError and its kin: Forbidden, NotFound…). */
const statusOf = (error: unknown) =>
  error && typeof error === 'object' && typeof (error as { status?: unknown }).status === 'number'
    ? (error as { status: number }).status
    : undefined

/**
 * What the client did wrong, for errors Payload lets through as 500s: `null` for ours to own.
 * - a `where` or `data` query parameter that is not JSON (Payload calls JSON.parse on it);
 * - a value Postgres cannot read as its column's type (class 22, "data exception": `in=a,b` on
 *   an id, a date that is not a date); reads and the writes' transactions change nothing then;
 * - our own query bounds (readLimits);
 * - a statement cancelled by the REST statement time limit (57014), which is the server's refusal;
 * - a database that cannot be reached, or no free connection within the pool's wait: the server is
 *   busy or down, not broken (503, as the public site answers), and the request may be sent again.
 */
export function clientFault(error: unknown): Answer | null {
  if (isUnreadableForm(error)) return { status: 400, message: 'The form data of the body could not be read.' }
  if (error instanceof RestQueryError || (error instanceof Error && error.name === 'RestQueryError'))
    return { status: 400, message: error.message }
  if (error instanceof SyntaxError) return { status: 400, message: 'A query parameter holds malformed JSON.' }
  const state = sqlState(error)
  if (state === '57014')
    return {
      status: 503,
      message: 'The query took too long and was stopped; narrow it (fewer conditions, a smaller limit).',
    }
  if (state?.startsWith('22'))
    return { status: 400, message: 'A value in the request does not fit its field (e.g. a non-numeric id).' }
  if (isDatabaseUnavailable(error))
    return { status: 503, message: 'The database is busy or unreachable. Please try again in a moment.' }
  return null
}

/** Payload's REST answers these as 400 or 503 with a clear message instead of "An unknown error occurred." (500). */
export const answerClientFaults: AfterErrorHook = ({ error }) => {
  const answer = clientFault(error)
  if (!answer) return
  return { status: answer.status, response: { errors: [{ message: answer.message }] } }
}

/**
 * True for an error the client caused, answered 4xx: Payload's own (a refused read, a missing
 * document; it means to log them at info, but looks them up by class name, which the production
 * build shortens) and the faults above. Its logger writes them at info (payload.config.ts).
 */
export function isClientFault(error: unknown): boolean {
  const status = statusOf(error)
  if (status !== undefined && status >= 400 && status < 500) return true
  const answer = clientFault(error)
  return answer !== null && answer.status < 500
}
