import { createHmac, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '../env'

/**
 * The secret of the draft preview route (src/app/api/preview): derived from PAYLOAD_SECRET, which
 * every instance shares, so no second secret has to be configured and kept in step. The admin puts
 * it in the preview links it gives a signed-in editor; the route also wants the editor's session.
 */
export const previewToken = (): string => createHmac('sha256', payloadSecret()).update('draft-preview').digest('hex')

/** Whether a request's token is the site's (compared in constant time). */
export function isPreviewToken(value: string | null | undefined): boolean {
  const expected = Buffer.from(previewToken())
  const given = Buffer.from(value ?? '')
  return given.length === expected.length && timingSafeEqual(given, expected)
}
