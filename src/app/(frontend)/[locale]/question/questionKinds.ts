/** The three inquiry tabs and the fields each form will ask for (SPEC §3 "Inquiry form fields"). */
export const questionKinds = ['partnership', 'press', 'other'] as const
export type QuestionKind = (typeof questionKinds)[number]

type Field = { key: string; required: boolean }

const common = (extra: Field[]): Field[] => [
  { key: 'subject', required: true },
  { key: 'name', required: true },
  ...extra,
  { key: 'email', required: true },
  { key: 'file', required: false },
  { key: 'detail', required: true },
  { key: 'privacyConsent', required: true },
  { key: 'precautionConsent', required: true },
]

export const questionFields: Record<QuestionKind, Field[]> = {
  partnership: common([{ key: 'organization', required: true }]),
  press: common([{ key: 'mediaName', required: true }]),
  other: common([]),
}
