import { fileInputAccept } from '../guards/acceptedFiles'

/**
 * What a form shows about its attachment before any check: the picker's hint and a file's size.
 * Kept apart from `attachment.ts` so a page does not load the byte check until a file is chosen.
 */

/**
 * The `accept` attribute of the file input: PDF, images, Office documents, Hangul (HWP, HWPX)
 * and ZIP. It only steers the picker; the first bytes decide, with the server's own rule.
 */
export const attachmentAccept = fileInputAccept

/** "820 KB", "2.4 MB" (binary units, as the 30 MB limit). */
export function formatFileSize(bytes: number, locale: string): string {
  const number = (n: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(n)
  if (bytes < 1024 * 1024) return `${number(Math.max(bytes / 1024, 0.1))} KB`
  return `${number(bytes / 1024 / 1024)} MB`
}
