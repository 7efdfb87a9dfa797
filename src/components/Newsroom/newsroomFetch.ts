import type { Locale } from '@/i18n/locales'

import { legacyList } from '../Query/legacyFetch'
import type { ListPage } from '../Paging/listTypes'
import { toNewsroomCard, type NewsroomCard, type NewsroomType } from './newsroomCard'

/** Fetches one page of a newsroom list (or of a search in it) from the legacy API, as cards. */
export const fetchNewsroomPage =
  (type: NewsroomType, locale: Locale, keyword?: string) =>
  async (request: { pageNumber: number; pageSize: number }, signal: AbortSignal): Promise<ListPage<NewsroomCard>> => {
    const data = await legacyList(`/api/${type}`, { ...request, lang: locale, searchKeyword: keyword, searchType: keyword ? 'TITLE_CONTENT' : undefined }, signal)
    return { items: data.list.map((item) => toNewsroomCard(type, item)), totalSize: data.totalSize }
  }
