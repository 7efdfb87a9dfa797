import { TEXT_FIELDS, type ReportFormValues } from './values'

// Loaded with the sender when the reporter first reaches into the form (ReportForm.client.tsx):
// only a send needs it.

/** The multipart body `/api/forms/<kind>` reads: the password goes only when the reporter chose one. */
export function reportBody(kind: string, values: ReportFormValues, file: File | null, honeypot: string): FormData {
  const body = new FormData()
  for (const field of TEXT_FIELDS) body.append(field, values[field] ?? '')
  if (kind === 'report') for (const category of values.categories ?? []) body.append('categories', category)
  body.append('privacyConsent', String(values.privacyConsent === true))
  body.append('secretChoice', values.secretChoice)
  if (values.secretChoice === 'password') {
    body.append('password', values.password ?? '')
    body.append('passwordConfirm', values.passwordConfirm ?? '')
  }
  body.append('homepage', honeypot)
  if (file) body.append('file', file)
  return body
}
