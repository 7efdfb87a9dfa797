import { type SQL, sql } from '@payloadcms/db-postgres/drizzle'
import { combineQueries, type PaginatedDocs, type PayloadRequest, type Where } from 'payload'

import { isLocale, type Locale, locales } from '../../i18n/locales'
import { emptyPage, paginated } from './pastLastPage'
import {
  isGramWord,
  exactTitleWords,
  literalRuns,
  requiredTitleWords,
  titleSortDirection,
  type TitleWords,
  withoutWildcardSearches,
} from './titleQueries'
import { isUncasedPattern } from './uncasedLike'

/**
 * Staff lists searched or sorted by title, answered from the title indexes
 * (migration 20261128_040000_title_grams_and_order). Payload reads such a list with one query that
 * joins every document to its locale row and de-duplicates the whole join before it orders it: at
 * 100,000 press releases a sort by title took 250 ms, and a search for a word no title holds
 * walked the list in date order, 600 ms, because Postgres expected the word in 7% of titles (its
 * statistics mix both locales). Here the index says first which documents can be on the page, and
 * Payload reads only those, with the same `where`, so access and filters apply as before.
 */

/** The lists whose titles the migration indexes, by their collection slug. */
export const TITLE_INDEXED_LISTS = new Set(['press-releases', 'fact-checks', 'media-reports', 'notices', 'writings'])

/**
 * A search whose words are in at most this many titles is read by their ids. A more common word
 * is left to Payload's own query, which finds a page of it in the first rows it reads.
 */
export const MAX_TITLE_MATCHES = 1000

/** A list sorted by title is read from the title order up to this many rows (its page's end, twice). */
export const MAX_TITLE_PREFIX = 5000

type FindArgs = {
  /** Passed to withEmptyPagesPastTheEnd, below: the read's count, made here already. */
  knownTotalDocs?: number
  collection: string
  limit?: number
  locale?: string
  page?: number
  pagination?: boolean
  req?: Partial<PayloadRequest>
  sort?: unknown
  where?: Where
}
type Read = (args: FindArgs) => Promise<PaginatedDocs>
type Count = (args: FindArgs) => Promise<{ totalDocs: number }>
type Execute = { execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }> }
type Adapter = {
  drizzle: Execute
  sessions?: Record<string, { db: Execute }>
  find: Read
  queryDrafts: Read
  count: Count
  countVersions: Count
}

/** A title search as the GIN indexes read it, and as every title of a locale is matched. */
type ExactSearch = { indexed: SQL; scan: SQL }

/** Where a list's titles are: its table, its locale rows' table, the title column, the `where` key. */
type Titles = { table: string; locales: string; column: string; key: string }

const isAdapter = (adapter: object): adapter is Adapter =>
  'drizzle' in adapter &&
  ['find', 'queryDrafts', 'count', 'countVersions'].every(
    (name) => typeof (adapter as Record<string, unknown>)[name] === 'function',
  )

function titlesOf(collection: string, drafts: boolean): Titles | null {
  if (!TITLE_INDEXED_LISTS.has(collection)) return null
  const table = collection.replaceAll('-', '_')
  return drafts
    ? { table: `_${table}_v`, locales: `_${table}_v_locales`, column: 'version_title', key: 'version.title' }
    : { table, locales: `${table}_locales`, column: 'title', key: 'title' }
}

/** The read's connection: its transaction's (with its statement timeout), or the pool. */
async function connection(adapter: Adapter, req: FindArgs['req']): Promise<Execute> {
  const id = req?.transactionID ? await req.transactionID : undefined
  return (id !== undefined && adapter.sessions?.[String(id)]?.db) || adapter.drizzle
}

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
function searchRows(titles: Titles, locale: Locale, groups: TitleWords[], scan = false): SQL {
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
async function titleMatches(db: Execute, search: SQL, upTo?: { direction: 'asc' | 'desc'; title: string }) {
  const bound = upTo ? sql`WHERE m.title ${sql.raw(upTo.direction === 'asc' ? '<=' : '>=')} ${upTo.title}` : sql``
  const { rows } = await db.execute(sql`SELECT m.id FROM (${search}) m ${bound} LIMIT ${MAX_TITLE_MATCHES + 1}`)
  return rows.length > MAX_TITLE_MATCHES ? null : rows.map((row) => row.id as number)
}

/**
 * How many rows a count reads from the GIN index (about 5 µs a row) before it matches every title
 * of the locale instead (see searchRows): about what the cheapest such match costs, a thirtieth of
 * the titles (10 ms to read the order index of 100,000, 70 ns a title when each holds the first
 * word). Every word a title does not hold costs another 70 ns: twenty OR-ed words in 26% of the
 * titles took 130 ms to match, as long as their 25,889 rows from the GIN index; the same in 81%,
 * 50 ms, against 400 ms. At most MAX_GIN_COUNT, also when the table's size is not known yet.
 */
export const MAX_GIN_COUNT = 4000

async function ginCountCap(db: Execute, titles: Titles) {
  const { rows } = await db.execute(sql`SELECT reltuples AS rows FROM pg_class WHERE oid = ${titles.locales}::regclass`)
  const perLocale = Number(rows[0]?.rows ?? -1) / locales.length
  return perLocale > 0 ? Math.min(MAX_GIN_COUNT, Math.max(20, Math.round(perLocale / 30))) : MAX_GIN_COUNT
}

/**
 * How many documents a search selects (in a draft list: latest versions): its rows read from the
 * GIN index, or, past ginCountCap of them, every title of the locale matched (`scan`).
 */
async function countTitleMatches(db: Execute, titles: Titles, search: ExactSearch, drafts: boolean) {
  const latest = (rows: SQL) =>
    drafts ? sql`${rows} JOIN ${sql.identifier(titles.table)} v ON v.id = m.id AND v.latest` : rows
  const cap = await ginCountCap(db, titles)
  const { rows: read } = await db.execute(
    sql`SELECT count(*) AS seen${drafts ? sql`, count(*) FILTER (WHERE v.latest) AS latest` : sql``}
        FROM (SELECT r.id FROM (${search.indexed}) r LIMIT ${cap}) m
        ${drafts ? sql`JOIN ${sql.identifier(titles.table)} v ON v.id = m.id` : sql``}`,
  )
  if (Number(read[0]?.seen ?? cap) < cap) return Number((drafts ? read[0]?.latest : read[0]?.seen) ?? 0)
  const { rows } = await db.execute(sql`SELECT count(*) AS total FROM ${latest(sql`(${search.scan}) m`)}`)
  return Number(rows[0]?.total ?? 0)
}

/** The `position`-th title in `locale` in the list's order, or `null` when there are fewer titles. */
async function titleAt(db: Execute, titles: Titles, locale: Locale, direction: 'asc' | 'desc', position: number) {
  const column = sql.identifier(titles.column)
  const { rows } = await db.execute(
    sql`SELECT ${column} AS title FROM ${sql.identifier(titles.locales)}
        WHERE _locale = ${sql.raw(`'${locale}'`)} AND ${column} IS NOT NULL
        ORDER BY ${column} ${sql.raw(direction)} OFFSET ${position - 1} LIMIT 1`,
  )
  return rows.length ? String(rows[0].title) : null
}

/** The `position`-th title of a search's rows in the list's order, or `null` when there are fewer. */
async function matchedTitleAt(db: Execute, search: SQL, direction: 'asc' | 'desc', position: number) {
  const { rows } = await db.execute(
    sql`SELECT m.title FROM (${search}) m ORDER BY m.title ${sql.raw(direction)} OFFSET ${position - 1} LIMIT 1`,
  )
  return rows.length ? String(rows[0].title) : null
}

/**
 * Whether every row has a title in `locale` of at least `minLength` characters. Postgres sorts a
 * missing title (NULL) first in a descending sort, so a list sorted by `-title` starts with the
 * untitled rows, which no range of titles holds; and a search of wildcards alone matches every
 * row only when each has a title that long. Each row has at most one locale row per locale, so
 * equal counts say all have one.
 */
async function everyRowTitled(db: Execute, titles: Titles, locale: Locale, minLength = 0) {
  const column = sql.identifier(titles.column)
  const { rows } = await db.execute(
    sql`SELECT (SELECT count(*) FROM ${sql.identifier(titles.table)}) =
               (SELECT count(*) FROM ${sql.identifier(titles.locales)}
                WHERE _locale = ${sql.raw(`'${locale}'`)} AND ${column} IS NOT NULL
                ${minLength > 0 ? sql`AND char_length(${column}) >= ${minLength}` : sql``}) AS every`,
  )
  return rows[0]?.every === true
}

/** How many rows the list's table holds (documents, or versions in a draft list). */
async function rowCount(db: Execute, titles: Titles) {
  const { rows } = await db.execute(sql`SELECT count(*) AS total FROM ${sql.identifier(titles.table)}`)
  return Number(rows[0]?.total ?? 0)
}

/** A condition no row meets, as a `where` (ids are never null): an empty page, counted by Payload. */
const NONE: Where = { id: { exists: false } }

/**
 * The adapter with `find` and `queryDrafts` (the admin's draft lists) answering staff lists searched
 * or sorted by title from the title indexes, and `count` a title search. Public reads (no user)
 * keep their own queries: the site bounds and caches them itself.
 */
export function withIndexedTitles<A extends object>(adapter: A): A {
  if (!isAdapter(adapter)) return adapter
  const db: Adapter = adapter

  /** The title search the `where` requires, as SQL, for a staff read of an indexed list. */
  function searchOf(args: FindArgs, titles: Titles | null): SQL | null {
    if (!args.req?.user || !titles || !isLocale(args.locale)) return null
    const groups = requiredTitleWords(args.where, titles.key)
    return groups && searchRows(titles, args.locale, groups)
  }

  /**
   * The rows of a `where` that is a title search and nothing else, as the GIN indexes find them
   * (`indexed`) and matched on every title of the locale (`scan`, for a search in many titles), or
   * `null` for any other `where`.
   */
  function exactSearchOf(args: FindArgs, titles: Titles): ExactSearch | null {
    const groups = exactTitleWords(args.where, titles.key)
    if (!groups || !isLocale(args.locale)) return null
    return {
      indexed: searchRows(titles, args.locale, groups),
      scan: searchRows(titles, args.locale, groups, true),
    }
  }

  /** The read without its title searches of wildcards alone, when every row meets them. */
  async function withoutWildcards(args: FindArgs, titles: Titles): Promise<FindArgs> {
    if (!isLocale(args.locale)) return args
    const found = withoutWildcardSearches(args.where, titles.key)
    if (!found) return args
    const every = await everyRowTitled(await connection(db, args.req), titles, args.locale, found.minLength)
    return every ? { ...args, where: found.where } : args
  }

  /** The `where` and the ids it may select, or `undefined` when the search selects too many. */
  async function withinMatches(args: FindArgs, titles: Titles, search: SQL) {
    const ids = await titleMatches(await connection(db, args.req), search)
    if (!ids) return undefined
    return combineQueries(args.where ?? {}, ids.length ? { id: { in: ids } } : NONE)
  }

  /**
   * A page of a title search. A rare word: Payload reads the few rows that hold it. A common word
   * and nothing else: Payload finds its page in the first rows it reads but counted them all, 300 ms
   * at 100,000 press releases; the order index counts them (searchRows), and gives a title sort's
   * first matches in order.
   */
  async function searchPage(read: Read, args: FindArgs, titles: Titles, search: SQL, drafts: boolean) {
    const exact = exactSearchOf(args, titles)
    // An AND of words is found by all their grams at once, fewer rows than its first word's.
    const where = await withinMatches(args, titles, exact?.indexed ?? search)
    if (where) return read({ ...args, where })
    const { limit, page = 1 } = args
    if (!exact || args.pagination === false || !limit || limit <= 0) return undefined
    const sqlDb = await connection(db, args.req)
    const totalDocs = await countTitleMatches(sqlDb, titles, exact, drafts)
    if ((page - 1) * limit >= totalDocs) return emptyPage(page, limit, totalDocs)
    const sorted = await searchSortedByTitle(read, args, titles, totalDocs, exact.scan)
    if (sorted) return sorted
    const found = await read({ ...args, pagination: false })
    return paginated(found.docs, page, limit, totalDocs)
  }

  /**
   * A page sorted by title, read among the rows whose title comes no later than a bound: those are
   * the list's first rows in the same order, so the page is the same when they fill it, which the
   * count of the whole `where` (`totalDocs`) tells. The bound is the title at twice the page's end,
   * spread over the share of the `rows` the `where` selects. `undefined` when they do not fill it.
   */
  async function titleSortedPage(read: Read, args: FindArgs, titles: Titles, totalDocs: number, rows: number) {
    const direction = titleSortDirection(args.sort, titles.key)
    const { limit, page = 1 } = args
    if (!direction || !isLocale(args.locale) || args.pagination === false || !limit || limit <= 0) return undefined
    const skipped = (page - 1) * limit
    if (skipped >= totalDocs || !totalDocs) return undefined
    const prefix = Math.ceil((2 * page * limit * Math.max(rows, totalDocs)) / totalDocs)
    if (prefix > MAX_TITLE_PREFIX) return undefined
    const sqlDb = await connection(db, args.req)
    if (direction === 'desc' && !(await everyRowTitled(sqlDb, titles, args.locale))) return undefined
    const bound = await titleAt(sqlDb, titles, args.locale, direction, prefix)
    if (bound === null) return undefined
    const range = { [titles.key]: { [direction === 'asc' ? 'less_than_equal' : 'greater_than_equal']: bound } }
    const found = await read({ ...args, where: combineQueries(args.where ?? {}, range), pagination: false })
    if (found.docs.length !== Math.min(limit, totalDocs - skipped)) return undefined
    return paginated(found.docs, page, limit, totalDocs)
  }

  /**
   * A page of a common word's search sorted by title: its matches up to the one at twice the page's
   * end, in title order (no search holds a missing title), are the first rows of the list. Payload
   * reads those by their ids; a range of titles alone would hold every title before them.
   */
  async function searchSortedByTitle(read: Read, args: FindArgs, titles: Titles, totalDocs: number, search: SQL) {
    const direction = titleSortDirection(args.sort, titles.key)
    const { limit, page = 1 } = args
    if (!direction || !isLocale(args.locale) || !limit || limit <= 0) return undefined
    const prefix = 2 * page * limit
    if (prefix > MAX_TITLE_MATCHES) return undefined
    const sqlDb = await connection(db, args.req)
    const bound = await matchedTitleAt(sqlDb, search, direction, prefix)
    if (bound === null) return undefined
    const ids = await titleMatches(sqlDb, search, { direction, title: bound })
    if (!ids?.length) return undefined
    const found = await read({
      ...args,
      where: combineQueries(args.where ?? {}, { id: { in: ids } }),
      pagination: false,
    })
    if (found.docs.length !== Math.min(limit, totalDocs - (page - 1) * limit)) return undefined
    return paginated(found.docs, page, limit, totalDocs)
  }

  /**
   * A title-sorted page of any other `where`, its share read from the count; any other page is
   * Payload's, told the count when it was made (withEmptyPagesPastTheEnd does not count again).
   */
  async function sortedPage(read: Read, count: Count, args: FindArgs, titles: Titles) {
    const { limit, page = 1 } = args
    if (!titleSortDirection(args.sort, titles.key) || !isLocale(args.locale) || !limit || limit <= 0) return read(args)
    if (2 * page * limit > MAX_TITLE_PREFIX || args.pagination === false) return read(args)
    const { totalDocs } = await count(args)
    const rows = await rowCount(await connection(db, args.req), titles)
    return (await titleSortedPage(read, args, titles, totalDocs, rows)) ?? read({ ...args, knownTotalDocs: totalDocs })
  }

  const wrap = (read: Read, count: Count, drafts: boolean): Read =>
    async function (this: unknown, asked: FindArgs) {
      const own = (next: FindArgs) => read.call(this, next)
      const titles = titlesOf(asked.collection, drafts)
      if (!asked.req?.user || !titles) return own(asked)
      const args = await withoutWildcards(asked, titles)
      const search = searchOf(args, titles)
      // A search of few matches is read among them, in any order, a title sort included.
      const searched = search && (await searchPage(own, args, titles, search, drafts))
      if (searched) return searched
      return sortedPage(own, count, args, titles)
    }

  const { find, queryDrafts, count, countVersions } = db
  db.find = wrap(find, (args) => count.call(db, args), false)
  // A draft list reads the latest version of each document, as queryDrafts itself does.
  db.queryDrafts = wrap(
    queryDrafts,
    (args) =>
      countVersions.call(db, { ...args, where: combineQueries({ latest: { equals: true } }, args.where ?? {}) }),
    true,
  )
  db.count = async function (this: unknown, asked: FindArgs) {
    const titles = titlesOf(asked.collection, false)
    const args = titles && asked.req?.user ? await withoutWildcards(asked, titles) : asked
    const search = searchOf(args, titles)
    if (!search || !titles) return count.call(this, args)
    const exact = exactSearchOf(args, titles)
    if (exact) {
      return { totalDocs: await countTitleMatches(await connection(db, args.req), titles, exact, false) }
    }
    const where = await withinMatches(args, titles, search)
    return count.call(this, where ? { ...args, where } : args)
  }
  return adapter
}
