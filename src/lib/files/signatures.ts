/**
 * File signatures (magic numbers): what a file's first bytes prove it is, whatever its name or
 * declared type says. Pure and dependency-free, so the browser (a form's attachment check) and the
 * server (submissions, staff uploads) decide alike.
 */

/** Whether `head` holds `bytes` at `offset`. */
export const startsWith = (head: Uint8Array, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((b, i) => head[offset + i] === b)

/** The bytes of an ASCII signature. */
export const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0))

export type Signature = { mimeType: string; test: (head: Uint8Array) => boolean }

/** The pictures every browser shows: PNG, JPEG, GIF and WebP. */
export const WEB_IMAGE_SIGNATURES: readonly Signature[] = [
  { mimeType: 'image/png', test: (h) => startsWith(h, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) },
  { mimeType: 'image/jpeg', test: (h) => startsWith(h, [0xff, 0xd8, 0xff]) },
  { mimeType: 'image/gif', test: (h) => startsWith(h, ascii('GIF87a')) || startsWith(h, ascii('GIF89a')) },
  { mimeType: 'image/webp', test: (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WEBP'), 8) },
]

/**
 * AVIF: an ISO base media file (`ftyp` box first) whose major brand is `avif` (a still picture) or
 * `avis` (a sequence). Other ftyp files (MP4, HEIC, MOV) are not pictures a browser shows.
 */
export const AVIF_SIGNATURE: Signature = {
  mimeType: 'image/avif',
  test: (h) => startsWith(h, ascii('ftyp'), 4) && (startsWith(h, ascii('avif'), 8) || startsWith(h, ascii('avis'), 8)),
}

/** A file name's extension, lower case, without the dot ('' when it has none). */
export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}
