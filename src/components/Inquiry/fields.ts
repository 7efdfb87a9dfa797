import { inquiryCheckboxes, inquiryLimits as L, inquiryTextFields, type InquiryKind } from '@/lib/forms/inquiry'

// Read on the server: the page hands the form plain field specs, so zod (the schemas' module) stays
// out of the page's first JavaScript and loads only when the form is first used (InquiryForm).

/** A text field of some tab (the consents are drawn by the form itself). */
export type InquiryField = Exclude<(typeof inquiryTextFields)[InquiryKind][number], (typeof inquiryCheckboxes)[number]>

/** The form's values: every tab's text fields (a tab uses some of them) and the two consents. */
export type InquiryValues = Partial<Record<InquiryField, string>> & {
  privacyConsent: boolean
  precautionConsent: boolean
}

const isTextField = (name: string): name is InquiryField => !(inquiryCheckboxes as readonly string[]).includes(name)

/** The text fields a tab shows, in order. */
export const textFieldsOf = (kind: InquiryKind): InquiryField[] => inquiryTextFields[kind].filter(isTextField)

export type FieldSpec = {
  type: 'text' | 'email' | 'textarea'
  /** Where its label and hint live in the `forms` namespace. */
  textKey: string
  maxLength: number
  hintValues?: Record<string, number>
  inputMode?: 'numeric'
  autoComplete?: string
}

const specs: Record<InquiryField, FieldSpec> = {
  subject: {
    type: 'text',
    textKey: 'fields.subject',
    maxLength: L.subject,
    hintValues: { max: L.subject },
    autoComplete: 'off',
  },
  name: { type: 'text', textKey: 'fields.name', maxLength: L.name, autoComplete: 'name' },
  organization: {
    type: 'text',
    textKey: 'fields.organization',
    maxLength: L.organization,
    autoComplete: 'organization',
  },
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
  detail: {
    type: 'textarea',
    textKey: 'fields.detail',
    maxLength: L.detail,
    hintValues: { min: L.detailMin, max: L.detail },
  },
}

/** A company visit asks for the visiting organisation and the purpose of the visit in the detail. */
const visitTexts: readonly InquiryField[] = ['organization', 'detail']

/** How a text field of a tab is drawn: control type, bounds, and the keys of its label and hint. */
export function fieldSpec(kind: InquiryKind, field: InquiryField): FieldSpec {
  const spec = specs[field]
  return kind === 'visit' && visitTexts.includes(field) ? { ...spec, textKey: `visit.${field}` } : spec
}

export type InquiryFieldSpec = FieldSpec & { name: InquiryField }

/** What the form of a tab draws, in order: plain data for the client component. */
export const inquiryFieldSpecs = (kind: InquiryKind): InquiryFieldSpec[] =>
  textFieldsOf(kind).map((name) => ({ name, ...fieldSpec(kind, name) }))
