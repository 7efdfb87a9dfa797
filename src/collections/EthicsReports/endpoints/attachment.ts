import { APIError, type Endpoint, type PayloadRequest } from 'payload'

import { isDatabaseUnavailable } from '@/lib/http/errors'
import { parseIdSegment } from '@/lib/ids'
import { decryptData } from '@/lib/reports/crypto'
import { fileAad } from '@/lib/reports/sealed'
import { contentDisposition, PRIVATE_HEADERS } from '@/lib/submissions/download'
import type { StoredAttachment } from '@/lib/submissions/kind'
import { readStoredFile } from '@/lib/submissions/storage'
import { isCompliance } from '../access'
import { writeAudit } from '../audit'
import { openedMessageOf, openedReportOf } from '@/lib/reports/content'
import type { reportKeysOf } from '@/lib/reports/keys'

type Keys = NonNullable<Awaited<ReturnType<typeof reportKeysOf>>>
type Found = { reportId: number; keys: Keys; file?: StoredAttachment }

const fail = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: PRIVATE_HEADERS })

/** The file, decrypted and authenticated whole, as a download no browser sniffs or caches; the download is an audit entry. */
async function serve(req: PayloadRequest, { reportId, keys, file }: Found, what: string): Promise<Response> {
  if (!file) return fail(404, 'Not found.')
  const stored = await readStoredFile(file.key)
  if (!stored) {
    req.payload.logger.error(`${what} names an attachment that is not in storage`)
    return fail(404, 'Not found.')
  }
  let data: Buffer
  try {
    data = decryptData(keys.key, stored, fileAad(keys.sealId, file.key))
  } catch (error) {
    req.payload.logger.error(`${what}: the attachment could not be decrypted (${(error as Error).message})`)
    return fail(500, 'The file could not be opened.')
  }
  await writeAudit(req, { caseNumber: keys.caseNumber, report: reportId, action: 'downloaded' })
  return new Response(new Uint8Array(data), {
    headers: {
      ...PRIVATE_HEADERS,
      'Content-Type': file.mimeType,
      'Content-Length': String(data.length),
      'Content-Disposition': contentDisposition(file.filename),
    },
  })
}

/**
 * `GET /api/<collection>/:id/attachment` for compliance only: 401 without a login, 403 for any
 * other role before any lookup (so it says nothing about which ids exist), then the collection's
 * own read rule as the user, 404 when there is no such row or no file. The stored key of the file
 * is read through the database adapter (the API never hands it out).
 */
function attachmentEndpoint(
  collection: 'ethics-reports' | 'report-messages',
  find: (req: PayloadRequest, id: number) => Promise<Found | null>,
): Endpoint {
  return {
    path: '/:id/attachment',
    method: 'get',
    handler: async (req: PayloadRequest) => {
      if (!req.user) return fail(401, 'Log in to download attachments.')
      if (!isCompliance(req)) return fail(403, 'You are not allowed to download this attachment.')
      const id = String(req.routeParams?.id ?? '')
      // An id the integer column can hold (a larger one would be a database error, a 500).
      if (parseIdSegment(id, 0) === null) return fail(404, 'Not found.')
      const what = `${collection} ${id}`
      try {
        // Selects no content: the access check is not an opening of the report (no 'read' entry).
        await req.payload.findByID({
          collection,
          id: Number(id),
          req,
          overrideAccess: false,
          depth: 0,
          select: { createdAt: true },
        })
        const found = await find(req, Number(id))
        return found ? await serve(req, found, what) : fail(404, 'Not found.')
      } catch (error) {
        if (error instanceof APIError && error.status === 403)
          return fail(403, 'You are not allowed to download this attachment.')
        if (error instanceof APIError && error.status === 404) return fail(404, 'Not found.')
        if (isDatabaseUnavailable(error))
          return fail(503, 'The service is temporarily unavailable. Please try again shortly.')
        req.payload.logger.error({ err: error, msg: `the attachment of ${what} could not be served` })
        return fail(500, 'An unexpected error occurred.')
      }
    },
  }
}

/** The reporter's file sent with the report. */
export const reportAttachment = attachmentEndpoint('ethics-reports', async (req, id) => {
  const opened = await openedReportOf(req.payload, id, req)
  return opened && { reportId: id, keys: opened.keys, file: opened.content.attachment }
})

/** A file the reporter added later on the status page. */
export const messageAttachment = attachmentEndpoint('report-messages', async (req, id) => {
  const opened = await openedMessageOf(req.payload, id, req)
  return opened && { reportId: opened.reportId, keys: opened.keys, file: opened.content.attachment }
})
