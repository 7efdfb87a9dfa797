import type { Locale } from '../../i18n/locales'
import { richTextToHtml } from '../richText/toHtml'
import { findPublicDoc } from './dated'
import type { DraftViewer } from './draftViewer'
import type { ListQuery } from './listQuery'
import { toNewsroomItem, toPage, toShareMeta } from './reshape'
import { withSearchBudget } from './searchBudget'
import { cachedListPage } from './sql/listCache'
import { selectNeighbours } from './sql/neighbours'
import { searchHits } from './sql/search'
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
    const now = new Date()
    const hits = searchHits(newsroomCollection[type], locale, query, now)
    const result = await withSearchBudget(hits, () => selectNewsroomPage(type, locale, query, hits, now))
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
  const now = new Date()
  const hits = query && searchHits(newsroomCollection[type], locale, query, now)
  const { prev, next } = await withSearchBudget(hits, () =>
    selectNeighbours(newsroomTable(type), locale, doc, hits, now),
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
