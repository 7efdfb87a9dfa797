import type { Locale } from '../../../i18n/locales'
import { getT } from '../../../i18n/server'
import { PRIVATE_ANSWER_HEADERS, translateErrors } from '../../guards/respond'
import type { CaseView, StatusAnswer } from './contract'
import type { StatusError } from './errors'

/** Methods the status endpoints answer; everything else is 405 with this Allow. */
export const ALLOW = 'POST'

// About one reporter's case: the guards' private answer headers (no-store, no referrer, nosniff).
const baseHeaders = PRIVATE_ANSWER_HEADERS

/** 200: `{ detail: 'success', data: <the case view>, message? }`. */
export async function statusOpened(locale: Locale, view: CaseView, messageKey?: 'messageAdded'): Promise<Response> {
  const body: StatusAnswer = { detail: 'success', data: view }
  if (messageKey) body.message = (await getT(locale, 'status'))(`server.${messageKey}`)
  return Response.json(body, { headers: baseHeaders })
}

/**
 * The failure envelope `{ detail: 'fail', message, errors? }`, with Allow or Retry-After as the
 * status calls for. A wrong secret and an unknown case come through here with the same error, so
 * their answers are the same byte for byte.
 */
export async function statusRefused(locale: Locale, error: StatusError): Promise<Response> {
  const t = await getT(locale, 'status')
  const headers: Record<string, string> = { ...baseHeaders }
  if (error.status === 405) headers.Allow = ALLOW
  if (error.retryAfter !== undefined) headers['Retry-After'] = String(error.retryAfter)
  if (error.status === 503) headers['Retry-After'] = '5'
  const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 0) / 60))
  const body: StatusAnswer = { detail: 'fail', message: t(`server.${error.code}`, { minutes }) }
  if (error.fieldErrors && Object.keys(error.fieldErrors).length > 0)
    body.errors = translateErrors(await getT(locale, 'forms'), error.fieldErrors)
  return Response.json(body, { status: error.status, headers })
}
