import { checkFile, type FileRefusal } from '../guards/fileType'
import { MAX_FILE_BYTES } from '../guards/limits'

/** One attachment per form, up to 30 MB (SPEC §5, §9): 30 × 1024 × 1024 bytes. */
export const ATTACHMENT_MAX_BYTES = MAX_FILE_BYTES

/** How many leading bytes are read to tell a file's type (magic numbers sit in the first few). */
export const SNIFF_BYTES = 4096

export type AttachmentProblem = 'tooLarge' | 'empty' | 'type' | 'name'

const problems: Record<FileRefusal, AttachmentProblem> = {
  size: 'tooLarge',
  empty: 'empty',
  type: 'type',
  name: 'name',
}

/**
 * Why a file may not be attached, or null: the server's very check (`checkFile`), run in the
 * browser before any upload, so the two never disagree. `head` is its first bytes.
 */
export function attachmentProblem(file: { name: string; size: number }, head: Uint8Array): AttachmentProblem | null {
  const check = checkFile({ name: file.name, size: file.size, head })
  return check.ok ? null : problems[check.reason]
}

/** The browser's check of a chosen file: size first (nothing read), then name and first bytes. */
export async function checkAttachment(file: File): Promise<AttachmentProblem | null> {
  if (file.size > ATTACHMENT_MAX_BYTES || file.size === 0) return attachmentProblem(file, new Uint8Array())
  return attachmentProblem(file, new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()))
}
