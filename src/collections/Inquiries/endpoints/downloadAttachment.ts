import { APIError, type Endpoint, type PayloadRequest } from 'payload'

import { isDatabaseUnavailable } from '@/lib/http/errors'
import { parseIdSegment } from '@/lib/ids'
import { attachmentResponse, PRIVATE_HEADERS } from '@/lib/submissions/download'

const fail = (status: number, message: string) =>
  Response.json({ errors: [{ message }] }, { status, headers: PRIVATE_HEADERS })

/**
 * `GET /api/inquiries/:id/attachment`: the inquiry's file, for the staff who may read the
 * inquiry (editors and admins). The read goes through the collection's own access rules, so
 * whoever cannot read the row cannot have its file: 401 without a login, 403 for a role without
 * access (before any lookup, so it says nothing about which ids exist), 404 for a reader when
 * there is no such inquiry or it has no file.
 */
export const downloadAttachment: Endpoint = {
  path: '/:id/attachment',
  method: 'get',
  handler: async (req: PayloadRequest) => {
    if (!req.user) return fail(401, 'Log in to download attachments.')
    const id = String(req.routeParams?.id ?? '')
    // An id the integer column can hold (a larger one would be a database error, a 500).
    if (parseIdSegment(id, 0) === null) return fail(404, 'Not found.')
    try {
      const inquiry = await req.payload.findByID({
        collection: 'inquiries',
        id: Number(id),
        req,
        overrideAccess: false,
        depth: 0,
      })
      const { key, filename, mimeType } = inquiry?.attachment ?? {}
      if (!key || !filename || !mimeType) return fail(404, 'Not found.')
      const response = await attachmentResponse({ key, filename, mimeType })
      if (!response) req.payload.logger.error(`inquiry ${id} names an attachment that is not in storage`)
      return response ?? fail(404, 'Not found.')
    } catch (error) {
      if (error instanceof APIError && error.status === 403)
        return fail(403, 'You are not allowed to download this attachment.')
      if (error instanceof APIError && error.status === 404) return fail(404, 'Not found.')
      if (isDatabaseUnavailable(error))
        return fail(503, 'The service is temporarily unavailable. Please try again shortly.')
      req.payload.logger.error({ err: error, msg: `attachment of inquiry ${id} could not be served` })
      return fail(500, 'An unexpected error occurred.')
    }
  },
}
