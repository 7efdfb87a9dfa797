import { ascii, extensionOf, startsWith, WEB_IMAGE_SIGNATURES } from '../files/signatures'
import { ACCEPTED_EXTENSIONS, type AcceptedExtension } from './acceptedFiles'
import { MAX_FILE_BYTES } from './limits'

/**
 * Which attachments the forms accept (a submission's, a reporter's follow-up message's), decided
 * by the file's first bytes (its magic number), never by the declared Content-Type. Pure
 * functions on a name, a size and the first bytes: the browser runs them on
 * `file.slice(0, FILE_HEAD_BYTES)` before uploading, the server on the first bytes it streamed to
 * disk.
 *
 * The whitelist (the name's extension must belong to the family the bytes prove):
 *
 * | family   | signature (first bytes)                         | extensions                       |
 * |----------|-------------------------------------------------|----------------------------------|
 * | PDF      | `%PDF-`                                         | pdf                              |
 * | image    | PNG `89 50 4E 47 0D 0A 1A 0A`, JPEG `FF D8 FF`, | png, jpg, jpeg, gif, webp        |
 * |          | GIF `GIF87a`/`GIF89a`, WebP `RIFF….WEBP`         | (any image name, any image bytes)|
 * | ZIP      | `PK 03 04`                                       | zip, docx, xlsx, pptx, hwpx      |
 * | OLE2     | `D0 CF 11 E0 A1 B1 1A E1` (compound file)       | doc, xls, ppt, hwp               |
 * | HWP 3    | `HWP Document File`                             | hwp                              |
 *
 * Everything else is refused: SVG, HTML and other text (no signature), executables (`MZ`, ELF,
 * Mach-O) whatever their name, and an accepted signature under a name outside its family (a ZIP
 * named `.exe`, an OLE2 installer named `.msi`). Requiring both means the name a staff member
 * downloads always opens in a viewer for what the bytes are. The stored type is the one the
 * bytes prove (images) or the family's type for that extension (PDF, Office, HWP, ZIP).
 */

/** How many leading bytes the checks need. */
export const FILE_HEAD_BYTES = 64

type Family = 'pdf' | 'image' | 'zip' | 'ole2' | 'hwp3'

/** The family the first bytes prove, with its type (an image's own; a family's generic one otherwise). */
function sniff(head: Uint8Array): { family: Family; mimeType: string } | undefined {
  if (startsWith(head, ascii('%PDF-'))) return { family: 'pdf', mimeType: 'application/pdf' }
  const image = WEB_IMAGE_SIGNATURES.find((s) => s.test(head))
  if (image) return { family: 'image', mimeType: image.mimeType }
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return { family: 'zip', mimeType: 'application/zip' }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]))
    return { family: 'ole2', mimeType: 'application/x-ole-storage' }
  if (startsWith(head, ascii('HWP Document File'))) return { family: 'hwp3', mimeType: 'application/x-hwp' }
  return undefined
}

/**
 * The family a file's first bytes prove, as a MIME type (the image's own type for images), or
 * null when they prove none of the accepted ones. `checkFile` adds the name's agreement with it.
 */
export function sniffFileType(head: Uint8Array): string | null {
  return sniff(head)?.mimeType ?? null
}

const OOXML = 'application/vnd.openxmlformats-officedocument'

/** Accepted extensions: the families whose bytes may carry them, and the type stored for them. */
const EXTENSIONS: Record<AcceptedExtension, { families: Family[]; mimeType: string }> = {
  pdf: { families: ['pdf'], mimeType: 'application/pdf' },
  png: { families: ['image'], mimeType: 'image/png' },
  jpg: { families: ['image'], mimeType: 'image/jpeg' },
  jpeg: { families: ['image'], mimeType: 'image/jpeg' },
  gif: { families: ['image'], mimeType: 'image/gif' },
  webp: { families: ['image'], mimeType: 'image/webp' },
  zip: { families: ['zip'], mimeType: 'application/zip' },
  docx: { families: ['zip'], mimeType: `${OOXML}.wordprocessingml.document` },
  xlsx: { families: ['zip'], mimeType: `${OOXML}.spreadsheetml.sheet` },
  pptx: { families: ['zip'], mimeType: `${OOXML}.presentationml.presentation` },
  hwpx: { families: ['zip'], mimeType: 'application/hwp+zip' },
  doc: { families: ['ole2'], mimeType: 'application/msword' },
  xls: { families: ['ole2'], mimeType: 'application/vnd.ms-excel' },
  ppt: { families: ['ole2'], mimeType: 'application/vnd.ms-powerpoint' },
  hwp: { families: ['ole2', 'hwp3'], mimeType: 'application/x-hwp' },
}

export { fileInputAccept } from './acceptedFiles'

export type FileRefusal = 'name' | 'empty' | 'size' | 'type'

export type FileCheck = { ok: true; filename: string; mimeType: string } | { ok: false; reason: FileRefusal }

// C0 and C1 controls, DEL, and the bidirectional overrides that make `exe.pdf` out of `fdp.exe`.
const UNSAFE_CHARS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/
const MAX_NAME_LENGTH = 255

/**
 * The visitor's file name, made fit for display and for a download header: Unicode NFC (macOS
 * sends decomposed Hangul), trimmed, shortened to 255 characters keeping the extension. A name
 * carrying a path (`/`, `\`, or the name `..`), a NUL or any control or bidi character is refused: browsers
 * send a bare name, so such a name is an attack, not a mistake to repair.
 */
export function displayFileName(raw: string | undefined): string | undefined {
  if (raw === undefined) return undefined
  const name = raw.normalize('NFC').trim()
  if (!name || name === '.' || name === '..' || /[/\\]/.test(name) || UNSAFE_CHARS.test(name)) return undefined
  if (name.length <= MAX_NAME_LENGTH) return name
  const dot = name.lastIndexOf('.')
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : ''
  return name.slice(0, MAX_NAME_LENGTH - ext.length) + ext
}

// A list lookup, not a key lookup: a name ending in `.constructor` must not find Object.prototype's.
const isAccepted = (ext: string): ext is AcceptedExtension => (ACCEPTED_EXTENSIONS as readonly string[]).includes(ext)

/** Checks one attachment: its name, its size and its first bytes (at least FILE_HEAD_BYTES of them). */
export function checkFile(file: { name: string | undefined; size: number; head: Uint8Array }): FileCheck {
  const filename = displayFileName(file.name)
  if (!filename) return { ok: false, reason: 'name' }
  if (file.size === 0) return { ok: false, reason: 'empty' }
  if (file.size > MAX_FILE_BYTES) return { ok: false, reason: 'size' }
  const ext = extensionOf(filename)
  const accepted = isAccepted(ext) ? EXTENSIONS[ext] : undefined
  const sniffed = sniff(file.head)
  if (!accepted || !sniffed || !accepted.families.includes(sniffed.family)) return { ok: false, reason: 'type' }
  return { ok: true, filename, mimeType: sniffed.family === 'image' ? sniffed.mimeType : accepted.mimeType }
}
