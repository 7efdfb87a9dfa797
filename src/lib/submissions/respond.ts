import type { Locale } from '../../i18n/locales'
import { getT } from '../../i18n/server'
import type { RequestError } from '../guards/errors'
import { PRIVATE_ANSWER_HEADERS, translateErrors } from '../guards/respond'

/** Methods a submission endpoint answers; everything else is 405 with this Allow. */
export const ALLOW = 'POST'

// A submission's answer is about one visitor's data: the guards' private headers.
const baseHeaders = PRIVATE_ANSWER_HEADERS

/** 200: `{ detail: 'success', data: { receiptNumber, ...answer }, message }` (SPEC §7's success text). */
export async function submissionSuccess(
  locale: Locale,
  receiptNumber: string,
  answer: Record<string, string> = {},
): Promise<Response> {
  const t = await getT(locale, 'forms')
  return Response.json(
    { detail: 'success', data: { ...answer, receiptNumber }, message: t('server.success') },
    { headers: baseHeaders },
  )
}

/** The failure envelope: `{ detail: 'fail', message, errors? }`, with Allow, Retry-After as the status calls for. */
export async function submissionFailure(locale: Locale, error: RequestError): Promise<Response> {
  const t = await getT(locale, 'forms')
  const headers: Record<string, string> = { ...baseHeaders }
  if (error.status === 405) headers.Allow = ALLOW
  if (error.retryAfter !== undefined) headers['Retry-After'] = String(error.retryAfter)
  if (error.status === 503) headers['Retry-After'] = '5'
  const minutes = Math.max(1, Math.ceil((error.retryAfter ?? 0) / 60))
  const body: { detail: 'fail'; message: string; errors?: Record<string, string> } = {
    detail: 'fail',
    message: t(`server.${error.code}`, { minutes }),
  }
  if (error.fieldErrors && Object.keys(error.fieldErrors).length > 0)
    body.errors = translateErrors(t, error.fieldErrors)
  return Response.json(body, { status: error.status, headers })
}
