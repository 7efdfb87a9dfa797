import type { Queryable } from './db'

/**
 * Raw events are kept this long, then only their daily counts remain. They go by whole Seoul days:
 * a day's events are deleted once the whole day is more than 30 days old (so at most a day later
 * than 30 days). A day is never left half deleted, because a day is recounted from its raw events
 * (late commits below): recounting a half-deleted day would overwrite its count with a smaller one.
 */
export const RAW_EVENT_DAYS = 30
/**
 * Events are numbered as they are written, but one written a moment earlier may commit a moment
 * later than a newer one. Each run recounts the days of the last run's newest events too, this
 * many of them, so such a late commit is still counted; recounting a day is idempotent.
 */
const LATE_COMMIT_MARGIN = 1000

export type AggregateResult = { days: number; rows: number; purged: number; salts: number }

/**
 * The analytics job (every ten minutes, on the worker): recounts the Seoul days that received
 * events since its last run into `analytics_daily` (views and clicks per element, language and
 * day, each visitor once), then deletes the raw events of days more than 30 days old and the
 * salts of days that are over (visitor.ts). One transaction, so `db` is one connection (a client
 * checked out of the pool, never the pool itself): the counts and the watermark move together.
 */
export async function aggregateEvents(db: Queryable, now = new Date()): Promise<AggregateResult> {
  await db.query('BEGIN')
  try {
    // One run at a time, whichever process runs it (the lock ends with the transaction).
    await db.query(`SELECT pg_advisory_xact_lock(hashtext('analytics_aggregate'))`)
    const { rows: state } = await db.query<{ last: string; upto: string | null }>(
      `SELECT (SELECT last_event_id FROM analytics_runs WHERE id = 1) AS last, (SELECT max(id) FROM analytics_events) AS upto`,
    )
    const last = Number(state[0]?.last ?? 0)
    const upto = state[0]?.upto === null || state[0]?.upto === undefined ? last : Number(state[0].upto)
    const counted = await db.query<{ day: string }>(
      `WITH touched AS (
         SELECT DISTINCT (received_at AT TIME ZONE 'Asia/Seoul')::date AS day
         FROM analytics_events WHERE id > $1 AND id <= $2
       ), counts AS (
         SELECT t.day, e.element, e.locale,
           count(DISTINCT e.visitor) FILTER (WHERE e.type = 'view') AS views,
           count(DISTINCT e.visitor) FILTER (WHERE e.type = 'click') AS clicks
         FROM touched t
         JOIN analytics_events e
           ON e.received_at >= (t.day::timestamp AT TIME ZONE 'Asia/Seoul')
          AND e.received_at < ((t.day + 1)::timestamp AT TIME ZONE 'Asia/Seoul')
         WHERE e.id <= $2
         GROUP BY t.day, e.element, e.locale
       )
       INSERT INTO analytics_daily (day, element, locale, views, clicks)
       SELECT day, element, locale, views, clicks FROM counts
       ON CONFLICT (day, element, locale) DO UPDATE SET views = excluded.views, clicks = excluded.clicks
       RETURNING day::text AS day`,
      [Math.max(0, last - LATE_COMMIT_MARGIN), upto],
    )
    await db.query(
      `INSERT INTO analytics_runs (id, last_event_id, ran_at) VALUES (1, $1, $2)
       ON CONFLICT (id) DO UPDATE SET last_event_id = excluded.last_event_id, ran_at = excluded.ran_at`,
      [upto, now],
    )
    // Only events already counted (id ≤ upto) are deleted: none is lost to a purge before its count.
    // Whole days only: those that ended by the start of the Seoul day of (now − 30 days).
    const purged = await db.query(
      `DELETE FROM analytics_events WHERE id <= $1 AND received_at <
         ((($2::timestamptz - make_interval(days => $3)) AT TIME ZONE 'Asia/Seoul')::date::timestamp AT TIME ZONE 'Asia/Seoul')`,
      [upto, now, RAW_EVENT_DAYS],
    )
    const salts = await db.query(
      `DELETE FROM analytics_salts WHERE day < ($1::timestamptz AT TIME ZONE 'Asia/Seoul')::date`,
      [now],
    )
    await db.query('COMMIT')
    return {
      days: new Set(counted.rows.map((row) => row.day)).size,
      rows: counted.rowCount ?? 0,
      purged: purged.rowCount ?? 0,
      salts: salts.rowCount ?? 0,
    }
  } catch (error) {
    await db.query('ROLLBACK').catch(() => undefined)
    throw error
  }
}
