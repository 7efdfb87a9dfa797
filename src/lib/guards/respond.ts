import type { TFunction } from 'i18next'

import { parseRuleMessage } from '../forms/rules'
import type { FieldErrors } from './errors'

// An answer about one visitor's data (a submission, a reporter's case): never cached by a browser
// or a proxy, and nothing of the form's address passed on to whatever the visitor opens next.
export const PRIVATE_ANSWER_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
} as const

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
