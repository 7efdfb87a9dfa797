import { Readable } from 'node:stream'

import { openStoredFile } from './storage'

/** Staff-only answers: never kept by a browser cache or a shared proxy. */
export const PRIVATE_HEADERS = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' }

/**
 * `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266): an ASCII stand-in for old clients
 * and the real (Korean) name for the rest. Quotes, backslashes and controls never reach the header.
 */
export function contentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'attachment'
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`
}

/**
 * Streams a stored file (from disk or object storage) as a download (never shown inline: with `nosniff`, a browser cannot be
 * talked into running an uploaded page). Undefined when the file is gone.
 */
export async function attachmentResponse(file: {
  key: string
  filename: string
  mimeType: string
}): Promise<Response | undefined> {
  const opened = await openStoredFile(file.key)
  if (!opened) return undefined
  const stream = Readable.toWeb(opened.body) as ReadableStream<Uint8Array>
  return new Response(stream, {
    headers: {
      ...PRIVATE_HEADERS,
      'Content-Type': file.mimeType,
      'Content-Length': String(opened.size),
      'Content-Disposition': contentDisposition(file.filename),
    },
  })
}
