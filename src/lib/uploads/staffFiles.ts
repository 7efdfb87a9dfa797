import {
  ascii,
  AVIF_SIGNATURE,
  extensionOf,
  startsWith,
  WEB_IMAGE_SIGNATURES,
  type Signature,
} from '../files/signatures'

/**
 * What staff may upload to the public libraries, decided by the file's first bytes (never by the
 * declared type, which the browser guesses from the name) together with its name:
 *
 * | library   | accepted (signature → names)                                              | at most |
 * |-----------|---------------------------------------------------------------------------|---------|
 * | images    | PNG, JPEG, GIF, WebP, AVIF → any of png, jpg, jpeg, gif, webp, avif        | 20 MB   |
 * | downloads | ZIP `PK 03 04` → zip; WAV `RIFF….WAVE` → wav; MP3 (`ID3` or an MPEG audio  | 50 MB   |
 * |           | frame) → mp3; Ogg `OggS` → ogg, oga                                       |         |
 *
 * Everything else is refused: SVG (text that can carry script), HTML or any text under a picture's
 * name, programs under any name, and a download whose name is not its kind (a ZIP named `.exe`),
 * because the name is what a visitor's computer opens it by. A picture's name may be any picture
 * extension: browsers show it by its bytes, and the stored type is the one the bytes prove.
 */

export type Library = 'images' | 'downloads'

const MB = 1024 * 1024

/** The largest file each library takes. The largest of all is also Payload's multipart limit. */
// Payload reads a multipart body (to a temp file, `upload.useTempFiles`) before any access rule
// runs, for visitors too: the largest limit is what one anonymous request can make the server
// hold, so it stays at Payload's own request limit (50 MB) until such bodies are refused before
// they are read.
export const UPLOAD_MAX_BYTES: Record<Library, number> = { images: 20 * MB, downloads: 50 * MB }

/** The largest file any library takes: where Payload's multipart reader stops reading. */
export const LARGEST_UPLOAD_BYTES = Math.max(...Object.values(UPLOAD_MAX_BYTES))

/** How many leading bytes the checks need. */
export const UPLOAD_HEAD_BYTES = 16

type Kind = Signature & { extensions: readonly string[] }

const IMAGE_EXTENSIONS = ['png', 'jpg', 'jpeg', 'gif', 'webp', 'avif'] as const

/** An MPEG audio frame header: 11 sync bits, then a layer that is not the reserved 00. */
const mpegFrame = (h: Uint8Array) => h.length >= 2 && h[0] === 0xff && (h[1] & 0xe0) === 0xe0 && (h[1] & 0x06) !== 0

const KINDS: Record<Library, readonly Kind[]> = {
  images: [...WEB_IMAGE_SIGNATURES, AVIF_SIGNATURE].map((signature) => ({
    ...signature,
    extensions: IMAGE_EXTENSIONS,
  })),
  downloads: [
    { mimeType: 'application/zip', extensions: ['zip'], test: (h) => startsWith(h, [0x50, 0x4b, 0x03, 0x04]) },
    {
      mimeType: 'audio/wav',
      extensions: ['wav'],
      test: (h) => startsWith(h, ascii('RIFF')) && startsWith(h, ascii('WAVE'), 8),
    },
    { mimeType: 'audio/mpeg', extensions: ['mp3'], test: (h) => startsWith(h, ascii('ID3')) || mpegFrame(h) },
    { mimeType: 'audio/ogg', extensions: ['ogg', 'oga'], test: (h) => startsWith(h, ascii('OggS')) },
  ],
}

/** The MIME types each library accepts (Payload's `upload.mimeTypes`: the admin's file picker and its own check). */
export const acceptedMimeTypes = (library: Library): string[] => KINDS[library].map((kind) => kind.mimeType)

export type UploadRefusal = 'empty' | 'size' | 'type'

export type UploadCheck = { ok: true; mimeType: string } | { ok: false; reason: UploadRefusal }

/** Checks one staff upload: its size, then that its bytes are an accepted kind that its name agrees with. */
export function checkUpload(library: Library, file: { name: string; size: number; head: Uint8Array }): UploadCheck {
  if (file.size === 0) return { ok: false, reason: 'empty' }
  if (file.size > UPLOAD_MAX_BYTES[library]) return { ok: false, reason: 'size' }
  const kind = KINDS[library].find((k) => k.test(file.head))
  if (!kind || !kind.extensions.includes(extensionOf(file.name))) return { ok: false, reason: 'type' }
  return { ok: true, mimeType: kind.mimeType }
}
