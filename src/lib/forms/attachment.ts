import { sniffFileType } from '../submissions/fileType'

/** One attachment per form, up to 30 MB (SPEC §5, §9): 30 × 1024 × 1024 bytes. */
export const ATTACHMENT_MAX_BYTES = 30 * 1024 * 1024

/**
 * The names a visitor may attach: PDF, images, Office documents, Hangul (HWP, HWPX) and ZIP. The
 * name only steers the file picker and the first check; the first bytes decide (sniffFileType),
 * in the browser before the upload and again on the server.
 */
export const attachmentExtensions = ['pdf', 'jpg', 'jpeg', 'png', 'gif', 'webp', 'doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'hwp', 'hwpx', 'zip'] as const

/** The `accept` attribute of the file input. */
export const attachmentAccept = attachmentExtensions.map((ext) => `.${ext}`).join(',')

/** How many leading bytes are read to tell a file's type (magic numbers sit in the first few). */
export const SNIFF_BYTES = 4096

export type AttachmentProblem = 'tooLarge' | 'empty' | 'type'

const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.')
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : ''
}

/** Why a file may not be attached, or null. `head` is its first bytes (at most SNIFF_BYTES). */
export function attachmentProblem(file: { name: string; size: number }, head: Uint8Array): AttachmentProblem | null {
  if (file.size > ATTACHMENT_MAX_BYTES) return 'tooLarge'
  if (file.size === 0) return 'empty'
  const named = (attachmentExtensions as readonly string[]).includes(extensionOf(file.name))
  return named && sniffFileType(head) !== null ? null : 'type'
}

/** The browser's check of a chosen file: size first (nothing read), then name and first bytes. */
export async function checkAttachment(file: File): Promise<AttachmentProblem | null> {
  if (file.size > ATTACHMENT_MAX_BYTES || file.size === 0) return attachmentProblem(file, new Uint8Array())
  return attachmentProblem(file, new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()))
}

/** "820 KB", "2.4 MB" (binary units, as the 30 MB limit). */
export function formatFileSize(bytes: number, locale: string): string {
  const number = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n)
  if (bytes < 1024 * 1024) return `${number(Math.max(bytes / 1024, 0.1))} KB`
  return `${number(bytes / 1024 / 1024)} MB`
}
