import { type SQL, sql } from '@payloadcms/db-postgres/drizzle'

import { type Locale, locales } from '../../i18n/locales'
import { isGramWord, literalRuns, type TitleWords } from './titleQueries'
import type { Execute } from './listReads'
import { isUncasedPattern } from './uncasedLike'

/**
 * The SQL that reads the title indexes (migrations 20261128_040000 to 060000) for the staff lists
 * withIndexedTitles answers: the rows a title search selects, their count, and titles at a place
 * in a list's order. Each statement runs on the read's own connection (`Execute`).
 */

/**
 * A search whose words are in at most this many titles is read by their ids. A more common word
 * is left to Payload's own query, which finds a page of it in the first rows it reads.
 */
export const MAX_TITLE_MATCHES = 1000

/**
 * A title search as the GIN indexes read it, and as every title of a locale is matched; `groups`,
 * how many OR-ed groups of words it holds (each costs the match of every title more).
 */
export type ExactSearch = { indexed: SQL; scan: SQL; groups: number }

/**
 * Where a list's titles are: its table, its locale rows' table, the title column, the `where` key;
 * `drafts` for a draft list (its table holds versions, of which it lists the latest).
 */
export type Titles = { table: string; locales: string; column: string; key: string; drafts: boolean }

/**
 * The rows (`id`, `title`) whose title in `locale` holds one group's words, as Payload's ILIKE
 * matches them, in one SELECT (each locale row once, so a LIMIT stops it early). A title holds a
 * word only if its grams hold the grams of the word's literal runs (literalRuns): the GIN index of
 * the locale finds those rows (one containment per group, which the index answers alone). The
 * grams answer groups of short words exactly (isGramWord); for any other group the rows found are
 * kept when their lower-cased title is LIKE each word of a group, which is what ILIKE does. The
 * fence (OFFSET 0) keeps the grams out of that filter: computed again for every row found, they
 * took 760 ms for a thousand rows.
 *
 * `scan`, or a group with no literal run (`%`, `__`), matches every title of the locale that way,
 * read from the title order index (which holds the row's id). For a search in many titles that is
 * the cheaper read: the GIN index finds them, but each is then read from the locale table, whose
 * rows hold the bodies (about 5 µs a row: 190 ms for the 37,000 titles holding "1"); the order
 * index holds every title of a locale in about 1,300 pages (10 ms to read, and about 8 ms more per
 * word to match), and gives them in title order.
 */
export function searchRows(titles: Titles, locale: Locale, groups: TitleWords[], scan = false): SQL {
  const column = sql.identifier(titles.column)
  const table = sql.identifier(titles.locales)
  // The locale is a literal (checked by isLocale), so that Postgres picks that locale's index.
  const inLocale = sql`l._locale = ${sql.raw(`'${locale}'`)}`
  const runs = (words: TitleWords) => words.flatMap(literalRuns)
  if (scan || groups.some((words) => runs(words).length === 0))
    return sql`SELECT l._parent_id AS id, l.${column} AS title FROM ${table} l
      WHERE ${inLocale} AND l.${column} IS NOT NULL AND (${held(groups, sql`lower(l.${column})`, sql`l.${column}`)})`
  const grams = (words: TitleWords) =>
    sql.join(
      runs(words).map((run) => sql`substring_grams(${run}::text)`),
      sql` || `,
    )
  const arms = sql.join(
    groups.map((words) => sql`substring_grams(l.${column}) @> (${grams(words)})`),
    sql` OR `,
  )
  if (groups.every((words) => words.every(isGramWord)))
    return sql`SELECT l._parent_id AS id, l.${column} AS title FROM ${table} l WHERE ${inLocale} AND (${arms})`
  return sql`SELECT c.id, c.title FROM (
      SELECT l._parent_id AS id, l.${column} AS title, lower(l.${column}) AS lowered
      FROM ${table} l WHERE ${inLocale} AND (${arms}) OFFSET 0) c
    WHERE ${held(groups, sql`c.lowered`, sql`c.title`)}`
}

/**
 * Whether a title (`raw`, and `lowered` to lower case) holds one group's words: LIKE ANY of the
 * one-word groups (it stops at the first word found, and lowers the title once; twenty OR-ed LIKEs
 * over 81,000 titles took 190 ms, ANY 70 ms), the raw title for words without cased letters
 * (isUncasedPattern: about a third less), LIKE ALL of each longer group.
 */
function held(groups: TitleWords[], lowered: SQL, raw: SQL): SQL {
  const patterns = (words: TitleWords) =>
    sql`ARRAY[${sql.join(
      words.map((word) => sql`lower(${`%${word}%`}::text)`),
      sql`, `,
    )}]`
  const single = groups.filter((words) => words.length === 1).map(([word]) => word)
  const uncased = single.filter((word) => isUncasedPattern(`%${word}%`))
  const cased = single.filter((word) => !uncased.includes(word))
  const longer = groups.filter((words) => words.length > 1)
  return sql.join(
    [
      ...(uncased.length ? [sql`${raw} LIKE ANY (${patterns(uncased)})`] : []),
      ...(cased.length ? [sql`${lowered} LIKE ANY (${patterns(cased)})`] : []),
      ...longer.map((words) => sql`${lowered} LIKE ALL (${patterns(words)})`),
    ],
    sql` OR `,
  )
}

/**
 * The ids of the rows (documents, or versions in a draft list) the search selects; `null` past
 * MAX_TITLE_MATCHES. A row has one locale row per locale (a unique index), so no id repeats.
 */
export async function titleMatches(db: Execute, search: SQL, upTo?: { direction: 'asc' | 'desc'; title: string }) {
  const bound = upTo ? sql`WHERE m.title ${sql.raw(upTo.direction === 'asc' ? '<=' : '>=')} ${upTo.title}` : sql``
  const { rows } = await db.execute(sql`SELECT m.id FROM (${search}) m ${bound} LIMIT ${MAX_TITLE_MATCHES + 1}`)
  return rows.length > MAX_TITLE_MATCHES ? null : rows.map((row) => row.id as number)
}

/**
 * How many rows a count reads from the GIN index (each row's page, about 2 µs once the buffer
 * cache holds it, 5 µs from the system's file cache) before it matches every title of the locale
 * instead (see searchRows): about what that match costs, a thirtieth of the titles per OR-ed group
 * (10 ms to read the order index of 100,000, and 70 ns a title for each group it does not hold).
 * Twenty OR-ed words in 26% of the titles took 110–160 ms to match, 75 ms from the GIN index
 * (25,889 rows); a word in every title costs the match 50 ms, the GIN index 200. At most half the
 * titles, and MAX_GIN_COUNT a group when the table's size is not known yet.
 */
export const MAX_GIN_COUNT = 4000

async function ginCountCap(db: Execute, titles: Titles, groups: number) {
  const { rows } = await db.execute(sql`SELECT reltuples AS rows FROM pg_class WHERE oid = ${titles.locales}::regclass`)
  const perLocale = Number(rows[0]?.rows ?? -1) / locales.length
  if (perLocale <= 0) return MAX_GIN_COUNT * groups
  return Math.round(Math.min(perLocale / 2, Math.max(20, (perLocale / 30) * groups)))
}

/**
 * What the GIN index says of a search, read once: the ids of its rows when at most
 * MAX_TITLE_MATCHES (`null` past that), and how many documents it selects (in a draft list: latest
 * versions) when it holds fewer rows than ginCountCap (`null` past that: countTitleMatches then
 * matches every title). One read of the larger of the two bounds, where an id read and a count
 * each read the index up to their own before.
 */
export async function indexedMatches(db: Execute, titles: Titles, search: ExactSearch) {
  const cap = await ginCountCap(db, titles, search.groups)
  const found = await indexedRows(db, titles, search.indexed, Math.max(cap, MAX_TITLE_MATCHES + 1))
  return { ids: found.ids, total: found.rows < cap ? found.counted : null }
}

/**
 * How many of a search's first `upTo` rows the GIN index holds (`rows`), how many of them a list
 * counts (`counted`: every document, or in a draft list the latest version of each, its version
 * row joined to say which), and their ids when at most MAX_TITLE_MATCHES (else `null`), in one
 * row: the rows themselves stay in the database (25,000 ids took 15 ms more to send and read).
 */
async function indexedRows(db: Execute, titles: Titles, search: SQL, upTo: number) {
  const versions = titles.drafts ? sql`JOIN ${sql.identifier(titles.table)} v ON v.id = m.id` : sql``
  const counted = titles.drafts ? sql`count(*) FILTER (WHERE v.latest)` : sql`count(*)`
  const { rows } = await db.execute(
    sql`SELECT count(*) AS rows, ${counted} AS counted,
          CASE WHEN count(*) <= ${MAX_TITLE_MATCHES} THEN coalesce(array_agg(m.id), '{}') END AS ids
        FROM (SELECT r.id FROM (${search}) r LIMIT ${upTo}) m ${versions}`,
  )
  const row = rows[0]
  const ids = Array.isArray(row?.ids) ? row.ids.map(Number) : null
  return { rows: Number(row?.rows ?? 0), counted: Number(row?.counted ?? 0), ids }
}

/**
 * How many documents a search selects (in a draft list: latest versions): its rows read from the
 * GIN index, or, past ginCountCap of them, every title of the locale matched (`scan`). `known`, an
 * indexedMatches already read, spares the index a second read.
 */
export async function countTitleMatches(
  db: Execute,
  titles: Titles,
  search: ExactSearch,
  known?: { total: number | null },
) {
  if (known?.total != null) return known.total
  if (!known) {
    const cap = await ginCountCap(db, titles, search.groups)
    const found = await indexedRows(db, titles, search.indexed, cap)
    if (found.rows < cap) return found.counted
  }
  const versions = titles.drafts ? sql`JOIN ${sql.identifier(titles.table)} v ON v.id = m.id` : sql``
  const counted = titles.drafts ? sql`count(*) FILTER (WHERE v.latest)` : sql`count(*)`
  const { rows } = await db.execute(sql`SELECT ${counted} AS total FROM (${search.scan}) m ${versions}`)
  return Number(rows[0]?.total ?? 0)
}

/** A column of at most this many values (a status) holds few (holdsFewValues). */
export const FEW_VALUES = 10

/**
 * Whether Postgres counts at most FEW_VALUES values in a column of `table`: a sort on it leaves
 * each value's many rows to be sorted by the tie-break, so Payload's read sorted every match. A
 * column of many values (a date) is read in its index's order up to the page's end, and sorted a
 * few rows at a time. Unknown (no statistics yet): not few.
 */
export async function holdsFewValues(db: Execute, table: string, column: string) {
  const { rows } = await db.execute(
    sql`SELECT n_distinct FROM pg_stats
        WHERE schemaname = current_schema() AND tablename = ${table} AND attname = ${column}`,
  )
  const distinct = Number(rows[0]?.n_distinct ?? 0)
  return distinct > 0 && distinct <= FEW_VALUES
}

/**
 * One page of a search's rows (`scan`, every title of the locale matched) in a list's `order`
 * (listOrder), with how many rows the search selects, in one read: `null` when the page holds none.
 * For a word in many titles sorted by a column of few values (holdsFewValues), Payload sorted
 * every match after reading it (140 ms for the 37,000 titles holding "1") and counted them in a
 * second read (70 ms); here both come from one match of the titles, joined to the list's rows.
 */
export async function pageOfMatches(
  db: Execute,
  titles: Titles,
  scan: SQL,
  order: { sql: SQL },
  page: { limit: number; offset: number },
) {
  // A draft list is of the latest version of each document, as Payload's queryDrafts reads it.
  const latest = titles.drafts ? sql`WHERE p.latest` : sql``
  const { rows } = await db.execute(
    sql`SELECT p.id, count(*) OVER () AS total FROM ${sql.identifier(titles.table)} p
        JOIN (${scan}) m ON m.id = p.id ${latest}
        ORDER BY ${order.sql} LIMIT ${page.limit} OFFSET ${page.offset}`,
  )
  if (!rows.length) return null
  return { ids: rows.map((row) => row.id as number), total: Number(rows[0].total) }
}

/** The `position`-th title in `locale` in the list's order, or `null` when there are fewer titles. */
export async function titleAt(
  db: Execute,
  titles: Titles,
  locale: Locale,
  direction: 'asc' | 'desc',
  position: number,
) {
  const column = sql.identifier(titles.column)
  const { rows } = await db.execute(
    sql`SELECT ${column} AS title FROM ${sql.identifier(titles.locales)}
        WHERE _locale = ${sql.raw(`'${locale}'`)} AND ${column} IS NOT NULL
        ORDER BY ${column} ${sql.raw(direction)} OFFSET ${position - 1} LIMIT 1`,
  )
  return rows.length ? String(rows[0].title) : null
}

/** The `position`-th title of a search's rows in the list's order, or `null` when there are fewer. */
export async function matchedTitleAt(db: Execute, search: SQL, direction: 'asc' | 'desc', position: number) {
  const { rows } = await db.execute(
    sql`SELECT m.title FROM (${search}) m ORDER BY m.title ${sql.raw(direction)} OFFSET ${position - 1} LIMIT 1`,
  )
  return rows.length ? String(rows[0].title) : null
}

/** What everyRowTitled learnt, by list, locale and length, under the list's state it was read in. */
const titledLists = new Map<string, { state: string; every: boolean }>()

/**
 * A list's state: its version, which Postgres raises on every write of its rows or their locale
 * rows (migrations 20261125_161000 and 20261128_070000), and the transaction that raised it last
 * (a rolled-back write's version number is raised again by the next one; its transaction is not).
 */
const listState = (titles: Titles) =>
  sql`(SELECT version || ':' || xmin::text FROM list_versions WHERE source = ${titles.table})`

/**
 * Whether every row has a title in `locale` of at least `minLength` characters. Postgres sorts a
 * missing title (NULL) first in a descending sort, so a list sorted by `-title` starts with the
 * untitled rows, which no range of titles holds; and a search of wildcards alone matches every
 * row only when each has a title that long. Each row has at most one locale row per locale, so
 * equal counts say all have one. A draft list is of the latest versions only: when older versions
 * lack the title (one saved before the locale was written), each latest one is looked for.
 * Reading every row took 40–100 ms; the answer is kept until the list's state changes, and each
 * is kept under the state read in its own statement.
 */
export async function everyRowTitled(db: Execute, titles: Titles, locale: Locale, minLength = 0) {
  const key = `${titles.table}|${locale}|${minLength}`
  const { rows: now } = await db.execute(sql`SELECT ${listState(titles)} AS state`)
  const known = titledLists.get(key)
  if (known && now[0]?.state === known.state) return known.every
  const column = sql.identifier(titles.column)
  const titled = sql`_locale = ${sql.raw(`'${locale}'`)} AND ${column} IS NOT NULL
    ${minLength > 0 ? sql`AND char_length(${column}) >= ${minLength}` : sql``}`
  const { rows } = await db.execute(
    sql`SELECT ${listState(titles)} AS state, (SELECT count(*) FROM ${sql.identifier(titles.table)}) =
               (SELECT count(*) FROM ${sql.identifier(titles.locales)} WHERE ${titled}) AS every`,
  )
  if (rows[0]?.every === true || !titles.drafts) return keep(key, rows[0], rows[0]?.every === true)
  const { rows: latest } = await db.execute(
    sql`SELECT ${listState(titles)} AS state, NOT EXISTS (SELECT 1 FROM ${sql.identifier(titles.table)} v WHERE v.latest AND NOT EXISTS
          (SELECT 1 FROM ${sql.identifier(titles.locales)} WHERE _parent_id = v.id AND ${titled})) AS every`,
  )
  return keep(key, latest[0], latest[0]?.every === true)
}

/** `every`, kept under the state its statement read (none for a list without one). */
function keep(key: string, row: Record<string, unknown> | undefined, every: boolean) {
  if (typeof row?.state === 'string') titledLists.set(key, { state: row.state, every })
  return every
}

/** How many rows the list's table holds (documents, or versions in a draft list). */
export async function rowCount(db: Execute, titles: Titles) {
  const { rows } = await db.execute(sql`SELECT count(*) AS total FROM ${sql.identifier(titles.table)}`)
  return Number(rows[0]?.total ?? 0)
}
