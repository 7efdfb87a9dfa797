import type { Locale } from '../../i18n/locales'
import type { Queryable } from './db'

/** The periods the admin view offers, in days ending today (Seoul). */
export const summaryPeriods = [7, 30, 90, 365] as const
export type SummaryPeriod = (typeof summaryPeriods)[number]

export type SummaryQuery = {
  /** Days ending with `today`, both included. */
  days: SummaryPeriod
  /** Today's Seoul date, YYYY-MM-DD. */
  today: string
  /** One language's pages, or both. */
  locale?: Locale
  /** One element, or all. */
  element?: string
}
export type Counts = { views: number; clicks: number }
export type AnalyticsSummary = {
  /** Every element with a view or click in the period, most viewed first. */
  elements: (Counts & { element: string })[]
  /** Every day of the period, oldest first, zero where nothing was counted. */
  days: (Counts & { day: string })[]
  totals: Counts
  /** When the counts were last brought up to date (the job's last run), if ever. */
  countedAt: Date | null
}

/**
 * The editors' view of the daily counts (analytics_daily): per element and per day over a
 * period, for one language or both. Reads only the counts, never raw events.
 */
export async function readSummary(db: Queryable, query: SummaryQuery): Promise<AnalyticsSummary> {
  const params = [query.today, query.days - 1, query.locale ?? null, query.element ?? null]
  const filter = `day BETWEEN $1::date - $2::int AND $1::date
    AND ($3::text IS NULL OR locale = $3) AND ($4::text IS NULL OR element = $4)`
  const [elements, days, run] = await Promise.all([
    db.query<{ element: string; views: string; clicks: string }>(
      `SELECT element, sum(views) AS views, sum(clicks) AS clicks FROM analytics_daily
       WHERE ${filter} GROUP BY element ORDER BY sum(views) DESC, sum(clicks) DESC, element`,
      params,
    ),
    db.query<{ day: string; views: string; clicks: string }>(
      `SELECT d.day::date::text AS day, coalesce(sum(a.views), 0) AS views, coalesce(sum(a.clicks), 0) AS clicks
       FROM generate_series($1::date - $2::int, $1::date, interval '1 day') AS d(day)
       LEFT JOIN analytics_daily a ON a.day = d.day::date
         AND ($3::text IS NULL OR a.locale = $3) AND ($4::text IS NULL OR a.element = $4)
       GROUP BY d.day ORDER BY d.day`,
      params,
    ),
    db.query<{ ran_at: Date }>('SELECT ran_at FROM analytics_runs WHERE id = 1'),
  ])
  const counts = (row: { views: string; clicks: string }): Counts => ({
    views: Number(row.views),
    clicks: Number(row.clicks),
  })
  const dayRows = days.rows.map((row) => ({ day: row.day, ...counts(row) }))
  return {
    elements: elements.rows.map((row) => ({ element: row.element, ...counts(row) })),
    days: dayRows,
    totals: dayRows.reduce((sum, row) => ({ views: sum.views + row.views, clicks: sum.clicks + row.clicks }), {
      views: 0,
      clicks: 0,
    }),
    countedAt: run.rows[0]?.ran_at ?? null,
  }
}

/** Clicks per view, as a share (0–1); undefined without views. */
export const clickThrough = ({ views, clicks }: Counts): number | undefined => (views > 0 ? clicks / views : undefined)
