import type { Payload } from 'payload'

import { listStoredFiles, removeStoredFile, sweepPartialFiles } from './storage'

const BATCH = 100
/** A file younger than this may belong to a submission still being written: never swept. */
export const ORPHAN_GRACE_MS = 60 * 60 * 1000
const DEFAULT_RETENTION_YEARS = 3

/** The moment `years` calendar years before `now` (UTC): rows received before it have expired. */
export function retentionCutoff(now: Date, years: number): Date {
  const cutoff = new Date(now.getTime())
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years)
  return cutoff
}

/** `months` calendar months before `now` (UTC), on the last day of the month when the day does not exist (31 → 30 or 28). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime())
  cutoff.setUTCDate(1)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate()
  cutoff.setUTCDate(Math.min(now.getUTCDate(), lastDay))
  return cutoff
}

/**
 * Deletes every inquiry received more than `site-settings.inbox.retentionYears` years (SPEC §9:
 * 3) before `now`, with its file, in batches; then sweeps files of the inquiries area that no row
 * names and that are older than an hour (left by a crash between writing the file and the row).
 * `now` is a parameter so the clock can be controlled in tests.
 *
 * Runs in the job queue: no user is acting, so the Local API's system access is the right one
 * (overrideAccess defaults to true); only admins may delete inquiries through a request.
 * The row goes first and its file after: a file whose removal fails is an orphan the next run
 * sweeps, while a row whose file went first would be a dead download link.
 */
export async function purgeExpired(payload: Payload, now: Date): Promise<{ rows: number; files: number }> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0 })
  const years = settings.inbox?.retentionYears || DEFAULT_RETENTION_YEARS
  const cutoff = retentionCutoff(now, years).toISOString()

  let rows = 0
  let files = 0
  for (;;) {
    const expired = await payload.find({
      collection: 'inquiries',
      where: { receivedAt: { less_than: cutoff } },
      sort: 'receivedAt',
      limit: BATCH,
      depth: 0,
      pagination: false,
      select: { attachment: true },
    })
    if (expired.docs.length === 0) break
    const deleted = await payload.delete({
      collection: 'inquiries',
      where: { id: { in: expired.docs.map((doc) => doc.id) } },
      depth: 0,
      select: { attachment: true },
    })
    for (const error of deleted.errors)
      payload.logger.error(`Retention: inquiry ${error.id} could not be deleted: ${error.message}`)
    for (const doc of deleted.docs) {
      const key = doc.attachment?.key
      if (key && (await removeStoredFile(key))) files += 1
    }
    rows += deleted.docs.length
    // Nothing deleted in a whole batch: the same rows would come back forever.
    if (deleted.docs.length === 0) break
  }

  files += await sweepOrphans(payload, now)
  if (rows || files)
    payload.logger.info(`Retention: deleted ${rows} inquiries received before ${cutoff} and ${files} files.`)
  return { rows, files }
}

/** Removes files of the inquiries area that no inquiry names and that are older than the grace period. */
async function sweepOrphans(payload: Payload, now: Date): Promise<number> {
  const old = (await listStoredFiles('inquiries'))
    .filter((file) => now.getTime() - file.modifiedAt.getTime() >= ORPHAN_GRACE_MS)
    .map((file) => file.key)
  let removed = await sweepPartialFiles('inquiries', now, ORPHAN_GRACE_MS)
  for (let start = 0; start < old.length; start += BATCH) {
    const batch = old.slice(start, start + BATCH)
    const named = await payload.find({
      collection: 'inquiries',
      where: { 'attachment.key': { in: batch } },
      limit: BATCH,
      depth: 0,
      pagination: false,
      select: { attachment: true },
    })
    const inUse = new Set(named.docs.map((doc) => doc.attachment?.key))
    for (const key of batch) {
      if (!inUse.has(key) && (await removeStoredFile(key))) removed += 1
    }
  }
  return removed
}
