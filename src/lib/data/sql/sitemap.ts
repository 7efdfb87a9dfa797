import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'

import {
  idRange,
  sitemapCollections,
  type MaxIds,
  type SitemapCollection,
  type SitemapRow,
} from '../../site/sitemapIndex'
import { getPayloadClient } from '../payload'
import { publicRead } from './publicRead'
import { publicRule } from './publicRule'

/**
 * What an anonymous visitor may read of each collection, on the document alias `d`, as its access
 * rule says it to Payload: dated content is `publishedAndDue` (publicRule), policy versions are
 * published-only (`publishedOnlyOrStaff`, no publish date), categories are open to anyone.
 */
const SOURCES: Record<SitemapCollection, { table: string; rule: (now: Date) => SQL; category?: true }> = {
  'writing-categories': { table: 'writing_categories', rule: () => sql`true` },
  'press-releases': { table: 'press_releases', rule: publicRule },
  'fact-checks': { table: 'fact_checks', rule: publicRule },
  notices: { table: 'notices', rule: publicRule },
  writings: { table: 'writings', rule: publicRule, category: true },
  policies: { table: 'policies', rule: () => sql`d._status = 'published'` },
}

/**
 * The highest public id of every collection, in one statement: each `max(id)` walks the primary
 * key backwards to the first public row, so the index costs a few index entries however many
 * documents there are.
 */
export async function selectSitemapMaxIds(now: Date): Promise<MaxIds> {
  const payload = await getPayloadClient()
  const columns = sitemapCollections.map((collection) => {
    const { table, rule } = SOURCES[collection]
    return sql`(SELECT max(d.id) FROM ${sql.identifier(table)} d WHERE ${rule(now)}) AS ${sql.identifier(collection)}`
  })
  const result = await publicRead(payload, sql`SELECT ${sql.join(columns, sql`, `)}`)
  const row = (result.rows[0] ?? {}) as Record<string, string | number | null>
  return Object.fromEntries(
    sitemapCollections.map((collection) => {
      const max = row[collection]
      return [collection, max === null || max === undefined ? null : Number(max)]
    }),
  ) as MaxIds
}

/**
 * The public documents of one child, by id: a range of the primary key, only the columns a
 * sitemap entry needs (the change time as ISO text in UTC, so the cached value is plain JSON).
 */
export async function selectSitemapRows(collection: SitemapCollection, page: number, now: Date): Promise<SitemapRow[]> {
  const { table, rule, category } = SOURCES[collection]
  const { from, to } = idRange(page)
  const payload = await getPayloadClient()
  const result = await publicRead(
    payload,
    sql`
    SELECT d.id,
      to_char(d.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS lastmod
      ${category ? sql`, COALESCE(d.category_id, 0) AS category` : sql``}
    FROM ${sql.identifier(table)} d
    WHERE ${rule(now)} AND d.id >= ${from} AND d.id < ${to}
    ORDER BY d.id
  `,
  )
  return (result.rows as { id: number | string; lastmod: string; category?: number | string }[]).map((row) => ({
    id: Number(row.id),
    lastmod: row.lastmod,
    ...(row.category === undefined ? {} : { category: Number(row.category) }),
  }))
}
