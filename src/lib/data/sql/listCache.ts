import { sql } from '@payloadcms/db-postgres/drizzle'

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
 * Reading that state is one statement of index lookups; a miss reads the page itself once, however
 * many requests ask for it at the same time.
 */

const MAX_PAGES = 1000

const pages = new Map<string, Promise<unknown>>()

type StateRow = { list: string | null; images: string | null; due: string | Date | null }

/** The state a cached page of `table` depends on. */
async function listState(table: string, now: Date): Promise<string> {
  const payload = await getPayloadClient()
  const t = sql.identifier(table)
  const { rows } = await payload.db.drizzle.execute<StateRow>(sql`
    SELECT (SELECT version FROM list_versions WHERE source = ${table}) AS list,
      (SELECT version FROM list_versions WHERE source = 'images') AS images,
      (SELECT max(d.publish_date) FROM ${t} d WHERE d._status = 'published' AND d.publish_date <= ${now.toISOString()}) AS due
  `)
  const row = rows[0]
  return `${row?.list}:${row?.images}:${row?.due ? new Date(row.due).getTime() : ''}`
}

/** The page `read` returns for `key` in the current state of `table`, from memory when unchanged. */
export async function cachedListPage<T>(
  table: string,
  key: string,
  read: () => Promise<T>,
  now = new Date(),
): Promise<T> {
  const fullKey = `${table}|${await listState(table, now)}|${key}`
  const hit = pages.get(fullKey)
  if (hit) {
    // Most recently used last: Map keeps insertion order, so the first key is the one to evict.
    pages.delete(fullKey)
    pages.set(fullKey, hit)
    return hit as Promise<T>
  }
  const pending = read()
  pages.set(fullKey, pending)
  pending.catch(() => pages.delete(fullKey))
  while (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value!)
  return pending
}
