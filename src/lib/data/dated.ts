import type { Where } from 'payload'

import type { Locale } from '../../i18n/locales'
import { notFound } from '../http/errors'
import { escapeLike, type ListQuery } from '../legacy/params'
import type { PrevNext } from '../legacy/types'
import { getPayloadClient } from './payload'

/** Collections with a publish date, read newest first by the legacy API. */
export type DatedCollection = 'press-releases' | 'fact-checks' | 'media-reports' | 'notices' | 'writings'

const NEWEST_FIRST = ['-publishDate', '-id']

/** Only what list items show of a thumbnail; keeps population to one small query. */
const THUMBNAIL_POPULATE = { images: { filename: true, url: true, sizes: { thumbnail: { url: true } } } } as const

/** The search condition of a list query: title only, or the derived title+body text. */
export function searchWhere(query: Pick<ListQuery, 'keyword' | 'searchType'>): Where | undefined {
  if (!query.keyword) return undefined
  const pattern = escapeLike(query.keyword)
  return query.searchType === 'TITLE' ? { title: { contains: pattern } } : { searchText: { contains: pattern } }
}

function and(...parts: (Where | undefined)[]): Where {
  const present = parts.filter((p): p is Where => p !== undefined)
  return present.length === 1 ? present[0] : { and: present }
}

type PageArgs = {
  collection: DatedCollection
  locale: Locale
  where?: Where
  pageNumber: number
  pageSize: number
  select: Record<string, true>
  sort?: string[]
}

/**
 * One page of public documents, as the anonymous visitor may see them (access rules apply:
 * published and due only). Costs a count, a select and one thumbnail query.
 */
export async function findPublicPage({ collection, locale, where, pageNumber, pageSize, select, sort }: PageArgs) {
  const payload = await getPayloadClient()
  return payload.find({
    collection,
    locale,
    where,
    page: pageNumber,
    limit: pageSize,
    sort: sort ?? NEWEST_FIRST,
    select,
    depth: 1,
    populate: THUMBNAIL_POPULATE,
    draft: false,
    overrideAccess: false,
    // searchText is hidden from every API response but may be queried here; `select` keeps it out.
    showHiddenFields: true,
  })
}

/** One public document by id, or a 404 when it does not exist, is a draft or is not yet due. */
export async function findPublicDoc(collection: DatedCollection, locale: Locale, id: number, select: Record<string, true>) {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection,
    locale,
    where: { id: { equals: id } },
    limit: 1,
    pagination: false,
    select,
    depth: 1,
    populate: THUMBNAIL_POPULATE,
    draft: false,
    overrideAccess: false,
  })
  const doc = result.docs[0]
  if (!doc) throw notFound()
  return doc
}

/**
 * The neighbours of a document in the newest-first list filtered by `where`: `prev` is the
 * newer item shown before it, `next` the older one after it.
 */
export async function findNeighbours(
  collection: DatedCollection,
  locale: Locale,
  doc: { id: number; publishDate: string },
  where?: Where,
): Promise<{ prev: PrevNext; next: PrevNext }> {
  const payload = await getPayloadClient()
  const { id, publishDate } = doc
  const neighbour = async (newer: boolean): Promise<PrevNext> => {
    const dateOp = newer ? 'greater_than' : 'less_than'
    const position: Where = {
      or: [{ publishDate: { [dateOp]: publishDate } }, { and: [{ publishDate: { equals: publishDate } }, { id: { [dateOp]: id } }] }],
    }
    const result = await payload.find({
      collection,
      locale,
      where: and(where, position),
      sort: newer ? ['publishDate', 'id'] : NEWEST_FIRST,
      limit: 1,
      pagination: false,
      select: { title: true },
      depth: 0,
      draft: false,
      overrideAccess: false,
      showHiddenFields: true,
    })
    const found = result.docs[0] as { id: number; title?: string | null } | undefined
    return found ? { seq: found.id, title: found.title ?? '' } : null
  }
  const [prev, next] = await Promise.all([neighbour(true), neighbour(false)])
  return { prev, next }
}

export { and as andWhere }
