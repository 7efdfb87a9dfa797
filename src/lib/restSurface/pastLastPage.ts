import { combineQueries, type PaginatedDocs } from 'payload'

import { type Count, type FindArgs, hasListReads, type ListReads, type Read } from './listReads'

/**
 * A staff list page past the last one answers an empty page from the count alone. Payload reads
 * such a page with OFFSET (page − 1) × limit, and Postgres walks every row before the offset to
 * find none: `page=999999` of 100,000 press releases took 5–7 s and then a 503. Every other staff
 * page reads its ids first, then only its rows (see withEmptyPagesPastTheEnd).
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

/** Whether a read is a page (paginated and limited), which a staff read takes by its ids first. */
export const isLimitedPage = ({ limit, pagination }: Paging): boolean =>
  pagination !== false && typeof limit === 'number' && limit > 0

/**
 * The adapter with `find` and `queryDrafts` (the admin's draft lists) reading a staff page by its
 * ids first, then only its rows; a later page counts first and answers past the end without the
 * offset read. Payload builds each row's locale JSON (a lateral join) before it sorts and skips,
 * unless an index gives the order: page 5,000 of 100,000 press releases took 2.6 s, and any page
 * sorted by `-_status` 3.7 s; their ids alone take tens of milliseconds. Public reads (no user)
 * keep their single query: their lists are bounded and cached by the site itself.
 */
export function withEmptyPagesPastTheEnd<A extends object>(adapter: A): A {
  if (!hasListReads(adapter)) return adapter
  const db: ListReads = adapter
  /** How a read names a document's id: `id` for documents, `parent` for the versions queryDrafts reads. */
  type IdKey = 'id' | 'parent'
  const wrap = (read: Read, count: Count, key: IdKey) =>
    async function (this: unknown, { knownTotalDocs, ...args }: FindArgs) {
      if (!args.req?.user || !isLimitedPage(args)) return read.call(this, args)
      const { page = 1, limit } = args as Required<Paging>
      // A later page counts first, and neither read below counts again (pagination: false keeps
      // the offset); the first page's ids are read with Payload's own count, unless it is known.
      const counted = knownTotalDocs ?? (mayBePastLastPage(args) ? (await count(args)).totalDocs : undefined)
      if (counted !== undefined && isPastLastPage(page, limit, counted)) return emptyPage(page, limit, counted)
      // No locale rows are read for an id.
      const found = await read.call(this, {
        ...args,
        select: { [key]: true },
        ...(counted === undefined ? {} : { pagination: false }),
      })
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
      const docs = ids.map((id) => byId.get(id)).filter((doc) => doc !== undefined)
      return counted === undefined ? { ...found, docs } : paginated(docs, page, limit, counted)
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
