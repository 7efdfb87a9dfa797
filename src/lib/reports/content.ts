import type { Payload, PayloadRequest } from 'payload'

import { openMessage, openReport, type MessageContent, type ReportContent } from './sealed'
import { reportKeysOf } from './keys'

type Keys = NonNullable<Awaited<ReturnType<typeof reportKeysOf>>>

const reportIdOf = (value: unknown): number =>
  Number(typeof value === 'object' && value !== null ? (value as { id: unknown }).id : value)

/**
 * A report's whole sealed content, stored file key included, read through the database adapter:
 * the afterRead hook never hands the key out. Only for routes and jobs whose own check has passed
 * (the attachment download, the retention job).
 */
export async function openedReportOf(
  payload: Payload,
  id: number,
  req?: PayloadRequest,
): Promise<{ keys: Keys; content: ReportContent } | null> {
  const row = (await payload.db.findOne({ collection: 'ethics-reports', where: { id: { equals: id } }, req })) as {
    sealed?: string
  } | null
  const keys = row?.sealed ? await reportKeysOf(payload, id, req) : null
  if (!row?.sealed || !keys) return null
  return { keys, content: openReport(keys.key, keys.sealId, row.sealed) }
}

/** A message's sealed content with its report's keys, the same way (for its attachment). */
export async function openedMessageOf(
  payload: Payload,
  id: number,
  req?: PayloadRequest,
): Promise<{ reportId: number; keys: Keys; content: MessageContent } | null> {
  const row = (await payload.db.findOne({ collection: 'report-messages', where: { id: { equals: id } }, req })) as {
    sealed?: string
    report?: unknown
  } | null
  const reportId = reportIdOf(row?.report)
  const keys = row?.sealed && Number.isSafeInteger(reportId) ? await reportKeysOf(payload, reportId, req) : null
  if (!row?.sealed || !keys) return null
  return { reportId, keys, content: openMessage(keys.key, keys.sealId, row.sealed) }
}

type SealedRow = { id: number; sealed?: string | null; report?: unknown }

/** The message rows of one report as stored (ciphertext), for the retention job. */
const messageRowsOf = async (payload: Payload, reportId: number, req?: PayloadRequest): Promise<SealedRow[]> =>
  (
    await payload.db.find<SealedRow>({
      collection: 'report-messages',
      where: { report: { equals: reportId } },
      limit: 0,
      pagination: false,
      req,
    })
  ).docs

/** Every stored file of a report: its own attachment and those of its messages (keys live only inside the sealed content). */
export async function storedFileKeysOf(payload: Payload, reportId: number, req?: PayloadRequest): Promise<string[]> {
  const opened = await openedReportOf(payload, reportId, req)
  if (!opened) return []
  const keys = opened.content.attachment ? [opened.content.attachment.key] : []
  for (const row of await messageRowsOf(payload, reportId, req)) {
    if (!row.sealed) continue
    const message = openMessage(opened.keys.key, opened.keys.sealId, row.sealed)
    if (message.attachment) keys.push(message.attachment.key)
  }
  return keys
}

/**
 * Every file key any report or message names, read page by page through the database adapter
 * (for the retention job's sweep of files without a row). Throws when a sealed value does not
 * open: then nobody can say which files are in use, and none may be swept.
 */
export async function reportFileKeysInUse(payload: Payload, req: PayloadRequest, batch = 100): Promise<Set<string>> {
  const inUse = new Set<string>()
  for (const collection of ['ethics-reports', 'report-messages'] as const) {
    for (let page = 1; ; page++) {
      const { docs, hasNextPage } = await payload.db.find<SealedRow>({
        collection,
        limit: batch,
        page,
        sort: 'id',
        req,
      })
      for (const row of docs) {
        if (!row.sealed) continue
        const keys = await reportKeysOf(payload, collection === 'ethics-reports' ? row.id : reportIdOf(row.report), req)
        if (!keys) throw new Error(`${collection} ${row.id} has no key to open it with`)
        const content =
          collection === 'ethics-reports'
            ? openReport(keys.key, keys.sealId, row.sealed)
            : openMessage(keys.key, keys.sealId, row.sealed)
        if (content.attachment) inUse.add(content.attachment.key)
      }
      if (!hasNextPage) break
    }
  }
  return inUse
}
