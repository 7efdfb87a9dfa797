import { z } from 'zod'

import { ruleMessage } from './ruleKeys'

export { parseRuleMessage, ruleMessage, type RuleKey } from './ruleKeys'

// The pages forbid eval (their Content-Security-Policy has no 'unsafe-eval'), and zod's object
// parser would probe for it with `new Function` on first use: a reported violation, then its
// slower path anyway. Every form schema is built from this module, so it says so once for all.
z.config({ jitless: true })

// A form field is a string that may arrive padded; an all-blank answer counts as missing.
const trimmed = () => z.string({ error: ruleMessage('required') }).trim()

const filled = () => trimmed().min(1, { error: ruleMessage('required'), abort: true })

export const requiredText = (max: number, min = 1) => {
  const text = filled().max(max, { error: ruleMessage('max', max) })
  return min > 1 ? text.min(min, { error: ruleMessage('min', min) }) : text
}

export const optionalText = (max: number) =>
  trimmed()
    .max(max, { error: ruleMessage('max', max) })
    .optional()
    .or(z.literal(''))

export const emailField = (max = 254) =>
  filled()
    .max(max, { error: ruleMessage('max', max), abort: true })
    .pipe(z.email({ error: ruleMessage('email') }))

/** An email the visitor may leave out (an anonymous report); when given, it must be one. */
export const optionalEmail = (max = 254) =>
  trimmed()
    .max(max, { error: ruleMessage('max', max), abort: true })
    .pipe(z.union([z.literal(''), z.email({ error: ruleMessage('email') })], { error: ruleMessage('email') }))
    .optional()

/** Digits only, then bounded (a number typed into a text field, SPEC §5 "numeric"). */
export const numericText = (min: number, max: number) =>
  filled()
    .regex(/^\d+$/, { error: ruleMessage('numeric'), abort: true })
    .refine((v) => Number(v) >= min && Number(v) <= max, { error: ruleMessage('range', min, max) })

/** A consent box that must be ticked. */
export const consent = () =>
  z.boolean({ error: ruleMessage('consent') }).refine((v) => v === true, { error: ruleMessage('consent') })

/**
 * A multiple choice needing at least `n + 1` picks: SPEC §5's exact-length rule, its Korean text
 * in the polite tone of the other messages ("1개 이상 선택해 주세요.").
 */
export const atLeast = <T extends string>(options: readonly [T, ...T[]], n: number) =>
  z
    .array(z.enum(options), { error: ruleMessage('exactLength', n) })
    .min(n + 1, { error: ruleMessage('exactLength', n) })
