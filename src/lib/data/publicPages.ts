import 'server-only'

import type { Locale } from '../../i18n/locales'
import { cached } from '../cache/cached'
import { collectionTag } from '../cache/tags'
import { HttpError } from '../http/errors'
import { LIST_PAGE_SIZE, NEWSROOM_PAGE_SIZE } from '../site/pageSizes'
import { cachedUnlessPreviewing } from './draftViewer'
import { getNewsroomDetail, getNewsroomPage } from './newsroom'
import { getNoticeDetail, getNoticePage } from './notices'
import { newsroomCollection, type NewsroomType } from './types'
import { getWritingCategories, getWritingDetail, getWritingPage } from './writings'

/*
 * The reads of the list and detail pages, through Next's data cache: tagged with the collection
 * (and the images, whose URLs the items carry), so a publish in the admin expires
 * exactly them and a cached page costs no database query.
 */

const tagsOf = (slug: string, withImages = true) => [
  collectionTag(slug),
  ...(withImages ? [collectionTag('images')] : []),
]

/** A detail read whose 404 (absent, draft or not yet due) becomes null instead of an error. */
async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null
    throw error
  }
}

/** Page 1 of a newsroom list, 20 items, as the static page renders it. */
export const newsroomFirstPage = (type: NewsroomType, locale: Locale) =>
  cached(['newsroom-first-page', type, locale], tagsOf(newsroomCollection[type]), () =>
    getNewsroomPage(type, locale, { pageNumber: 1, pageSize: NEWSROOM_PAGE_SIZE, searchType: 'TITLE_CONTENT' }),
  )

// Details show an editor previewing drafts their newest draft (cachedUnlessPreviewing).

export const newsroomDetail = (type: NewsroomType, locale: Locale, id: number) =>
  orNull(
    cachedUnlessPreviewing(['newsroom-detail', type, locale, id], tagsOf(newsroomCollection[type]), (viewer) =>
      getNewsroomDetail(type, locale, id, undefined, viewer),
    ),
  )

/** Page 1 of the notices, 10 items, pinned first. */
export const noticeFirstPage = (locale: Locale) =>
  cached(['notice-first-page', locale], tagsOf('notices', false), () =>
    getNoticePage(locale, { pageNumber: 1, pageSize: LIST_PAGE_SIZE, searchType: 'TITLE_CONTENT' }),
  )

// Notices have no thumbnail, but a detail carries its share image's URL.
export const noticeDetail = (locale: Locale, id: number) =>
  orNull(
    cachedUnlessPreviewing(['notice-detail', locale, id], tagsOf('notices'), (viewer) =>
      getNoticeDetail(locale, id, viewer),
    ),
  )

/** Every writing category after "All" (seq 0). */
export const writingCategories = () =>
  cached(['writing-categories'], [collectionTag('writing-categories')], () => getWritingCategories())

/** Page 1 of the "together" posts of a category (0 = all), 10 items. */
export const writingFirstPage = (locale: Locale, category: number) =>
  cached(['writing-first-page', locale, category], tagsOf('writings'), () =>
    getWritingPage(locale, 1, LIST_PAGE_SIZE, category || undefined),
  )

export const writingDetail = (locale: Locale, id: number, category: number) =>
  orNull(
    cachedUnlessPreviewing(['writing-detail', locale, id, category], tagsOf('writings'), (viewer) =>
      getWritingDetail(locale, id, category || undefined, viewer),
    ),
  )
