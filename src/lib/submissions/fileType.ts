/**
 * MINIMAL STAND-IN, written on the form branch: the submission pipeline owns this file and its
 * whitelist. Same signature; the pipeline's version replaces it on merge.
 *
 * The type of a file by its first bytes (magic numbers), never by its name or declared type:
 * the MIME type of an accepted kind, or null for anything else. Pure, so the browser (before an
 * upload) and the server (while streaming) run the same check.
 */
export function sniffFileType(bytes: Uint8Array): string | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b)
  const ascii = (offset: number, text: string) => [...text].every((c, i) => bytes[offset + i] === c.charCodeAt(0))
  if (ascii(0, '%PDF-')) return 'application/pdf'
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'image/png'
  if (starts(0xff, 0xd8, 0xff)) return 'image/jpeg'
  if (ascii(0, 'GIF87a') || ascii(0, 'GIF89a')) return 'image/gif'
  if (ascii(0, 'RIFF') && ascii(8, 'WEBP')) return 'image/webp'
  // OLE2 compound file: .doc, .xls, .ppt and HWP 5.
  if (starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)) return 'application/x-ole-storage'
  // ZIP local file header: .docx, .xlsx, .pptx, .hwpx and plain .zip.
  if (starts(0x50, 0x4b, 0x03, 0x04)) return 'application/zip'
  return null
}
