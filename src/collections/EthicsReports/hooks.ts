import type { CollectionAfterReadHook, CollectionBeforeChangeHook } from 'payload'

import { dueDates, isOverdue } from '@/lib/reports/due'
import { openReport, reportKey } from '@/lib/reports/sealed'

/**
 * Opens the sealed content into the virtual fields, for a request the collection's read access
 * already let through (compliance, or the reporter's checked case), and only for one report at a
 * time (`findByID`, whose opening the audit log records): lists and reports loaded as a
 * relationship of another document show case number, status and dates, never content. The
 * ciphertext and the wrapped key never leave the server: they are dropped from every document.
 */
export const openSealedReport: CollectionAfterReadHook = ({ doc, findMany }) => {
  const { sealed, wrappedKey, sealId, ...rest } = doc as Record<string, unknown> & {
    sealed?: string
    wrappedKey?: string
    sealId?: string
  }
  const out: Record<string, unknown> = { ...rest, overdue: isOverdue(doc) }
  if (!findMany && typeof sealed === 'string' && typeof wrappedKey === 'string' && typeof sealId === 'string') {
    const content = openReport(reportKey({ sealId, wrappedKey }), sealId, sealed)
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
