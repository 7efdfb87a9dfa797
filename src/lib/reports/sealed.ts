import { randomUUID } from 'node:crypto'

import type { ReportCategory, ReportKind } from '../forms/report'
import type { StoredAttachment } from '../submissions/kind'
import { newDataKey, openJson, sealJson, unwrapDataKey } from './crypto'

/**
 * What a report keeps sealed: everything the reporter wrote or attached. The database holds this
 * only as ciphertext in `sealed`; the collection's afterRead hook opens it for a permitted
 * request (compliance, or the reporter after the secret was checked) into virtual fields.
 */
export type ReportContent = {
  subject: string
  name?: string
  email?: string
  categories?: ReportCategory[]
  detail: string
  attachment?: StoredAttachment
}

/** A message on a case: the reporter's follow-up or a compliance reply (the reply shows on the status page). */
export type MessageContent = { body: string; attachment?: StoredAttachment }

/** The stored key material of a report: a random id that binds every sealed value to it, and the wrapped data key. */
export type ReportKeys = { sealId: string; wrappedKey: string }

/** A new report's keys: `key` is used now and then dropped; only `sealId` and `wrappedKey` are stored. */
export function newReportKeys(): ReportKeys & { key: Buffer } {
  const sealId = randomUUID()
  const { key, wrapped } = newDataKey(sealId)
  return { sealId, wrappedKey: wrapped, key }
}

export const reportKey = (keys: ReportKeys): Buffer => unwrapDataKey(keys.wrappedKey, keys.sealId)

export const sealReport = (key: Buffer, sealId: string, content: ReportContent) =>
  sealJson(key, content, `report:${sealId}`)
export const openReport = (key: Buffer, sealId: string, sealed: string) =>
  openJson<ReportContent>(key, sealed, `report:${sealId}`)

export const sealMessage = (key: Buffer, sealId: string, content: MessageContent) =>
  sealJson(key, content, `message:${sealId}`)
export const openMessage = (key: Buffer, sealId: string, sealed: string) =>
  openJson<MessageContent>(key, sealed, `message:${sealId}`)

/** Compliance's internal notes on a case: sealed under the case's key, never shown to the reporter. */
export const sealNotes = (key: Buffer, sealId: string, notes: string) => sealJson(key, { notes }, `notes:${sealId}`)
export const openNotes = (key: Buffer, sealId: string, sealed: string) =>
  openJson<{ notes: string }>(key, sealed, `notes:${sealId}`).notes

/** The AAD of an encrypted attachment: its report and its own storage key. */
export const fileAad = (sealId: string, fileKey: string) => `file:${sealId}:${fileKey}`

/** Storage area of report files (`reports/<uuid>`, ciphertext only). */
export const REPORT_FILE_AREA = 'reports'

export type { ReportKind }
