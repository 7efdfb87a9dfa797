import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'

import { defaultLocale, type Locale } from '../../../i18n/locales'
import { publicRead } from './publicRead'
import { getPayloadClient } from '../payload'

export type PageRows<R> = { rows: R[]; total: number }

type PageStatement = {
  table: string
  locale: Locale
  /** The public rule, on the document alias `d` (publicRule). */
  where: SQL
  /**
   * A search (searchHits): the matching documents as (id, publish_date). They are read once, and
   * the page and the count are taken from them; `byDateAlone` when the list order is NEWEST_FIRST,
   * so the page is cut from the hits without reading the documents it skips.
   */
  search?: { hits: SQL; byDateAlone: boolean }
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
 * a deep page skips index entries, not documents. A search's hits are read first, once (a
 * materialized CTE), and counted and paged by themselves: Postgres then never walks the list in
 * date order hoping for the next match, which cost a probe per published document for a rare
 * word. The page's rows are checked against the public rule again. Always at least one row (the
 * count); a page past the end has `id` null there. Run under the public statement time limit.
 */
export async function selectPage<R extends Record<string, unknown> & { id: number | null }>(
  statement: PageStatement,
): Promise<PageRows<R>> {
  const { table, locale, where, order, offset, limit, columns, thumbnail, search } = statement
  const payload = await getPayloadClient()
  const t = sql.identifier(table)
  const tl = sql.identifier(`${table}_locales`)
  const ids = search
    ? search.byDateAlone
      ? sql`SELECT h.id FROM hits h ORDER BY ${sql.raw(order('h'))} OFFSET ${offset} LIMIT ${limit}`
      : sql`SELECT d.id FROM hits h JOIN ${t} d ON d.id = h.id WHERE ${where}
          ORDER BY ${sql.raw(order('d'))} OFFSET ${offset} LIMIT ${limit}`
    : sql`SELECT d.id FROM ${t} d WHERE ${where} ORDER BY ${sql.raw(order('d'))} OFFSET ${offset} LIMIT ${limit}`
  const result = await publicRead(
    payload,
    sql`
    ${search ? sql`WITH hits AS MATERIALIZED (${search.hits})` : sql``}
    SELECT c.total, p.id, p.publish_date, ${columns}
    FROM (SELECT count(*) AS total FROM ${search ? sql`hits` : sql`${t} d WHERE ${where}`}) c
    LEFT JOIN LATERAL (SELECT d.* FROM ${t} d WHERE d.id IN (${ids}) AND ${where}) p ON true
    LEFT JOIN ${tl} l ON l._parent_id = p.id AND l._locale = ${locale}
    LEFT JOIN ${tl} f ON f._parent_id = p.id AND f._locale = ${defaultLocale}
    ${thumbnail ? sql`LEFT JOIN images i ON i.id = p.thumbnail_id` : sql``}
    ORDER BY ${sql.raw(order('p'))}
  `,
  )
  // The columns are the statement's own: what `columns` names, plus total, id and publish_date.
  const rows = result.rows as (R & { total: string | number })[]
  return { rows: rows.filter((row) => row.id !== null), total: Number(rows[0]?.total ?? 0) }
}

/** Newest first, then the higher id: the order of the published-list index. */
export const NEWEST_FIRST = (a: string) => `${a}.publish_date DESC, ${a}.id DESC`
