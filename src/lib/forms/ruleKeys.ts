// Kept apart from rules.ts and free of zod: the browser translates these keys on every form page,
// and zod itself loads only when a form is first used.

/**
 * The SPEC §5 rules (email, max, min, numeric, required, exact length). A rule's message is a key
 * of the `forms` namespace with its number after a colon (`max:200`): the schema stays free of
 * UI text, and the browser and the server translate the same key into the visitor's language.
 */
export type RuleKey = 'required' | 'email' | 'max' | 'min' | 'numeric' | 'exactLength' | 'consent' | 'range' | 'match'

export const ruleMessage = (rule: RuleKey, ...numbers: number[]): string => [rule, ...numbers].join(':')

/**
 * Splits `max:200` (or `range:1:30`) back into the rule and the values its text interpolates:
 * `n`, `next` (n + 1, for "{n+1}개 이상 선택해 주세요."), `min` and `max`.
 */
export function parseRuleMessage(message: string): { rule: string; values: Record<string, number> } {
  const [rule, ...rest] = message.split(':')
  const numbers = rest.map(Number)
  if (rule === 'range') return { rule, values: { min: numbers[0], max: numbers[1] } }
  if (numbers.length === 0) return { rule, values: {} }
  return { rule, values: { n: numbers[0], next: numbers[0] + 1 } }
}
