/**
 * Payload's REST writes read a JSON body as the document's data and crash (500) when it is not an
 * object (`null`, `[]`, `"x"`), when the body is sent as another type (`text/plain`) or as form
 * data without a boundary. Checked
 * before Payload sees the request, so such a write is refused whole: nothing is parsed, nothing
 * is written.
 */

const BODY_TYPES = ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded']

const hasBody = (request: Request) =>
  request.body !== null &&
  (request.headers.has('transfer-encoding') || Number(request.headers.get('content-length')) > 0)

/** Why a write's body is refused, or null when Payload may read it. */
export async function refusedBody(request: Request): Promise<string | null> {
  if (!hasBody(request)) return null
  const type = (request.headers.get('content-type') ?? '').split(';')[0].trim().toLowerCase()
  if (!BODY_TYPES.includes(type)) return 'Send the body as application/json (an object) or multipart/form-data.'
  // Form data without its boundary cannot be split into fields (Payload answered it with a 500).
  if (type === 'multipart/form-data' && !/;\s*boundary=[^;\s]/i.test(request.headers.get('content-type') ?? ''))
    return 'The multipart body names no boundary.'
  if (type !== 'application/json') return null
  let data: unknown
  try {
    data = JSON.parse(await request.clone().text())
  } catch {
    return 'The body is not valid JSON.'
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    return 'The body must be a JSON object of fields.'
  return null
}

type Handler<C> = (request: Request, context: C) => Promise<Response>

/** The route handler, answering a refused body with 400 and a JSON error in Payload's shape. */
export function checkedBody<C>(handler: Handler<C>): Handler<C> {
  return async (request, context) => {
    const refusal = await refusedBody(request)
    if (!refusal) return handler(request, context)
    return Response.json({ errors: [{ message: refusal }] }, { status: 400 })
  }
}
