import type { Locale } from '@/i18n/locales'
import { newsroomSegment, type NewsroomItem, type NewsroomType, type Page } from '@/lib/data/types'
import { fromLegacyNewsroomItem, fromLegacyPage } from '@/lib/legacy/mappers'
import type { LegacyNewsroomItem } from '@/lib/legacy/types'

import { legacyList } from '../Query/legacyFetch'

/** Fetches one page of a newsroom list (or of a search in it) from the legacy API (`/api/report` for press releases). */
export const fetchNewsroomPage =
  <T extends NewsroomType>(type: T, locale: Locale, keyword?: string) =>
  async (request: { pageNumber: number; pageSize: number }, signal: AbortSignal): Promise<Page<NewsroomItem>> => {
    const query = {
      ...request,
      lang: locale,
      searchKeyword: keyword,
      searchType: keyword ? 'TITLE_CONTENT' : undefined,
    }
    const data = await legacyList<LegacyNewsroomItem[T]>(`/api/${newsroomSegment[type]}`, query, signal)
    return fromLegacyPage(data, (item) => fromLegacyNewsroomItem(type, item))
  }
