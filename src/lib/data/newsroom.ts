import type { Locale } from '../../i18n/locales'
import { toLegacyNewsroomItem, toLegacyPage, type NewsroomDoc } from '../legacy/mappers'
import type { ListQuery } from '../legacy/params'
import { newsroomCollection, type NewsroomType } from '../legacy/types'
import { richTextToHtml } from '../richText/toHtml'
import { findNeighbours, findPublicDoc, findPublicPage, searchWhere } from './dated'

function selectFor(type: NewsroomType, withBody = false): Record<string, true> {
  const select: Record<string, true> = { title: true, source: true, thumbnail: true, publishDate: true }
  if (type === 'media') Object.assign(select, { summary: true, reportUrl: true })
  else Object.assign(select, { subtitle: true }, withBody ? { body: true } : {})
  return select
}

/** A page of one newsroom type, newest first, optionally searched. */
export async function getNewsroomPage(type: NewsroomType, locale: Locale, query: ListQuery) {
  const result = await findPublicPage({
    collection: newsroomCollection[type],
    locale,
    where: searchWhere(query, locale),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    select: selectFor(type),
  })
  return toLegacyPage(result, query.pageNumber, query.pageSize, (doc) =>
    toLegacyNewsroomItem(type, doc as unknown as NewsroomDoc),
  )
}

/**
 * One newsroom item with its sanitized HTML and its neighbours; with a list query the neighbours
 * are those of the searched list the visitor came from.
 */
export async function getNewsroomDetail(type: NewsroomType, locale: Locale, id: number, query?: ListQuery) {
  const collection = newsroomCollection[type]
  const doc = (await findPublicDoc(collection, locale, id, selectFor(type, true))) as unknown as NewsroomDoc & {
    body?: unknown
  }
  const { prev, next } = await findNeighbours(collection, locale, doc, query ? searchWhere(query, locale) : undefined)
  return { ...toLegacyNewsroomItem(type, doc), [`${type}Content`]: richTextToHtml(doc.body), prev, next }
}
