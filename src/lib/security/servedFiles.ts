/**
 * Headers of the files Payload serves (`/api/images/file/*`, `/api/downloads/file/*`). Payload
 * names the type by the file's own bytes; pictures and sound may show in place (pages use them in
 * `<img>` and `<audio>`), anything else is saved to disk and never opened as a page of this site.
 * SVG is not a picture here: it can carry script.
 */
const SHOWN_IN_PLACE = /^(?:image\/(?:png|jpeg|gif|webp|avif)|audio\/[\w.+-]+)(?:;|$)/i

/** Payload's `upload.modifyResponseHeaders`. */
export function servedFileHeaders({ headers }: { headers: Headers }): Headers {
  if (!SHOWN_IN_PLACE.test(headers.get('content-type') ?? '')) headers.set('Content-Disposition', 'attachment')
  return headers
}
