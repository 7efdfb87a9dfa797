import type { ReportKind } from '@/lib/forms/report'

// Type-only imports from the schemas' module: the form's first JavaScript stays free of zod, which
// loads when the reporter first reaches into the form (see schema.ts).

/** How the reporter will come back: a password they choose, or a receipt generated for them. */
export type SecretChoice = 'password' | 'generated'

/** The form's values as the browser holds them (the consultation form has no categories). */
export type ReportFormValues = {
  subject: string
  name: string
  email: string
  categories: string[]
  detail: string
  privacyConsent: boolean
  secretChoice: SecretChoice
  password: string
  passwordConfirm: string
}

/** Plain data the page hands the client form: which form, the report types, the bounds of the fields. */
export type ReportFormSpec = {
  kind: ReportKind
  /** The five report types of SPEC §3 on the report form; empty on the consultation form. */
  categories: readonly string[]
  limits: {
    subject: number
    name: number
    email: number
    detailMin: number
    detail: number
    passwordMin: number
    passwordMax: number
  }
}

/** The text fields in the order the form shows them (categories, secret and consent are drawn apart). */
export const TEXT_FIELDS = ['subject', 'name', 'email', 'detail'] as const

/** A new, empty form. The password is the default way back; the reporter may switch to a receipt. */
export const emptyReport = (): ReportFormValues => ({
  subject: '',
  name: '',
  email: '',
  categories: [],
  detail: '',
  privacyConsent: false,
  secretChoice: 'password',
  password: '',
  passwordConfirm: '',
})

/** The order in which a failed form moves focus: the first field with a message, as the form shows them. */
export const FIELD_ORDER = [
  'subject',
  'name',
  'email',
  'categories',
  'detail',
  'file',
  'secretChoice',
  'password',
  'passwordConfirm',
  'privacyConsent',
] as const
