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
