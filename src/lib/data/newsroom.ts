import type { Locale } from '../../i18n/locales'
import { richTextToHtml } from '../richText/toHtml'
import { findPublicDoc } from './dated'
import type { DraftViewer } from './draftViewer'
import type { ListQuery } from './listQuery'
import { toNewsroomItem, toPage, toShareMeta } from './reshape'
import { cachedListPage } from './sql/listCache'
import { selectNeighbours } from './sql/neighbours'
import { searchCondition } from './sql/search'
import { newsroomTable, selectNewsroomPage } from './sql/newsroomPage'
import { newsroomCollection, type NewsroomDetail, type NewsroomItem, type NewsroomType, type Page } from './types'

const ARTICLE_SELECT = { title: true, source: true, thumbnail: true, publishDate: true, subtitle: true } as const
const MEDIA_SELECT = {
  title: true,
  source: true,
  thumbnail: true,
  publishDate: true,
  summary: true,
  reportUrl: true,
} as const

/** A newsroom collection with what its lists read (the detail adds the body, media reports have none). */
function reads(type: NewsroomType) {
  return type === 'media'
    ? { collection: newsroomCollection.media, select: MEDIA_SELECT, detailSelect: MEDIA_SELECT }
    : {
        collection: newsroomCollection[type],
        select: ARTICLE_SELECT,
        // updatedAt: the detail page's structured data says when the article last changed.
        detailSelect: { ...ARTICLE_SELECT, body: true, updatedAt: true, share: true } as const,
      }
}

/** A page of one newsroom type, newest first, optionally searched. */
export async function getNewsroomPage(
  type: NewsroomType,
  locale: Locale,
  query: ListQuery,
): Promise<Page<NewsroomItem>> {
  const key = JSON.stringify([type, locale, query.pageNumber, query.pageSize, query.keyword ?? '', query.searchType])
  return cachedListPage(newsroomTable(type), key, async () => {
    const result = await selectNewsroomPage(
      type,
      locale,
      query,
      searchCondition(newsroomCollection[type], locale, query),
    )
    return toPage(result, query.pageNumber, query.pageSize, (doc) => toNewsroomItem(type, doc))
  })
}

/**
 * One newsroom item with its sanitized HTML and its neighbours; with a list query the neighbours
 * are those of the searched list the visitor came from.
 */
export async function getNewsroomDetail(
  type: NewsroomType,
  locale: Locale,
  id: number,
  query?: ListQuery,
  viewer?: DraftViewer | null,
): Promise<NewsroomDetail> {
  const { collection, detailSelect } = reads(type)
  const doc = await findPublicDoc(collection, locale, id, detailSelect, viewer)
  const { prev, next } = await selectNeighbours(
    newsroomTable(type),
    locale,
    doc,
    query ? searchCondition(newsroomCollection[type], locale, query) : undefined,
  )
  return {
    ...toNewsroomItem(type, doc),
    html: richTextToHtml('body' in doc ? doc.body : undefined),
    modified: 'updatedAt' in doc && doc.updatedAt ? new Date(doc.updatedAt).toISOString() : undefined,
    share: toShareMeta('share' in doc ? doc : {}),
    prev,
    next,
  }
}
