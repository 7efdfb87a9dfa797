import { z } from 'zod'

import { atLeast, consent, optionalEmail, optionalText, requiredText, ruleMessage } from './rules'

/**
 * The ethics help centre's two forms (SPEC §2, §3): a consultation and an unfair-trade report.
 * Each is a route `/information-center/<kind>` and a submission kind `POST /api/forms/<kind>`.
 */
export const reportKinds = ['consult', 'report'] as const
export type ReportKind = (typeof reportKinds)[number]

/** SPEC §3's five report types, multiple selection. */
export const reportCategories = [
  'dealingPosition',
  'refusalToDeal',
  'writtenContract',
  'promotionCosts',
  'otherFairTrade',
] as const
export type ReportCategory = (typeof reportCategories)[number]

/** How the reporter comes back: a password they choose, or a long receipt generated for them. */
export const secretChoices = ['password', 'generated'] as const

export const reportLimits = {
  subject: 200,
  name: 50,
  email: 254,
  detailMin: 10,
  detail: 10_000,
  passwordMin: 10,
  passwordMax: 128,
  message: 10_000,
} as const

const L = reportLimits

const secretShape = {
  secretChoice: z.enum(secretChoices, { error: ruleMessage('required') }),
  password: z.string().optional(),
  passwordConfirm: z.string().optional(),
}

type SecretValues = { secretChoice?: string; password?: string; passwordConfirm?: string }

/** A password the reporter chooses: at least `passwordMin` characters, typed twice. A generated receipt needs neither box. */
const checkSecret = (all: unknown, ctx: z.RefinementCtx) => {
  const values = all as SecretValues
  if (values.secretChoice !== 'password') return
  const password = values.password ?? ''
  if (password === '') ctx.addIssue({ code: 'custom', path: ['password'], message: ruleMessage('required') })
  else if (password.length < L.passwordMin)
    ctx.addIssue({ code: 'custom', path: ['password'], message: ruleMessage('min', L.passwordMin) })
  else if (password.length > L.passwordMax)
    ctx.addIssue({ code: 'custom', path: ['password'], message: ruleMessage('max', L.passwordMax) })
  else if (values.passwordConfirm !== password)
    ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: ruleMessage('match') })
}

const withSecret = <S extends z.ZodRawShape>(shape: S) =>
  z
    .object({ ...shape, ...secretShape })
    // Checked even when other fields are still wrong, so every message shows at once. (zod skips
    // it all the same when another field's rule aborted, as an empty required field does: the
    // browser form and the submission kind add `secretSchema`'s messages themselves.)
    .superRefine(checkSecret, {
      when: (payload) =>
        payload.issues.every(
          (issue) => !['secretChoice', 'password', 'passwordConfirm'].includes(String(issue.path?.[0])),
        ),
    })

/** The secret's fields and rule alone, to report them next to an empty required field's message. */
export const secretSchema = z.object(secretShape).superRefine(checkSecret)

const base = {
  subject: requiredText(L.subject),
  // Name and email may stay empty: a report may be anonymous (SPEC §5 recommends contact details).
  name: optionalText(L.name),
  email: optionalEmail(L.email),
  detail: requiredText(L.detail, L.detailMin),
  privacyConsent: consent(),
}

/** One schema per form, used by the react-hook-form resolver and by the submission route alike. */
export const reportSchemas = {
  consult: withSecret(base),
  report: withSecret({ ...base, categories: atLeast(reportCategories, 0) }),
} satisfies Record<ReportKind, z.ZodType>

export type ReportValues = z.output<(typeof reportSchemas)['report']>

export const reportCheckboxes = ['privacyConsent'] as const
export const reportLists = ['categories'] as const

/** The follow-up on the status page: case number and secret, then what the reporter adds. */
export const statusLookupSchema = z.object({
  caseNumber: requiredText(40),
  secret: requiredText(L.passwordMax),
})

export const reporterMessageSchema = statusLookupSchema.extend({
  message: requiredText(L.message),
})
