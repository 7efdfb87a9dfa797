import { sql } from '@payloadcms/db-postgres/drizzle'

import { readDb } from '../../db/readReplicas'
import { readFromPrimary } from '../../db/readRouting'
import { getPayloadClient } from '../payload'

/**
 * Recent list pages of the legacy API, in memory, under the state they were read from. Counting
 * every match of a common search word ("배달" is in nearly every Korean press release) costs tens
 * of milliseconds however it is indexed, and visitors ask for the same pages and words again and
 * again; so a page is kept until what it was read from changes:
 * - the table's version, which Postgres raises on every write of the list's table, its locale rows
 *   or the images (migration 20261125_161000_list_versions), whoever writes, on any instance;
 * - the newest publish date already due: a scheduled item becomes visible without any write, and
 *   when it does, its date is the newest due one.
 * Reading that state is one statement of index lookups, shared by the requests that arrive while
 * it is on its way (a request never trusts a reading that started before it arrived: it may
 * predate a write the visitor has just made); a miss reads the page itself once, however many
 * requests ask for it at the same time.
 */

const MAX_PAGES = 1000

const pages = new Map<string, Promise<unknown>>()

type StateRow = { list: string | null; images: string | null; due: string | Date | null }

/** The state a cached page of `table` depends on, read now. */
async function readListState(table: string): Promise<string> {
  const now = new Date()
  const payload = await getPayloadClient()
  const t = sql.identifier(table)
  const { rows } = await readDb(payload).execute<StateRow>(sql`
    SELECT (SELECT version FROM list_versions WHERE source = ${table}) AS list,
      (SELECT version FROM list_versions WHERE source = 'images') AS images,
      (SELECT max(d.publish_date) FROM ${t} d WHERE d._status = 'published' AND d.publish_date <= ${now.toISOString()}) AS due
  `)
  const row = rows[0]
  return `${row?.list}:${row?.images}:${row?.due ? new Date(row.due).getTime() : ''}`
}

/** Per table: the reading under way, and the one queued behind it. */
const underWay = new Map<string, Promise<string>>()
const queued = new Map<string, Promise<string>>()

function startReading(table: string): Promise<string> {
  const reading = readListState(table)
  underWay.set(table, reading)
  const done = () => underWay.get(table) === reading && underWay.delete(table)
  reading.then(done, done)
  return reading
}

/**
 * The state of `table` as read after this call: a reading under way started before, so the caller
 * joins the one queued to start when it ends (one queued reading serves every caller that arrives
 * meanwhile); with none under way, a reading starts now.
 */
function listState(table: string): Promise<string> {
  const next = queued.get(table)
  if (next) return next
  const current = underWay.get(table)
  if (!current) return startReading(table)
  const after = () => {
    queued.delete(table)
    return startReading(table)
  }
  const queuedReading = current.then(after, after)
  queued.set(table, queuedReading)
  return queuedReading
}

/** The page `read` returns for `key` in the current state of `table`, from memory when unchanged. */
export async function cachedListPage<T>(table: string, key: string, read: () => Promise<T>): Promise<T> {
  const fullKey = `${table}|${await listState(table)}|${key}`
  const hit = pages.get(fullKey)
  if (hit) {
    // Most recently used last: Map keeps insertion order, so the first key is the one to evict.
    pages.delete(fullKey)
    pages.set(fullKey, hit)
    return hit as Promise<T>
  }
  // With read replicas the state is read from one (the read every request makes) and a missing
  // page from the primary: a page is then never older than the state it is kept under. Read from
  // a lagging replica, it could be, and would stay until the next write to its table.
  const pending = readFromPrimary(read)
  pages.set(fullKey, pending)
  pending.catch(() => pages.delete(fullKey))
  while (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!)
  return pending
}
