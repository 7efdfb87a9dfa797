import { combineQueries, type PaginatedDocs, type PayloadRequest, type Where } from 'payload'

/**
 * A staff list page past the last one answers an empty page from the count alone. Payload reads
 * such a page with OFFSET (page − 1) × limit, and Postgres walks every row before the offset to
 * find none: `page=999999` of 100,000 press releases took 5–7 s and then a 503. A deep page
 * within the list reads its ids first (DEEP_OFFSET).
 */

type Paging = { limit?: number; page?: number; pagination?: boolean }

/** Whether a read of this page needs the count first: a later page of a paginated, limited read. */
export const mayBePastLastPage = ({ limit, page, pagination }: Paging): boolean =>
  pagination !== false && typeof limit === 'number' && limit > 0 && typeof page === 'number' && page > 1

/** Whether the page starts at or after the last of `totalDocs` documents. */
export const isPastLastPage = (page: number, limit: number, totalDocs: number): boolean =>
  (page - 1) * limit >= totalDocs

/** A page of `docs` as Payload answers it, its pagination read from the count. */
export function paginated<T>(docs: T[], page: number, limit: number, totalDocs: number): PaginatedDocs<T> {
  const totalPages = Math.ceil(totalDocs / limit)
  return {
    docs,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
    limit,
    nextPage: page < totalPages ? page + 1 : null,
    page,
    pagingCounter: (page - 1) * limit + 1,
    prevPage: page > 1 ? page - 1 : null,
    totalDocs,
    totalPages,
  }
}

/** The answer Payload gives for a page with no documents, with the real count and the last page. */
export const emptyPage = (page: number, limit: number, totalDocs: number): PaginatedDocs<never> =>
  paginated([], page, limit, totalDocs)

/**
 * From this many rows skipped, a staff page reads its ids first and then only its own rows. Payload
 * builds every skipped row's locale JSON before it applies the OFFSET: page 5,000 of 100,000 press
 * releases took 2.6 s; its ids alone take about 50 ms.
 */
export const DEEP_OFFSET = 500

/** Whether a page skips enough rows to be read by its ids first. */
export const isDeepPage = ({ limit, page }: Paging): boolean =>
  typeof limit === 'number' && typeof page === 'number' && (page - 1) * limit >= DEEP_OFFSET

type FindArgs = Paging & {
  collection: string
  locale?: string
  req?: Partial<PayloadRequest>
  where?: Where
  select?: Record<string, unknown>
}
type Count = (args: FindArgs) => Promise<{ totalDocs: number }>
type Adapter = {
  find: (args: FindArgs) => Promise<PaginatedDocs>
  queryDrafts: (args: FindArgs) => Promise<PaginatedDocs>
  count: Count
  countVersions: Count
}

/** Whether the adapter has the reads and counts this wraps (every Payload database adapter does). */
const isAdapter = (adapter: object): adapter is Adapter =>
  ['find', 'queryDrafts', 'count', 'countVersions'].every(
    (name) => typeof (adapter as Record<string, unknown>)[name] === 'function',
  )

/**
 * The adapter with `find` and `queryDrafts` (the admin's draft lists) counting first for a later
 * page of a staff read, answering past the end without the offset read, and reading a deep page
 * by its ids. Public reads (no
 * user) keep their single query: their lists are bounded and cached by the site itself.
 */
export function withEmptyPagesPastTheEnd<A extends object>(adapter: A): A {
  if (!isAdapter(adapter)) return adapter
  const db: Adapter = adapter
  /** How a read names a document's id: `id` for documents, `parent` for the versions queryDrafts reads. */
  type IdKey = 'id' | 'parent'
  const wrap = (read: Adapter['find'], count: (args: FindArgs) => Promise<{ totalDocs: number }>, key: IdKey) =>
    async function (this: unknown, args: FindArgs) {
      if (!args.req?.user || !mayBePastLastPage(args)) return read.call(this, args)
      const { totalDocs } = await count(args)
      if (isPastLastPage(args.page!, args.limit!, totalDocs)) return emptyPage(args.page!, args.limit!, totalDocs)
      if (!isDeepPage(args)) return read.call(this, args)
      // The page's ids (no locale rows are read for an id), then its rows alone, in the ids' order;
      // neither read counts again (pagination: false keeps the offset): the count above is the page's.
      const { page, limit } = args as Required<Paging>
      const found = await read.call(this, { ...args, select: { [key]: true }, pagination: false })
      const ids = found.docs.map((doc: { id: number | string }) => doc.id)
      const rows = ids.length
        ? await read.call(this, {
            ...args,
            where: { [key]: { in: ids } },
            page: 1,
            limit: ids.length,
            pagination: false,
          })
        : found
      const byId = new Map(rows.docs.map((doc: { id: number | string }) => [doc.id, doc]))
      return paginated(
        ids.map((id) => byId.get(id)).filter((doc) => doc !== undefined),
        page,
        limit,
        totalDocs,
      )
    }
  const find = db.find
  const queryDrafts = db.queryDrafts
  const count = db.count
  const countVersions = db.countVersions
  db.find = wrap(find, (args) => count.call(db, args), 'id')
  // A draft list reads the latest version of each document, as queryDrafts itself does.
  db.queryDrafts = wrap(
    queryDrafts,
    (args) =>
      countVersions.call(db, { ...args, where: combineQueries({ latest: { equals: true } }, args.where ?? {}) }),
    'parent',
  )
  return adapter
}
