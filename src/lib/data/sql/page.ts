import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'

import { defaultLocale, type Locale } from '../../../i18n/locales'
import { readDb } from '../../db/readReplicas'
import { getPayloadClient } from '../payload'

export type PageRows<R> = { rows: R[]; total: number }

type PageStatement = {
  table: string
  locale: Locale
  /** The public rule and any search, on the document alias `d` (publicRule). */
  where: SQL
  /** The list order, written for a given alias: `(a) => \`${a}.publish_date DESC, ${a}.id DESC\``. */
  order: (alias: string) => string
  offset: number
  limit: number
  /** What to read of the page's rows: `p` the document, `l`/`f` its locale and default-locale rows, `i` its thumbnail. */
  columns: SQL
  thumbnail: boolean
}

/**
 * One page of a public list and its count, in one statement. The page's ids come from the
 * published-list index alone (an index-only scan when the order is the index's, also for the
 * count), and only those rows are joined to their locale rows and thumbnail ("deferred join"):
 * a deep page skips index entries, not documents. Always at least one row (the count); a page
 * past the end has `id` null there.
 */
export async function selectPage<R extends Record<string, unknown> & { id: number | null }>(
  statement: PageStatement,
): Promise<PageRows<R>> {
  const { table, locale, where, order, offset, limit, columns, thumbnail } = statement
  const payload = await getPayloadClient()
  const t = sql.identifier(table)
  const tl = sql.identifier(`${table}_locales`)
  const result = await readDb(payload).execute(sql`
    SELECT c.total, p.id, p.publish_date, ${columns}
    FROM (SELECT count(*) AS total FROM ${t} d WHERE ${where}) c
    LEFT JOIN LATERAL (
      SELECT d.* FROM ${t} d
      WHERE d.id IN (SELECT d.id FROM ${t} d WHERE ${where} ORDER BY ${sql.raw(order('d'))} OFFSET ${offset} LIMIT ${limit})
    ) p ON true
    LEFT JOIN ${tl} l ON l._parent_id = p.id AND l._locale = ${locale}
    LEFT JOIN ${tl} f ON f._parent_id = p.id AND f._locale = ${defaultLocale}
    ${thumbnail ? sql`LEFT JOIN images i ON i.id = p.thumbnail_id` : sql``}
    ORDER BY ${sql.raw(order('p'))}
  `)
  // The columns are the statement's own: what `columns` names, plus total, id and publish_date.
  const rows = result.rows as (R & { total: string | number })[]
  return { rows: rows.filter((row) => row.id !== null), total: Number(rows[0]?.total ?? 0) }
}

/** Newest first, then the higher id: the order of the published-list index. */
export const NEWEST_FIRST = (a: string) => `${a}.publish_date DESC, ${a}.id DESC`
