/** The head tag (`<meta name content>`) of a page that rendered the not-found view. */
export const NOT_FOUND_META = { name: 'http-status', content: '404' } as const

/** The tag as React writes it into the head. */
const NOT_FOUND_TAG = `<meta name="${NOT_FOUND_META.name}" content="${NOT_FOUND_META.content}"/>`

/**
 * The status a finished HTML document is sent with: a 200 whose page rendered the not-found view
 * (its NOT_FOUND_META tag) becomes a 404; every other status stays as Next set it.
 */
export function documentStatus(html: Buffer | string, status: number): number {
  return status === 200 && html.includes(NOT_FOUND_TAG) ? 404 : status
}

/** The same tag in a page's RSC payload (what a client-side navigation reads): `["$","meta",key,{…}]`. */
const NOT_FOUND_FLIGHT = new RegExp(
  String.raw`\["\$","meta","[^"]*",\{"name":"${NOT_FOUND_META.name}","content":"${NOT_FOUND_META.content}"\}\]`,
)

/**
 * The status a finished RSC payload of a page is sent with, as documentStatus decides a document's:
 * the navigation's fetch then sees the 404 too (Next's router loads such an answer as a whole page,
 * which is the same not-found view, sent as 404).
 */
export function flightStatus(payload: Buffer | string, status: number): number {
  return status === 200 && NOT_FOUND_FLIGHT.test(payload.toString()) ? 404 : status
}
