import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'

import { AUDIT_CONTEXT } from '../auth/requestContexts'
import { monthsBefore, ORPHAN_GRACE_MS } from '../submissions/retention'
import { listStoredFiles, removeStoredFile, sweepPartialFiles } from '../submissions/storage'
import type { RetentionCounts } from '../submissions/tasks'
import { reportFileKeysInUse, storedFileKeysOf } from './content'
import { REPORT_FILE_AREA } from './sealed'

const BATCH = 100
const DEFAULT_RETENTION_MONTHS = 12

export type ReportPurge = { reports: number; messages: number; files: number }

/**
 * Deletes every ethics report closed more than `site-settings.reports.retentionMonths` months
 * (SPEC §9: one year) before `now`, with its messages and all their files; its audit entries keep
 * only the case number, the action and the date, and a 'purged' entry is added. Then sweeps files
 * of the reports area that nothing names and that are older than an hour. `now` is a parameter so
 * the clock can be controlled in tests.
 *
 * A system job (no user acts): the Local API's system access deletes what nobody may delete
 * through a request; only the 'purged' entry goes through the audit log's own door. Each report
 * goes in one transaction (messages, report, audit entries together or not at all), its files
 * after the commit: a file whose removal fails is an orphan the sweep removes later, while a row
 * whose file went first would be a dead link.
 */
export async function purgeExpiredReports(payload: Payload, now: Date): Promise<ReportPurge> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const months = settings.reports?.retentionMonths || DEFAULT_RETENTION_MONTHS
  const cutoff = monthsBefore(now, months).toISOString()

  const total: ReportPurge = { reports: 0, messages: 0, files: 0 }
  const failed: number[] = []
  for (;;) {
    const expired = await payload.find({
      collection: 'ethics-reports',
      where: {
        and: [
          { status: { equals: 'closed' } },
          { closedAt: { less_than: cutoff } },
          ...(failed.length ? [{ id: { not_in: failed } }] : []),
        ],
      },
      sort: 'closedAt',
      limit: BATCH,
      depth: 0,
      pagination: false,
      // No content selected: nothing is decrypted to find them.
      select: { receiptNumber: true },
    })
    if (expired.docs.length === 0) break
    for (const report of expired.docs) {
      try {
        const purged = await purgeReport(payload, report.id, report.receiptNumber, now)
        total.reports += 1
        total.messages += purged.messages
        total.files += purged.files
      } catch (error) {
        // Kept for the next run; this run goes on with the others and does not pick it up again.
        failed.push(report.id)
        payload.logger.error({
          err: error,
          msg: `Retention: ethics report ${report.receiptNumber} could not be deleted`,
        })
      }
    }
  }

  total.files += await sweepReportOrphans(payload, now)
  if (total.reports || total.files) {
    payload.logger.info(
      `Retention: deleted ${total.reports} ethics reports closed before ${cutoff}, ${total.messages} messages and ${total.files} files.`,
    )
  }
  return total
}

async function purgeReport(
  payload: Payload,
  id: number,
  caseNumber: string,
  now: Date,
): Promise<{ messages: number; files: number }> {
  const req = await createLocalReq({}, payload)
  // Read before the rows go: the file keys live only inside the sealed content.
  const fileKeys = await storedFileKeysOf(payload, id, req)
  await initTransaction(req)
  let messages: number
  try {
    const deleted = await payload.delete({
      collection: 'report-messages',
      where: { report: { equals: id } },
      req,
      depth: 0,
      select: { report: true },
    })
    if (deleted.errors.length)
      throw new Error(`messages not deleted: ${deleted.errors.map((e) => `${e.id} (${e.message})`).join(', ')}`)
    messages = deleted.docs.length
    // What stays of the case: its number, what happened and when; not who, and no link to the report.
    const reduced = await payload.update({
      collection: 'report-audit-log',
      where: { report: { equals: id } },
      data: { report: null, user: null, userEmail: null, fromStatus: null, toStatus: null },
      req,
      depth: 0,
    })
    if (reduced.errors.length)
      throw new Error(`audit entries not reduced: ${reduced.errors.map((e) => `${e.id} (${e.message})`).join(', ')}`)
    await payload.delete({ collection: 'ethics-reports', id, req, depth: 0, select: { receiptNumber: true } })
    await payload.create({
      collection: 'report-audit-log',
      data: { caseNumber, action: 'purged', at: now.toISOString() },
      req,
      overrideAccess: false,
      context: { [AUDIT_CONTEXT]: true },
      depth: 0,
    })
    await commitTransaction(req)
  } catch (error) {
    await killTransaction(req)
    throw error
  }
  let files = 0
  for (const key of fileKeys) if (await removeStoredFile(key)) files += 1
  return { messages, files }
}

/** Removes files of the reports area that no report or message names and that are older than the grace period. */
async function sweepReportOrphans(payload: Payload, now: Date): Promise<number> {
  const partials = await sweepPartialFiles(REPORT_FILE_AREA, now, ORPHAN_GRACE_MS)
  const old = (await listStoredFiles(REPORT_FILE_AREA))
    .filter((file) => now.getTime() - file.modifiedAt.getTime() >= ORPHAN_GRACE_MS)
    .map((file) => file.key)
  if (old.length === 0) return partials
  let inUse: Set<string>
  try {
    inUse = await reportFileKeysInUse(payload, await createLocalReq({}, payload), BATCH)
  } catch (error) {
    payload.logger.error({
      err: error,
      msg: 'Retention: the files in use by ethics reports could not be listed; no report file is swept',
    })
    return partials
  }
  let removed = partials
  for (const key of old) if (!inUse.has(key) && (await removeStoredFile(key))) removed += 1
  return removed
}

/** The ethics reports' part of the daily retention job (src/lib/submissions/tasks.ts), under its output's names. */
export async function purgeReportsForRetentionJob(payload: Payload, now: Date): Promise<RetentionCounts> {
  const purged = await purgeExpiredReports(payload, now)
  return { reports: purged.reports, reportMessages: purged.messages, reportFiles: purged.files }
}
