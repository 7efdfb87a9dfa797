/**
 * A success envelope already serialized. A cached list page is asked for again and again: its
 * answer is serialized once, kept as long as the page object it was made from is kept (the list
 * cache holds it), and sent as it is. (Not pre-compressed: Next drops a route handler's
 * Content-Encoding and compresses the body itself, so gzip bytes would be compressed twice.)
 */
export class EncodedBody {
  readonly bytes: Buffer

  constructor(json: string) {
    this.bytes = Buffer.from(json)
  }

  response(): Response {
    // A copy per response: the kept bytes are never handed to a stream that could detach them.
    return new Response(new Uint8Array(this.bytes), { headers: { 'content-type': 'application/json' } })
  }
}

const bodies = new WeakMap<object, EncodedBody>()

/** The encoded success envelope of what `toData` makes of `source`, made once per source object. */
export function encodedSuccess(source: object, toData: () => unknown): EncodedBody {
  let body = bodies.get(source)
  if (!body) {
    body = new EncodedBody(JSON.stringify({ detail: 'success', data: toData() }))
    bodies.set(source, body)
  }
  return body
}
