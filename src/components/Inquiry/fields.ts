import type { z } from 'zod'

import { inquiryCheckboxes, inquiryLimits as L, inquirySchemas, inquiryTextFields, type InquiryKind } from '@/lib/forms/inquiry'

/** A text field of some tab (the consents are drawn by the form itself). */
export type InquiryField = Exclude<(typeof inquiryTextFields)[InquiryKind][number], (typeof inquiryCheckboxes)[number]>

/** The form's values: every tab's text fields (a tab uses some of them) and the two consents. */
export type InquiryValues = Partial<Record<InquiryField, string>> & { privacyConsent: boolean; precautionConsent: boolean }

const isTextField = (name: string): name is InquiryField => !(inquiryCheckboxes as readonly string[]).includes(name)

/** The text fields a tab shows, in order. */
export const textFieldsOf = (kind: InquiryKind): InquiryField[] => inquiryTextFields[kind].filter(isTextField)

/** A tab's schema, seen as a schema of the form's values (each tab's values are a subset of them). */
export const inquirySchema = (kind: InquiryKind): z.ZodType<InquiryValues, InquiryValues> => inquirySchemas[kind]

type FieldSpec = {
  type: 'text' | 'email' | 'textarea'
  /** Where its label and hint live in the `forms` namespace. */
  textKey: string
  maxLength: number
  hintValues?: Record<string, number>
  inputMode?: 'numeric'
  autoComplete?: string
}

const specs: Record<InquiryField, FieldSpec> = {
  subject: { type: 'text', textKey: 'fields.subject', maxLength: L.subject, hintValues: { max: L.subject }, autoComplete: 'off' },
  name: { type: 'text', textKey: 'fields.name', maxLength: L.name, autoComplete: 'name' },
  organization: { type: 'text', textKey: 'fields.organization', maxLength: L.organization, autoComplete: 'organization' },
  mediaName: { type: 'text', textKey: 'fields.mediaName', maxLength: L.mediaName, autoComplete: 'organization' },
  email: { type: 'email', textKey: 'fields.email', maxLength: L.email, autoComplete: 'email' },
  visitors: {
    type: 'text',
    textKey: 'fields.visitors',
    maxLength: String(L.visitorsMax).length,
    hintValues: { min: L.visitorsMin, max: L.visitorsMax },
    inputMode: 'numeric',
    autoComplete: 'off',
  },
  preferredDates: { type: 'text', textKey: 'fields.preferredDates', maxLength: L.preferredDates, autoComplete: 'off' },
  detail: { type: 'textarea', textKey: 'fields.detail', maxLength: L.detail, hintValues: { min: L.detailMin, max: L.detail } },
}

/** A company visit asks for the visiting organisation and the purpose of the visit in the detail. */
const visitTexts: readonly InquiryField[] = ['organization', 'detail']

/** How a text field of a tab is drawn: control type, bounds, and the keys of its label and hint. */
export function fieldSpec(kind: InquiryKind, field: InquiryField): FieldSpec {
  const spec = specs[field]
  return kind === 'visit' && visitTexts.includes(field) ? { ...spec, textKey: `visit.${field}` } : spec
}

/** The `form.errors` key that explains a failed send (0: no answer at all). */
export function failureKey(status: number): string {
  if (status === 0) return 'network'
  if (status === 400) return 'invalid'
  if (status === 403) return 'forbidden'
  if (status === 413) return 'tooLarge'
  if (status === 429) return 'rateLimited'
  if (status === 503) return 'unavailable'
  return 'unknown'
}
