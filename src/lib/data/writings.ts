import type { Where } from 'payload'

import type { Locale } from '../../i18n/locales'
import { richTextToHtml } from '../richText/toHtml'
import { findNeighbours, findPublicDoc, findPublicPage } from './dated'
import type { DraftViewer } from './draftViewer'
import { getPayloadClient } from './payload'
import { ALL_CATEGORY, toPage, toShareMeta, toWritingCategoryItem, toWritingItem } from './reshape'
import type { Page, WritingCategoryItem, WritingDetail, WritingItem } from './types'

const LIST_SELECT = { title: true, summary: true, thumbnail: true, category: true, publishDate: true } as const

const inCategory = (categorySeq?: number): Where | undefined =>
  categorySeq ? { category: { equals: categorySeq } } : undefined

/** A page of "together" posts, newest first, optionally in one category (0 or none = all). */
export async function getWritingPage(
  locale: Locale,
  pageNumber: number,
  pageSize: number,
  categorySeq?: number,
): Promise<Page<WritingItem>> {
  const result = await findPublicPage({
    collection: 'writings',
    locale,
    where: inCategory(categorySeq),
    pageNumber,
    pageSize,
    select: LIST_SELECT,
  })
  return toPage(result, pageNumber, pageSize, toWritingItem)
}

/** One post with its sanitized HTML; prev/next stay within the category the visitor browses. */
export async function getWritingDetail(
  locale: Locale,
  id: number,
  categorySeq?: number,
  viewer?: DraftViewer | null,
): Promise<WritingDetail> {
  const doc = await findPublicDoc('writings', locale, id, { ...LIST_SELECT, body: true, share: true }, viewer)
  const { prev, next } = await findNeighbours('writings', locale, doc, inCategory(categorySeq))
  return { ...toWritingItem(doc), html: richTextToHtml(doc.body), prev, next, share: toShareMeta(doc) }
}

/** Whether a writing category with this id exists (a filter naming none is a 404 in the legacy API). */
export async function writingCategoryExists(categorySeq: number): Promise<boolean> {
  const payload = await getPayloadClient()
  const { totalDocs } = await payload.count({
    collection: 'writing-categories',
    where: { id: { equals: categorySeq } },
    overrideAccess: false,
  })
  return totalDocs > 0
}

/** Every category by order, after the synthetic "All" entry (seq 0, order 0). */
export async function getWritingCategories(): Promise<WritingCategoryItem[]> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'writing-categories',
    sort: ['order', 'id'],
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return [ALL_CATEGORY, ...result.docs.map(toWritingCategoryItem)]
}
