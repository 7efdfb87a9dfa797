import { z } from 'zod'

import { consent, emailField, numericText, requiredText } from './rules'

/** The four inquiry tabs (SPEC §2 "Forms"): each is a route `/question/<kind>` and a form. */
export const inquiryKinds = ['partnership', 'press', 'other', 'visit'] as const
export type InquiryKind = (typeof inquiryKinds)[number]

export const isInquiryKind = (value: string): value is InquiryKind =>
  (inquiryKinds as readonly string[]).includes(value)

/** Bounds shared by the form (maxLength, hints) and the server; the database columns follow them. */
export const inquiryLimits = {
  subject: 200,
  name: 50,
  organization: 100,
  mediaName: 100,
  email: 254,
  detailMin: 10,
  detail: 5000,
  visitorsMin: 1,
  visitorsMax: 30,
  preferredDates: 200,
} as const

const L = inquiryLimits

const base = {
  subject: requiredText(L.subject),
  name: requiredText(L.name),
  email: emailField(L.email),
  detail: requiredText(L.detail, L.detailMin),
  privacyConsent: consent(),
  precautionConsent: consent(),
}

/** One schema per tab, used by the react-hook-form resolver and by the submission route alike. */
export const inquirySchemas = {
  partnership: z.object({ ...base, organization: requiredText(L.organization) }),
  press: z.object({ ...base, mediaName: requiredText(L.mediaName) }),
  other: z.object(base),
  // A company visit: who comes, how many, when (free text: "the first week of March, afternoons"),
  // and why (the detail field, labelled as the purpose of the visit).
  visit: z.object({
    ...base,
    organization: requiredText(L.organization),
    visitors: numericText(L.visitorsMin, L.visitorsMax),
    preferredDates: requiredText(L.preferredDates),
  }),
} satisfies Record<InquiryKind, z.ZodObject>

export type InquiryValues<K extends InquiryKind = InquiryKind> = z.output<(typeof inquirySchemas)[K]>

/** The text fields each tab shows, in order (file and consents are drawn by the form itself). */
export const inquiryTextFields: Record<InquiryKind, readonly (keyof InquiryValues<'visit'> | 'mediaName')[]> = {
  partnership: ['subject', 'name', 'organization', 'email', 'detail'],
  press: ['subject', 'name', 'mediaName', 'email', 'detail'],
  other: ['subject', 'name', 'email', 'detail'],
  visit: ['subject', 'name', 'organization', 'visitors', 'preferredDates', 'email', 'detail'],
}

/** Checkbox fields: a multipart body carries them as `true`/`on`, the schema wants booleans. */
export const inquiryCheckboxes = ['privacyConsent', 'precautionConsent'] as const
