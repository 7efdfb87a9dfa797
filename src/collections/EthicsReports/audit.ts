import type { CollectionAfterChangeHook, CollectionAfterOperationHook, PayloadRequest } from 'payload'

import type { auditActions } from '../ReportAuditLog'
import { AUDIT_CONTEXT } from '@/lib/auth/requestContexts'
import { isCompliance } from './access'

export type AuditAction = (typeof auditActions)[number]

export type AuditEntry = {
  caseNumber: string
  report?: number | null
  action: AuditAction
  fromStatus?: string | null
  toStatus?: string | null
  at?: string
}

/**
 * Writes one audit entry for the acting request: with access checks on, in the request's own
 * transaction when it has one (the entry and the change it records are stored together or not at
 * all), signed with the staff user when there is one. The audit door is opened on a copy of the
 * request, so the flag does not stay on the caller's context for later calls of that request.
 */
export async function writeAudit(req: PayloadRequest, entry: AuditEntry): Promise<void> {
  const staff = req.user?.collection === 'users' ? req.user : null
  await req.payload.create({
    collection: 'report-audit-log',
    data: {
      ...entry,
      user: staff ? Number(staff.id) : null,
      userEmail: staff?.email ?? null,
      at: entry.at ?? new Date().toISOString(),
    },
    req: { ...req },
    overrideAccess: false,
    depth: 0,
    context: { [AUDIT_CONTEXT]: true },
  })
}

/**
 * Reads already recorded in one HTTP request. Scoped by the request's DataLoader: Payload makes
 * one per request and shares it with the copies of the request its admin views make, so one
 * opening of the edit view is one entry however many reads it takes to render.
 */
const recordedReads = new WeakMap<object, Set<string>>()

function firstReadInRequest(req: PayloadRequest, key: string): boolean {
  const scope = (req.payloadDataLoader as object | undefined) ?? req
  const seen = recordedReads.get(scope) ?? new Set<string>()
  recordedReads.set(scope, seen)
  if (seen.has(key)) return false
  seen.add(key)
  return true
}

/**
 * "Opened": a compliance user was handed one report with its content opened (the REST read of
 * one report, the admin's edit and API views). An afterOperation hook on `findByID` rather than an
 * afterRead hook, because afterRead also runs on what a list, a create or an update returns, which
 * are not openings. Reads that select no content (the admin's checks for a newer version, the
 * messages table) open nothing and are not entries.
 */
export const recordRead: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if (operation !== 'findByID' || !result || !isCompliance(req)) return result
  const doc = result as { id?: number; receiptNumber?: string; detail?: unknown }
  if (typeof doc.detail !== 'string' || typeof doc.id !== 'number') return result
  if (!firstReadInRequest(req, `${req.user?.id}:${doc.id}`)) return result
  await writeAudit(req, {
    caseNumber: doc.receiptNumber ?? (await caseNumberOf(req, doc.id)),
    report: doc.id,
    action: 'read',
  })
  return result
}

/**
 * Messages read by compliance (the report's thread in its edit view, the messages list, the REST
 * API) open what the reporter wrote as much as the report does: each report whose messages were
 * handed out is recorded as read, once per request (so the edit view's own opening covers its thread).
 */
export const recordMessagesRead: CollectionAfterOperationHook = async ({ operation, req, result }) => {
  if ((operation !== 'find' && operation !== 'findByID') || !result || !isCompliance(req)) return result
  const docs = (operation === 'find' ? ((result as { docs?: unknown[] }).docs ?? []) : [result]) as {
    body?: unknown
    report?: unknown
  }[]
  const reports = new Set<number>()
  for (const doc of docs) {
    if (typeof doc.body !== 'string') continue
    const report =
      typeof doc.report === 'object' && doc.report !== null ? (doc.report as { id?: unknown }).id : doc.report
    if (typeof report === 'number') reports.add(report)
  }
  for (const report of reports) {
    if (!firstReadInRequest(req, `${req.user?.id}:${report}`)) continue
    await writeAudit(req, { caseNumber: await caseNumberOf(req, report), report, action: 'read' })
  }
  return result
}

/** The case number of a report whose read selected other fields. */
async function caseNumberOf(req: PayloadRequest, id: number): Promise<string> {
  const row = (await req.payload.db.findOne({ collection: 'ethics-reports', where: { id: { equals: id } }, req })) as {
    receiptNumber?: string
  } | null
  return row?.receiptNumber ?? ''
}

/** 'created' at intake, and every status change with who made it (in the same transaction as the change). */
export const recordChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
  const report = doc as { id: number; receiptNumber: string; status: string; receivedAt?: string }
  if (operation === 'create') {
    await writeAudit(req, {
      caseNumber: report.receiptNumber,
      report: report.id,
      action: 'created',
      toStatus: report.status,
      at: report.receivedAt,
    })
  } else if (previousDoc?.status && previousDoc.status !== report.status) {
    await writeAudit(req, {
      caseNumber: report.receiptNumber,
      report: report.id,
      action: 'statusChanged',
      fromStatus: previousDoc.status,
      toStatus: report.status,
    })
  }
  return doc
}
