import type { Translate } from '@/i18n/translate'
import { parseRuleMessage } from '@/lib/forms/ruleKeys'

/** A field's message in the visitor's language: a zod rule key (`max:200`) translated, a server message as sent. */
export function fieldMessage(t: Translate, error: { type?: string; message?: string } | undefined): string | null {
  if (!error?.message) return null
  if (error.type === 'server') return error.message
  const { rule, values } = parseRuleMessage(error.message)
  return t(`validation.${rule}`, values)
}
