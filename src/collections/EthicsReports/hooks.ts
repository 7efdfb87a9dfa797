import type { CollectionAfterReadHook, CollectionBeforeChangeHook } from 'payload'

import { dueDates, isOverdue } from '@/lib/reports/due'
import { reportKeysOf } from '@/lib/reports/keys'
import { openNotes, openReport, reportKey, sealNotes as seal } from '@/lib/reports/sealed'
import { isCompliance } from './access'

/**
 * Opens the sealed content into the virtual fields, for a request the collection's read access
 * already let through (compliance, or the reporter's checked case), and only for one report at a
 * time (`findByID`, whose opening the audit log records): lists and reports loaded as a
 * relationship of another document show case number, status and dates, never content. The
 * ciphertext and the wrapped key never leave the server: they are dropped from every document.
 */
export const openSealedReport: CollectionAfterReadHook = ({ doc, findMany, req }) => {
  const { sealed, wrappedKey, sealId, sealedNotes, ...rest } = doc as Record<string, unknown> & {
    sealed?: string
    wrappedKey?: string
    sealId?: string
    sealedNotes?: string | null
  }
  const out: Record<string, unknown> = { ...rest, overdue: isOverdue(doc) }
  if (!findMany && typeof sealed === 'string' && typeof wrappedKey === 'string' && typeof sealId === 'string') {
    const key = reportKey({ sealId, wrappedKey })
    // Compliance's notes, for compliance only: the reporter's own view of the case never has them.
    if (isCompliance(req)) out.internalNotes = sealedNotes ? openNotes(key, sealId, sealedNotes) : ''
    const content = openReport(key, sealId, sealed)
    Object.assign(out, {
      subject: content.subject,
      name: content.name ?? '',
      email: content.email ?? '',
      categories: content.categories ?? [],
      detail: content.detail,
      attachment: content.attachment
        ? {
            filename: content.attachment.filename,
            mimeType: content.attachment.mimeType,
            size: content.attachment.size,
          }
        : null,
    })
  }
  return out
}

/** Due dates at intake; the first step out of "received" acknowledges; "closed" starts the retention clock. */
export const trackStatus: CollectionBeforeChangeHook = ({ data, originalDoc, operation }) => {
  const now = new Date().toISOString()
  if (operation === 'create' && typeof data.receivedAt === 'string') Object.assign(data, dueDates(data.receivedAt))
  const before = (originalDoc as { status?: string } | undefined)?.status
  const after = data.status as string | undefined
  if (operation === 'update' && after && after !== before) {
    if (before === 'received' && !originalDoc?.acknowledgedAt) data.acknowledgedAt = now
    data.closedAt = after === 'closed' ? now : null
  }
  return data
}

/**
 * Seals what compliance typed into the notes under the case's key before anything is stored: the
 * notes field is virtual, only `sealedNotes` reaches the database. Notes that were not sent keep
 * their sealed value; a `sealedNotes` sent by a request is never taken (its field access).
 */
export const sealNotes: CollectionBeforeChangeHook = async ({ data, operation, originalDoc, req }) => {
  if (typeof data.internalNotes !== 'string') return data
  const notes = data.internalNotes
  if (operation === 'create') {
    const { sealId, wrappedKey } = data as { sealId?: string; wrappedKey?: string }
    if (sealId && wrappedKey) data.sealedNotes = notes ? seal(reportKey({ sealId, wrappedKey }), sealId, notes) : null
    return data
  }
  const keys = await reportKeysOf(req.payload, Number((originalDoc as { id?: unknown } | undefined)?.id), req)
  if (keys) data.sealedNotes = notes ? seal(keys.key, keys.sealId, notes) : null
  return data
}
