import { inquiryCheckboxes, inquiryKinds, inquirySchemas } from '../../forms/inquiry'
import { defineSubmissionKind } from '../kind'

/** Storage area of inquiry attachments (`inquiries/<uuid>`). */
export const INQUIRY_FILE_AREA = 'inquiries'

/** The four inquiry tabs as submission kinds: one schema each, one collection, notify staff and acknowledge the sender. */
export const inquirySubmissionKinds = inquiryKinds.map((kind) =>
  defineSubmissionKind({
    kind,
    schema: inquirySchemas[kind],
    checkboxes: inquiryCheckboxes,
    collection: 'inquiries',
    fileArea: INQUIRY_FILE_AREA,
    receiptPrefix: 'Q',
    toDocument: (values, meta) => ({
      receiptNumber: meta.receiptNumber,
      kind,
      status: 'new',
      receivedAt: meta.receivedAt,
      locale: meta.locale,
      subject: values.subject,
      name: values.name,
      email: values.email,
      detail: values.detail,
      organization: 'organization' in values ? values.organization : undefined,
      mediaName: 'mediaName' in values ? values.mediaName : undefined,
      visitors: 'visitors' in values ? Number(values.visitors) : undefined,
      preferredDates: 'preferredDates' in values ? values.preferredDates : undefined,
      attachment: meta.attachment,
    }),
    mail: ['notify', 'acknowledge'],
  }),
)
