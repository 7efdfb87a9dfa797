import { sql } from '@payloadcms/db-postgres/drizzle'
import type { CollectionSlug, Payload } from 'payload'

import { collectionTag } from '@/lib/cache/tags'

/**
 * Scheduled items go public on time. A published item whose publish date is ahead (or a banner
 * whose display window opens or closes ahead) changes what visitors see at that moment, with no
 * write to expire the cached pages: without this, a detail page cached as a 404 and the lists
 * cached without the item stayed so until the cache's fallback time (REVALIDATE_SECONDS, 300 s).
 *
 * Each process that can expire pages (the web server, the worker) keeps one timer a collection, for
 * its next due time, and expires the collection's tag when it comes. The timers are armed by every
 * write (the afterChange hook), and by a look at the database when the process starts and every
 * RESCAN_MS after (a write made by another instance, a process restarted in between).
 */

/** The date fields whose passing changes what visitors see, by collection. */
export const DUE_FIELDS: Partial<Record<CollectionSlug, readonly string[]>> = {
  'press-releases': ['publishDate'],
  'fact-checks': ['publishDate'],
  'media-reports': ['publishDate'],
  notices: ['publishDate'],
  writings: ['publishDate'],
  banners: ['displayFrom', 'displayUntil'],
}

export const RESCAN_MS = 30_000
/** A timer further ahead than this waits for a later look (and setTimeout caps at ~24.8 days). */
const HORIZON_MS = 6 * 3_600_000
/** Node may fire a timer up to a millisecond early; the item must be due when the page is read. */
const AFTER_DUE_MS = 20

type Expire = (tags: string[]) => Promise<void>
type Armed = { at: number; timer: NodeJS.Timeout }
type Watcher = { payload: Payload; expire: Expire; armed: Map<string, Armed>; rescan?: NodeJS.Timeout }

// On globalThis: Next loads the hooks in more than one server bundle, and the timers are the process's.
const KEY = Symbol.for('corporate-site.dueTimes')
const holder = globalThis as typeof globalThis & { [KEY]?: Watcher }

/**
 * Starts watching (once a process): a first look at the database now, then every RESCAN_MS.
 * `expire` sends tags to the site (the process has no request to expire them in).
 */
export function watchDueTimes(payload: Payload, expire: Expire): () => void {
  if (holder[KEY]) return () => stopWatching()
  const watcher: Watcher = { payload, expire, armed: new Map() }
  holder[KEY] = watcher
  const look = () => void lookAll(watcher)
  look()
  watcher.rescan = setInterval(look, RESCAN_MS).unref()
  return () => stopWatching()
}

function stopWatching(): void {
  const watcher = holder[KEY]
  if (!watcher) return
  clearInterval(watcher.rescan)
  for (const { timer } of watcher.armed.values()) clearTimeout(timer)
  watcher.armed.clear()
  delete holder[KEY]
}

/** A write: arms the collection's timer for the written item's own due times still ahead. */
export function noteDueTimes(slug: string, doc: Record<string, unknown> | null | undefined): void {
  const watcher = holder[KEY]
  const fields = DUE_FIELDS[slug as CollectionSlug]
  if (!watcher || !fields || doc?._status !== 'published') return
  for (const field of fields) {
    const at = timeOf(doc[field])
    if (at !== undefined && at > Date.now()) arm(watcher, slug, at)
  }
}

const timeOf = (value: unknown): number | undefined => {
  if (typeof value !== 'string' && !(value instanceof Date)) return undefined
  const at = new Date(value).getTime()
  return Number.isFinite(at) ? at : undefined
}

function arm(watcher: Watcher, slug: string, at: number): void {
  const current = watcher.armed.get(slug)
  if (current && current.at <= at) return
  const delay = at - Date.now()
  if (delay > HORIZON_MS) return
  if (current) clearTimeout(current.timer)
  const timer = setTimeout(() => void fire(watcher, slug), Math.max(0, delay) + AFTER_DUE_MS)
  watcher.armed.set(slug, { at, timer: timer.unref() })
}

async function fire(watcher: Watcher, slug: string): Promise<void> {
  watcher.armed.delete(slug)
  try {
    await watcher.expire([collectionTag(slug)])
  } finally {
    await lookAll(watcher)
  }
}

/** Where each due time is stored: the tables and columns of DUE_FIELDS. */
const DUE_COLUMNS = [
  ['press-releases', 'press_releases', 'publish_date'],
  ['fact-checks', 'fact_checks', 'publish_date'],
  ['media-reports', 'media_reports', 'publish_date'],
  ['notices', 'notices', 'publish_date'],
  ['writings', 'writings', 'publish_date'],
  ['banners', 'banners', 'display_from'],
  ['banners', 'banners', 'display_until'],
] as const

/**
 * Every collection's next due time, in one statement (the look runs every RESCAN_MS in every
 * process). Its column's name marks it, so that what counts a request's queries can leave it out
 * (query-budget.int; pg_stat_statements keeps no leading comment).
 */
export const NEXT_DUE_MARK = 'next_due_time'
const NEXT_DUE_SQL = DUE_COLUMNS.map(
  ([slug, table, column]) =>
    `SELECT '${slug}' AS slug, min("${column}") AS ${NEXT_DUE_MARK} FROM "${table}" WHERE "_status" = 'published' AND "${column}" > now()`,
).join(' UNION ALL ')

/** Arms each collection's timer for its next due time in the database, if any is ahead. */
async function lookAll(watcher: Watcher): Promise<void> {
  if (holder[KEY] !== watcher) return
  try {
    const { rows } = await watcher.payload.db.drizzle.execute<{ slug: string; [NEXT_DUE_MARK]: Date | string | null }>(
      sql.raw(NEXT_DUE_SQL),
    )
    for (const row of rows) {
      const { slug } = row
      const time = timeOf(row[NEXT_DUE_MARK])
      if (time !== undefined) arm(watcher, slug, time)
    }
  } catch (error) {
    // Tables not migrated yet, or the database away: the next look tries again.
    watcher.payload.logger.debug({ err: error, msg: '[due] could not read the next due times' })
  }
}
