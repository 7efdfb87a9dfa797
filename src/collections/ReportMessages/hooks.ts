import { sql } from '@payloadcms/db-postgres/drizzle'
import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterReadHook,
  type CollectionBeforeChangeHook,
} from 'payload'

import { openMessage, sealMessage, type MessageContent } from '@/lib/reports/sealed'
import { isCompliance } from '../EthicsReports/access'
import { writeAudit } from '../EthicsReports/audit'
import { reportKeysOf } from '@/lib/reports/keys'
import { requestDb } from '../hooks/requestDb'

const idOf = (value: unknown): number =>
  Number(typeof value === 'object' && value !== null ? (value as { id: unknown }).id : value)

/**
 * Seals a new message with its report's key. Compliance writes replies (author "staff", signed with
 * the user); the status route writes the reporter's follow-ups (author "reporter"). The body and
 * the attachment's description are virtual: only the ciphertext is stored (the database adapter
 * writes no virtual field, so `body` stays in the data for the field validation that runs after
 * this hook).
 */
export const sealNewMessage: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const reportId = idOf(data.report)
  if (!Number.isSafeInteger(reportId) || reportId <= 0)
    throw new APIError('A message needs the report it belongs to.', 400)
  const keys = await reportKeysOf(req.payload, reportId, req)
  if (!keys) throw new APIError('The report of this message does not exist.', 400)
  const staff = isCompliance(req)
  const content: MessageContent = { body: String(data.body ?? '') }
  if (!staff && data.attachment) content.attachment = data.attachment as MessageContent['attachment']
  return {
    ...data,
    author: staff ? 'staff' : 'reporter',
    staffUser: staff ? req.user?.id : null,
    sealed: sealMessage(keys.key, keys.sealId, content),
    attachment: undefined,
  }
}

/** A staff reply is an audit entry of its case, written in the reply's own transaction. */
export const recordReply: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create' || (doc as { author?: string }).author !== 'staff') return doc
  const reportId = idOf(doc.report)
  const keys = await reportKeysOf(req.payload, reportId, req)
  await writeAudit(req, { caseNumber: keys?.caseNumber ?? '', report: reportId, action: 'replied' })
  return doc
}

/**
 * A reporter's follow-up marks its case until compliance replies: the report's `followUpAt` is
 * the time of the oldest message still unanswered (how long the reporter has been waiting), and a
 * staff reply clears it. Written in the message's own transaction, directly: the report's hooks
 * (sealing, the audit of a staff edit) are for changes made in the admin.
 */
export const markFollowUp: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (operation !== 'create') return doc
  const fromReporter = (doc as { author?: string }).author === 'reporter'
  const at = new Date(String((doc as { createdAt?: string }).createdAt ?? new Date().toISOString())).toISOString()
  const db = await requestDb(req)
  await db.execute(
    fromReporter
      ? sql`UPDATE ethics_reports SET follow_up_at = COALESCE(follow_up_at, ${at}::timestamptz) WHERE id = ${idOf(doc.report)}`
      : sql`UPDATE ethics_reports SET follow_up_at = NULL WHERE id = ${idOf(doc.report)}`,
  )
  return doc
}

/** Opens a message for a read the access rules let through; the ciphertext never leaves. */
export const openSealedMessage: CollectionAfterReadHook = async ({ doc, req }) => {
  const { sealed, ...rest } = doc as Record<string, unknown> & { sealed?: string }
  if (typeof sealed !== 'string') return rest
  const keys = await reportKeysOf(req.payload, idOf(doc.report), req)
  if (!keys) return rest
  const content = openMessage(keys.key, keys.sealId, sealed)
  const attachment = content.attachment
    ? { filename: content.attachment.filename, mimeType: content.attachment.mimeType, size: content.attachment.size }
    : null
  return { ...rest, body: content.body, attachment }
}
