/**
 * The attachment names the forms accept, on their own: the file picker's `accept` hint needs
 * only these, while the check that decides (`fileType.ts`, the names with the bytes that may carry
 * them) is loaded by the browser only once a file is chosen. `fileType.ts` types its table by this
 * list, so the two cannot drift apart.
 */
export const ACCEPTED_EXTENSIONS = [
  'pdf',
  'png',
  'jpg',
  'jpeg',
  'gif',
  'webp',
  'zip',
  'docx',
  'xlsx',
  'pptx',
  'hwpx',
  'doc',
  'xls',
  'ppt',
  'hwp',
] as const

export type AcceptedExtension = (typeof ACCEPTED_EXTENSIONS)[number]

/** The file input's `accept` attribute (a hint to the picker; `checkFile` decides). */
export const fileInputAccept = ACCEPTED_EXTENSIONS.map((ext) => `.${ext}`).join(',')
