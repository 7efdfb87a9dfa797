import { after } from 'next/server'

import { getPayloadClient } from '../../data/payload'
import { statusLookupSchema } from '../../forms/report'
import { GuardedBody } from '../../guards/body'
import { clientKey } from '../../guards/clientKey'
import { isSameOrigin } from '../../guards/origin'
import { resolveLocale } from '../../legacy/params'
import { fieldErrorsOf } from '../../submissions/kind'
import { exactSecret, normaliseCaseNumber, openCase, readCase } from './caseAccess'
import { fromRequestError, StatusError } from './errors'
import { asStatusError } from './failure'
import { statusOpened, statusRefused } from './respond'
import { Attempt } from './throttle'

/** A lookup is two short strings: anything near this size is not one. */
const MAX_JSON_BYTES = 8 * 1024

/**
 * `POST /api/reports/status`: Origin → client not locked → JSON `{ caseNumber, secret }` valid →
 * case not locked → the secret checked against the case's hash (a decoy for an unknown case) →
 * the case view. A wrong secret and an unknown case get the one same 401.
 */
export async function handleLookup(request: Request): Promise<Response> {
  const locale = resolveLocale(request)
  const body = request.body ? new GuardedBody(request.body, { maxBytes: MAX_JSON_BYTES }) : undefined
  after(() => body?.release())
  const attempt = new Attempt()
  try {
    if (!isSameOrigin(request.headers)) throw new StatusError('forbiddenOrigin')
    const clientLock = await attempt.takeClient(clientKey(request.headers))
    if (clientLock !== null) throw new StatusError('locked', undefined, clientLock)

    const values = await readJson(request, body)
    const parsed = statusLookupSchema.safeParse(values)
    if (!parsed.success) throw new StatusError('invalid', fieldErrorsOf(parsed.error))
    const caseNumber = normaliseCaseNumber(parsed.data.caseNumber)
    const caseLock = await attempt.takeCase(caseNumber)
    if (caseLock !== null) throw new StatusError('locked', undefined, caseLock)

    const payload = await getPayloadClient()
    const id = await openCase(payload, caseNumber, exactSecret(values.secret, parsed.data.secret))
    if (id === null) return await statusRefused(locale, new StatusError('wrongCredentials'))
    await attempt.forgive()
    return await statusOpened(locale, await readCase(payload, id))
  } catch (error) {
    // Refused before any secret was checked, or failed on our side: not a wrong attempt.
    await attempt.forgive()
    return statusRefused(locale, asStatusError(error))
  }
}

/** The body as a JSON object, read under its size limit. */
async function readJson(request: Request, body: GuardedBody | undefined): Promise<Record<string, unknown>> {
  if (!body || !/^application\/json\s*(;|$)/i.test(request.headers.get('content-type') ?? ''))
    throw new StatusError('malformed')
  if (Number(request.headers.get('content-length')) > MAX_JSON_BYTES) throw new StatusError('malformed')
  const chunks: Uint8Array[] = []
  try {
    for (let chunk = await body.next(); chunk; chunk = await body.next()) chunks.push(chunk)
  } catch (error) {
    // Over the limit is simply not a lookup; a stalled or dropped body keeps its own answer.
    const refused = fromRequestError(error)
    throw refused && refused.code !== 'tooLarge' ? refused : new StatusError('malformed')
  }
  let value: unknown
  try {
    value = JSON.parse(Buffer.concat(chunks).toString('utf8'))
  } catch {
    throw new StatusError('malformed')
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) throw new StatusError('malformed')
  return value as Record<string, unknown>
}
