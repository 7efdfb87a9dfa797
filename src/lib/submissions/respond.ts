import type { TFunction } from 'i18next'

import type { Locale } from '../../i18n/locales'
import { getT } from '../../i18n/server'
import { parseRuleMessage } from '../forms/rules'
import type { FieldErrors, SubmissionError } from '../guards/errors'

/** Methods a submission endpoint answers; everything else is 405 with this Allow. */
export const ALLOW = 'POST'

// A submission's answer is about one visitor's data: never cached by a browser or a proxy, and
// nothing of the form's address passed on to whatever the visitor opens next.
export const PRIVATE_ANSWER_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
} as const
const baseHeaders = PRIVATE_ANSWER_HEADERS

/** Field errors (rule keys such as `max:200` or `fileType`) in the visitor's language (`t` of the `forms` namespace). */
export function translateErrors(t: TFunction, errors: FieldErrors): Record<string, string> {
  const fallback = t('validation.invalid')
  return Object.fromEntries(
    Object.entries(errors).map(([field, message]) => {
      const { rule, values } = parseRuleMessage(message)
      return [field, t(`validation.${rule}`, { ...values, defaultValue: fallback })]
    }),
  )
}

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
export async function submissionFailure(locale: Locale, error: SubmissionError): Promise<Response> {
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
