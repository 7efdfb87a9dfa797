import { type SQL } from '@payloadcms/db-postgres/drizzle'
import { combineQueries, type Where } from 'payload'

import { isLocale } from '../../i18n/locales'
import { type ListTable, listOrder } from './listOrder'
import { type Count, type Execute, type FindArgs, hasListReads, type ListReads, type Read } from './listReads'
import { emptyPage, paginated } from './pastLastPage'
import { coveringPage, titleWindow } from './titleWindow'
import { exactTitleWords, requiredTitleWords, titleSortDirection, withoutWildcardSearches } from './titleQueries'
import {
  countTitleMatches,
  everyRowTitled,
  type ExactSearch,
  holdsFewValues,
  indexedMatches,
  MAX_TITLE_MATCHES,
  matchedTitleAt,
  pageOfMatches,
  rowCount,
  searchRows,
  titleAt,
  titleMatches,
  type Titles,
} from './titleSql'

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

/** A page sorted by title is read among at most this many titles of the list's order (titleWindow). */
export const MAX_TITLE_PREFIX = 5000

type Adapter = ListReads & {
  drizzle: Execute
  sessions?: Record<string, { db: Execute }>
  /** The lists' tables by name (listOrder reads their columns). */
  tables?: Record<string, ListTable>
}

const isAdapter = (adapter: object): adapter is Adapter => 'drizzle' in adapter && hasListReads(adapter)

function titlesOf(collection: string, drafts: boolean): Titles | null {
  if (!TITLE_INDEXED_LISTS.has(collection)) return null
  const table = collection.replaceAll('-', '_')
  return drafts
    ? { table: `_${table}_v`, locales: `_${table}_v_locales`, column: 'version_title', key: 'version.title', drafts }
    : { table, locales: `${table}_locales`, column: 'title', key: 'title', drafts }
}

/** The read's connection: its transaction's (with its statement timeout), or the pool. */
async function connection(adapter: Adapter, req: FindArgs['req']): Promise<Execute> {
  const id = req?.transactionID ? await req.transactionID : undefined
  return (id !== undefined && adapter.sessions?.[String(id)]?.db) || adapter.drizzle
}

/** A condition no row meets, as a `where` (ids are never null): an empty page, counted by Payload. */
const NONE: Where = { id: { exists: false } }

/** The `where` narrowed to rows of these ids. */
const withinIds = (where: Where | undefined, ids: number[]) =>
  combineQueries(where ?? {}, ids.length ? { id: { in: ids } } : NONE)

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
      groups: groups.length,
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
    return ids ? withinIds(args.where, ids) : undefined
  }

  /**
   * A page of a title search. A rare word: Payload reads the few rows that hold it. A common word
   * and nothing else: Payload finds its page in the first rows it reads but counted them all, 300 ms
   * at 100,000 press releases; the order index counts them (searchRows), and gives a title sort's
   * first matches in order. An AND of words is found by all their grams at once, fewer rows than
   * its first word's.
   */
  async function searchPage(read: Read, args: FindArgs, titles: Titles, search: SQL) {
    const exact = exactSearchOf(args, titles)
    if (!exact) {
      const where = await withinMatches(args, titles, search)
      return where && read({ ...args, where })
    }
    const sqlDb = await connection(db, args.req)
    const found = await indexedMatches(sqlDb, titles, exact)
    if (found.ids) return read({ ...args, where: withinIds(args.where, found.ids) })
    const { limit, page = 1 } = args
    if (args.pagination === false || !limit || limit <= 0) return undefined
    const ordered = await orderedSearchPage(read, args, titles, exact, found)
    if (ordered) return ordered
    const totalDocs = await countTitleMatches(sqlDb, titles, exact, found)
    if ((page - 1) * limit >= totalDocs) return emptyPage(page, limit, totalDocs)
    const sorted = await searchSortedByTitle(read, args, titles, totalDocs, exact.scan)
    if (sorted) return sorted
    const rows = await read({ ...args, pagination: false })
    return paginated(rows.docs, page, limit, totalDocs)
  }

  /**
   * A page of a search in many titles sorted first by a column of few values (a status) of the
   * list's own table: its ids and the count from one read (pageOfMatches), then Payload reads those
   * rows. `undefined` for any other sort: Payload's read finds its page in the first rows it reads.
   */
  async function orderedSearchPage(
    read: Read,
    args: FindArgs,
    titles: Titles,
    exact: ExactSearch,
    known: { total: number | null },
  ) {
    const { limit, page = 1 } = args
    if (titleSortDirection(args.sort, titles.key) || !limit || limit <= 0) return undefined
    const order = listOrder(db.tables?.[titles.table], args.sort)
    if (!order) return undefined
    const sqlDb = await connection(db, args.req)
    if (!(await holdsFewValues(sqlDb, titles.table, order.first))) return undefined
    const found = await pageOfMatches(sqlDb, titles, exact.scan, order, { limit, offset: (page - 1) * limit })
    if (!found) return emptyPage(page, limit, await countTitleMatches(sqlDb, titles, exact, known))
    const docs = await read({
      ...args,
      where: withinIds(args.where, found.ids),
      // Payload skips a page's offset even unpaginated: these ids are the page.
      page: 1,
      pagination: false,
    })
    if (docs.docs.length !== found.ids.length) return undefined
    return paginated(docs.docs, page, limit, found.total)
  }

  /**
   * A page sorted by title, read among the rows whose titles lie between two bounds (titleWindow):
   * the rows of the `where` before the first bound are counted, and the page is the window's rows
   * from there when they fill it, which the count of the whole `where` (`totalDocs`) tells.
   * Payload's own read of a deep page sorts every title before it: page 3,887 of 98,000 published
   * press releases took 170–250 ms. `undefined` when the window misses the page.
   */
  async function titleSortedPage(read: Read, count: Count, args: FindArgs, titles: Titles, totalDocs: number) {
    const direction = titleSortDirection(args.sort, titles.key)
    const { limit, page = 1 } = args
    const { locale } = args
    if (!direction || !isLocale(locale) || args.pagination === false || !limit || limit <= 0) return undefined
    const skipped = (page - 1) * limit
    if (skipped >= totalDocs || !totalDocs) return undefined
    const sqlDb = await connection(db, args.req)
    const rows = await rowCount(sqlDb, titles)
    const window = titleWindow(skipped, limit, totalDocs / Math.max(rows, totalDocs))
    if (window.last - window.first > MAX_TITLE_PREFIX) return undefined
    if (direction === 'desc' && !(await everyRowTitled(sqlDb, titles, locale))) return undefined
    const titleAtPosition = (position: number) => titleAt(sqlDb, titles, locale, direction, position)
    const first = window.first > 1 ? await titleAtPosition(window.first) : null
    const last = await titleAtPosition(window.last)
    if (first === null && window.first > 1) return undefined
    const before =
      first === null
        ? 0
        : await countBefore(count, args, titles, { direction, first, nearStart: window.first <= rows / 2 }, totalDocs)
    if (before > skipped) return undefined
    const [from, to] =
      direction === 'asc' ? ['greater_than_equal', 'less_than_equal'] : ['less_than_equal', 'greater_than_equal']
    const within: Where[] = [
      ...(first === null ? [] : [{ [titles.key]: { [from]: first } }]),
      ...(last === null ? [] : [{ [titles.key]: { [to]: last } }]),
    ]
    const wanted = Math.min(limit, totalDocs - skipped)
    const covering = coveringPage(skipped - before, wanted)
    const found = await read({
      ...args,
      where: within.length ? combineQueries(args.where ?? {}, { and: within }) : args.where,
      page: covering.page,
      limit: covering.limit,
      // At most this many: the window's past-the-end check reads it, and this page's pagination is the list's.
      knownTotalDocs: totalDocs,
    })
    const docs = found.docs.slice(covering.start, covering.start + wanted)
    if (docs.length !== wanted) return undefined
    return paginated(docs, page, limit, totalDocs)
  }

  /**
   * How many rows of the `where` come before the title `first` in the list's order, counted from
   * the nearer end (a count reads every row it counts): those before it (a title earlier in the
   * order), or all but those from it on (a title from it on, or, ascending, none: Postgres sorts a
   * missing title last; a descending read has checked that every row has one).
   */
  async function countBefore(
    count: Count,
    args: FindArgs,
    titles: Titles,
    { direction, first, nearStart }: { direction: 'asc' | 'desc'; first: string; nearStart: boolean },
    totalDocs: number,
  ) {
    const key = titles.key
    if (nearStart) {
      const earlier = { [key]: { [direction === 'asc' ? 'less_than' : 'greater_than']: first } }
      return (await count({ ...args, where: combineQueries(args.where ?? {}, earlier) })).totalDocs
    }
    const fromFirst: Where =
      direction === 'asc'
        ? { or: [{ [key]: { greater_than_equal: first } }, { [key]: { exists: false } }] }
        : { [key]: { less_than_equal: first } }
    return totalDocs - (await count({ ...args, where: combineQueries(args.where ?? {}, fromFirst) })).totalDocs
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
    const { limit } = args
    if (!titleSortDirection(args.sort, titles.key) || !isLocale(args.locale) || !limit || limit <= 0) return read(args)
    if (args.pagination === false) return read(args)
    const { totalDocs } = await count(args)
    return (await titleSortedPage(read, count, args, titles, totalDocs)) ?? read({ ...args, knownTotalDocs: totalDocs })
  }

  const wrap = (read: Read, count: Count, drafts: boolean): Read =>
    async function (this: unknown, asked: FindArgs) {
      const own = (next: FindArgs) => read.call(this, next)
      const titles = titlesOf(asked.collection, drafts)
      if (!asked.req?.user || !titles) return own(asked)
      const args = await withoutWildcards(asked, titles)
      const search = searchOf(args, titles)
      // A search of few matches is read among them, in any order, a title sort included.
      const searched = search && (await searchPage(own, args, titles, search))
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
      return { totalDocs: await countTitleMatches(await connection(db, args.req), titles, exact) }
    }
    const where = await withinMatches(args, titles, search)
    return count.call(this, where ? { ...args, where } : args)
  }
  return adapter
}
