import type { Payload } from 'payload'

import { defaultLocale } from '../../../i18n/locales'
import type { SubmissionMailMessage } from '../kind'
import { composeAcknowledge, composeNotify, headerSafe, type MailContent } from './compose'
import { composeComplianceNotify } from './composeCompliance'

export type SubmissionMailInput = { collection: string; id: number; message: SubmissionMailMessage }

/** A plain address (what the schemas accept): nothing that could smuggle a second recipient or header. */
const PLAIN_ADDRESS = /^[^\s@<>,;:"\\()[\]]+@[^\s@<>,;:"\\()[\]]+$/

/** The admin's address of one document: SERVER_URL when set (behind a proxy), else the local server. */
export function adminDocumentUrl(payload: Payload, collection: 'inquiries' | 'ethics-reports', id: number): string {
  const base = (payload.config.serverURL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '')
  return `${base}${payload.config.routes.admin}/collections/${collection}/${id}`
}

export const inquiryAdminUrl = (payload: Payload, id: number): string => adminDocumentUrl(payload, 'inquiries', id)

/**
 * Tells every compliance user that a report arrived: one mail to all of them (a retry after a
 * failure sends it again as a whole, never to some twice and others not at all). A system job, so
 * the reads use the Local API's system access: the report's kind, case number and date only (its
 * sealed content is not selected, so nothing is decrypted here), and the compliance accounts.
 */
async function notifyCompliance(payload: Payload, id: number, followUp = false): Promise<void> {
  const report = await payload.findByID({
    collection: 'ethics-reports',
    id,
    depth: 0,
    disableErrors: true,
    select: { receiptNumber: true, form: true, receivedAt: true },
  })
  if (!report) {
    payload.logger.warn(`Ethics report ${id} is gone; its compliance notification is not sent.`)
    return
  }
  const staff = await payload.find({
    collection: 'users',
    where: { role: { equals: 'compliance' } },
    depth: 0,
    pagination: false,
    select: { email: true },
  })
  const to = staff.docs.map((user) => user.email).filter((address) => PLAIN_ADDRESS.test(address))
  if (to.length === 0) {
    payload.logger.warn(`No compliance user to notify of ethics report ${report.receiptNumber}.`)
    return
  }
  const content = composeComplianceNotify(report, {
    adminUrl: adminDocumentUrl(payload, 'ethics-reports', report.id),
    followUp,
  })
  await payload.sendEmail({ to, subject: content.subject, text: content.text, html: content.html })
  payload.logger.info(
    `Sent the compliance notification of ethics report ${report.receiptNumber} to ${to.length} user(s).`,
  )
}

/**
 * Renders and sends one submission mail through Payload's email adapter. Runs in the job queue
 * (task `sendSubmissionMail`); a failed send throws, so the queue keeps the job and tries again.
 * An inquiry that no longer exists (deleted by staff or the retention job before the mail went
 * out) has nothing left to announce: that is logged, not retried.
 */
export async function sendSubmissionMailNow(payload: Payload, input: SubmissionMailInput): Promise<void> {
  if (input.collection === 'ethics-reports' && input.message === 'notifyCompliance')
    return notifyCompliance(payload, input.id)
  // The reporter added to the case on the status page: the same content-free mail, saying so.
  if (input.collection === 'ethics-reports' && input.message === 'notifyFollowUp')
    return notifyCompliance(payload, input.id, true)
  if (input.collection !== 'inquiries' || input.message === 'notifyCompliance' || input.message === 'notifyFollowUp') {
    throw new Error(`no "${input.message}" mail is defined for the collection "${input.collection}"`)
  }
  // A job, not a request: no visitor or staff member is acting here, so these reads use the
  // Local API's system access (overrideAccess defaults to true). The task only ever reads the row
  // it was queued for by the submission pipeline, and the staff-only inbox settings.
  const inquiry = await payload.findByID({ collection: 'inquiries', id: input.id, depth: 0, disableErrors: true })
  if (!inquiry) {
    payload.logger.warn(`Inquiry ${input.id} is gone; its ${input.message} mail is not sent.`)
    return
  }
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, locale: inquiry.locale })

  let to: string | { name: string; address: string }
  let content: MailContent
  let replyTo: string | undefined
  if (input.message === 'notify') {
    const address = settings.inbox?.notificationEmail?.trim()
    if (!address) return // Nobody to notify: the setting is empty on purpose (see its description).
    if (!PLAIN_ADDRESS.test(address))
      throw new Error(`The inbox notification address is not a plain address: ${address}`)
    to = address
    content = composeNotify(inquiry, { locale: defaultLocale, adminUrl: inquiryAdminUrl(payload, inquiry.id) })
    // Staff can answer straight from their mailbox.
    if (PLAIN_ADDRESS.test(inquiry.email)) replyTo = inquiry.email
  } else {
    if (!PLAIN_ADDRESS.test(inquiry.email)) {
      payload.logger.warn(`Inquiry ${inquiry.id} has no plain email address; no acknowledgement is sent.`)
      return
    }
    to = { name: headerSafe(inquiry.name, 100), address: inquiry.email }
    content = composeAcknowledge(inquiry, {
      company: settings.companyName,
      retentionYears: settings.inbox?.retentionYears ?? 3,
    })
  }

  await payload.sendEmail({ to, replyTo, subject: content.subject, text: content.text, html: content.html })
  payload.logger.info(`Sent the ${input.message} mail of inquiry ${inquiry.receiptNumber}.`)
}
