import type { Payload } from 'payload'

import { REPORTER_CASE, REPORTER_LOOKUP } from '../../auth/requestContexts'
import { reportKeysOf } from '../keys'
import type { ReportKind } from '../../forms/report'
import type { StoredAttachment } from '../../submissions/kind'
import { verifySecret } from '../crypto'
import type { ReportStatus } from '../due'
import type { CaseMessage, CaseView } from './contract'

/** Case numbers are shown in capitals (`E-20260301-7K3M9P`); a reporter may type them otherwise. */
export const normaliseCaseNumber = (caseNumber: string): string => caseNumber.trim().toUpperCase()

/** What `newReceiptSecret` makes (XXXX-XXXX-XXXX-XXXX), in any case. */
const RECEIPT_LIKE = /^[2-9a-hj-np-z]{4}(-[2-9a-hj-np-z]{4}){3}$/i

/** Letters, digits and dashes (`E-20261124-7K3M9P`), as every receipt prefix makes them. */
const CASE_NUMBER = /^[A-Z0-9-]{1,40}$/

/**
 * The secret as the reporter typed it. The schema trims it to decide whether it is blank, but the
 * intake hashed the password untrimmed: a password with a space at either end must still open.
 */
export const exactSecret = (raw: unknown, trimmed: string): string =>
  typeof raw === 'string' && raw.trim() !== '' ? raw : trimmed

/**
 * The report id when `secret` opens the case, else null. The lookup is an anonymous request
 * through the collection's REPORTER_LOOKUP door, which reads exactly that case number's report
 * and its secret hash; nothing else of it is read before the secret is checked. An unknown case
 * is checked against a decoy hash: the same work, the same answer.
 */
export async function openCase(payload: Payload, caseNumber: string, secret: string): Promise<number | null> {
  // Only what a case number can be is looked up (a NUL byte would be a database error, a 500);
  // anything else is an unknown case: the decoy check, the same answer.
  if (!CASE_NUMBER.test(caseNumber)) {
    await verifySecret(secret, null)
    return null
  }
  const found = await payload.find({
    collection: 'ethics-reports',
    where: { receiptNumber: { equals: caseNumber } },
    select: { secretHash: true },
    limit: 1,
    pagination: false,
    depth: 0,
    overrideAccess: false,
    context: { [REPORTER_LOOKUP]: caseNumber },
  })
  const report = found.docs[0] as { id: number; secretHash?: string | null } | undefined
  let matches = await verifySecret(secret, report?.secretHash ?? null)
  // A generated receipt is capitals; typed in small letters on a phone it is still the receipt.
  // Checked as typed first, so a chosen password that looks like a receipt still opens as it is.
  if (!matches && RECEIPT_LIKE.test(secret) && secret !== secret.toUpperCase())
    matches = await verifySecret(secret.toUpperCase(), report?.secretHash ?? null)
  return matches && report ? report.id : null
}

/**
 * The reporter's view of a case whose secret was just checked, read through the REPORTER_CASE
 * door: the collection's hooks open the sealed subject and messages; only what the reporter may
 * see is picked (no internal notes, assignee, contact details, key material or hash).
 */
export async function readCase(payload: Payload, id: number): Promise<CaseView> {
  const report = (await payload.findByID({
    collection: 'ethics-reports',
    id,
    // The sealed value and its key material are read so the afterRead hook can open the subject;
    // the hook strips them before the document comes back.
    select: {
      receiptNumber: true,
      form: true,
      status: true,
      receivedAt: true,
      sealed: true,
      sealId: true,
      wrappedKey: true,
    },
    depth: 0,
    overrideAccess: false,
    context: { [REPORTER_CASE]: id },
  })) as { receiptNumber: string; form: ReportKind; status: ReportStatus; receivedAt: string; subject?: string | null }
  const messages = await payload.find({
    collection: 'report-messages',
    where: { report: { equals: id } },
    select: { report: true, author: true, sealed: true, createdAt: true },
    sort: ['createdAt', 'id'],
    pagination: false,
    depth: 0,
    overrideAccess: false,
    context: { [REPORTER_CASE]: id },
  })
  return {
    caseNumber: report.receiptNumber,
    form: report.form,
    status: report.status,
    receivedAt: report.receivedAt,
    subject: report.subject ?? '',
    messages: messages.docs.map((doc): CaseMessage => {
      const message = doc as {
        author: CaseMessage['author']
        body?: string | null
        createdAt: string
        attachment?: { filename?: unknown } | null
      }
      return {
        author: message.author === 'staff' ? 'staff' : 'reporter',
        body: message.body ?? '',
        date: message.createdAt,
        attachment: typeof message.attachment?.filename === 'string' ? message.attachment.filename : null,
      }
    }),
  }
}

/** The report's own key, to encrypt the reporter's attachment before the message is written. */
export async function caseKeys(payload: Payload, id: number): Promise<{ key: Buffer; sealId: string }> {
  const keys = await reportKeysOf(payload, id)
  if (!keys) throw new Error('the opened case has no key material')
  return { key: keys.key, sealId: keys.sealId }
}

/**
 * The reporter's message on an opened case, through the REPORTER_CASE door: the collection's
 * hook seals the body and the attachment with the report's key and sets the author "reporter".
 */
export async function addReporterMessage(
  payload: Payload,
  id: number,
  body: string,
  attachment: StoredAttachment | undefined,
): Promise<void> {
  await payload.create({
    collection: 'report-messages',
    data: { report: id, author: 'reporter', body, ...(attachment ? { attachment } : {}) },
    depth: 0,
    overrideAccess: false,
    context: { [REPORTER_CASE]: id },
  })
}
