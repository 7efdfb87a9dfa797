import type { TypedCollectionSelect, Where } from 'payload'

import type { Locale } from '../../i18n/locales'
import { notFound } from '../http/errors'
import { readAs, type DraftViewer } from './draftViewer'
import { getPayloadClient } from './payload'
import type { PrevNext } from './types'

/** Collections with a publish date, read newest first by the legacy API. */
export type DatedCollection = 'press-releases' | 'fact-checks' | 'media-reports' | 'notices' | 'writings'

const NEWEST_FIRST = ['-publishDate', '-id']

/** Only what pages show of an image: its thumbnail for lists, its share size for the share card. */
const IMAGE_SELECT = {
  filename: true,
  url: true,
  sizes: { thumbnail: { filename: true, url: true }, share: { filename: true, url: true } },
} as const

const thumbnailId = (doc: object) =>
  'thumbnail' in doc && typeof doc.thumbnail === 'number' ? doc.thumbnail : undefined

const shareImageId = (doc: object) =>
  'share' in doc &&
  doc.share &&
  typeof doc.share === 'object' &&
  'image' in doc.share &&
  typeof doc.share.image === 'number'
    ? doc.share.image
    : undefined

/**
 * Replaces thumbnail and share image ids with the images themselves in one query for the whole
 * page, instead of Payload's depth-1 population (which also populates every other relationship,
 * e.g. a writing's category, one more query each). The document type already allows a populated
 * image; only the fields of IMAGE_SELECT are there. An image the visitor may not read yet
 * (src/collections/access.ts) becomes null, as if there were none.
 */
async function withImages<D extends object>(docs: D[], viewer?: DraftViewer | null): Promise<D[]> {
  const ids = [...new Set(docs.flatMap((d) => [thumbnailId(d), shareImageId(d)]).filter((t) => t !== undefined))]
  if (ids.length === 0) return docs
  const payload = await getPayloadClient()
  const images = await payload.find({
    collection: 'images',
    where: { id: { in: ids } },
    select: IMAGE_SELECT,
    pagination: false,
    depth: 0,
    // A previewing editor sees the picture of a draft, which the public may not yet.
    ...(viewer ? { user: viewer } : {}),
    overrideAccess: false,
  })
  const byId = new Map(images.docs.map((image) => [image.id, image]))
  return docs.map((d) => {
    const thumbnail = thumbnailId(d)
    const shareImage = shareImageId(d)
    let out = thumbnail === undefined ? d : { ...d, thumbnail: byId.get(thumbnail) ?? null }
    if (shareImage !== undefined && 'share' in out && out.share && typeof out.share === 'object')
      out = { ...out, share: { ...out.share, image: byId.get(shareImage) ?? null } }
    return out
  })
}

function and(...parts: (Where | undefined)[]): Where {
  const present = parts.filter((p): p is Where => p !== undefined)
  return present.length === 1 ? present[0] : { and: present }
}

type PageArgs<C extends DatedCollection, S extends TypedCollectionSelect[C]> = {
  collection: C
  locale: Locale
  where?: Where
  pageNumber: number
  pageSize: number
  select: S
  sort?: string[]
}

/**
 * One page of public documents, as the anonymous visitor may see them (access rules apply:
 * published and due only). Costs a count, a select and at most one thumbnail query.
 */
export async function findPublicPage<C extends DatedCollection, S extends TypedCollectionSelect[C]>(
  args: PageArgs<C, S>,
) {
  const { collection, locale, where, pageNumber, pageSize, select, sort } = args
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection,
    locale,
    where,
    page: pageNumber,
    limit: pageSize,
    sort: sort ?? NEWEST_FIRST,
    select,
    depth: 0,
    draft: false,
    overrideAccess: false,
  })
  return { ...result, docs: await withImages(result.docs) }
}

/**
 * One public document by id, or a 404 when it does not exist, is a draft or is not yet due. For an
 * editor previewing drafts (src/lib/data/draftViewer.ts), its newest draft, due or not.
 */
export async function findPublicDoc<C extends DatedCollection, S extends TypedCollectionSelect[C]>(
  collection: C,
  locale: Locale,
  id: number,
  select: S,
  viewer?: DraftViewer | null,
) {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection,
    locale,
    where: { id: { equals: id } },
    limit: 1,
    pagination: false,
    select,
    depth: 0,
    ...readAs(viewer),
  })
  const [doc] = await withImages(result.docs, viewer)
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
      or: [
        { publishDate: { [dateOp]: publishDate } },
        { and: [{ publishDate: { equals: publishDate } }, { id: { [dateOp]: id } }] },
      ],
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
    })
    const found = result.docs[0] as { id: number; title?: string | null } | undefined
    return found ? { seq: found.id, title: found.title ?? '' } : null
  }
  const [prev, next] = await Promise.all([neighbour(true), neighbour(false)])
  return { prev, next }
}
