import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'

/**
 * What an anonymous visitor may see of a dated table, on the document alias `d`, as
 * `publishedAndDue` (src/collections/access.ts) says it to Payload: published, and due by `now`;
 * plus an optional condition (a search). `_status` is a literal so Postgres matches the partial
 * published-list index.
 */
export function publicRule(now: Date, condition?: SQL): SQL {
  const base = sql`d._status = 'published' AND d.publish_date <= ${now.toISOString()}`
  return condition ? sql`${base} AND ${condition}` : base
}

/** A localized text column of the locale row `l`, falling back to the default locale's row `f` as Payload does. */
export const localized = (column: string): SQL =>
  sql.raw(`COALESCE(NULLIF(l."${column}", ''), NULLIF(f."${column}", ''), l."${column}")`)
