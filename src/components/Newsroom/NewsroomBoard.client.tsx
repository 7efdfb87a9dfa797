'use client'

import { useT } from '@/i18n/client'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/lib/site/paths'

import { legacyList } from '../Paging/legacyFetch'
import { ListBoard } from '../Paging/ListBoard.client'
import type { ListPage } from '../Paging/listTypes'
import { toNewsroomCard, type NewsroomCard, type NewsroomType } from './newsroomCard'
import { NewsroomList } from './NewsroomList'

/** SPEC §9: the newsroom lists show 20 items a page. */
export const NEWSROOM_PAGE_SIZE = 20

type Props = { type: NewsroomType; locale: Locale; initial: ListPage<NewsroomCard> }

/** Fetches one page of a newsroom list from the legacy API, as cards. */
export const fetchNewsroomPage =
  (type: NewsroomType, locale: Locale, keyword?: string) =>
  async (request: { pageNumber: number; pageSize: number }, signal: AbortSignal): Promise<ListPage<NewsroomCard>> => {
    const data = await legacyList(`/api/${type}`, { ...request, lang: locale, searchKeyword: keyword, searchType: keyword ? 'TITLE_CONTENT' : undefined }, signal)
    return { items: data.list.map((item) => toNewsroomCard(type, item)), totalSize: data.totalSize }
  }

/** A newsroom list (report, media, fact). */
export function NewsroomBoard({ type, locale, initial }: Props) {
  const { t: tc } = useT()
  const { t } = useT('newsroom')
  return (
    <ListBoard
      listKey={['newsroom', type, locale]}
      pageSize={NEWSROOM_PAGE_SIZE}
      initial={initial}
      fetchPage={fetchNewsroomPage(type, locale)}
      title={t(`${type}.listTitle`)}
      titleId={`${type}-list-title`}
      total={(count) => t('list.total', { count })}
      renderItems={(items, query) => (
        <NewsroomList
          type={type}
          items={items}
          newWindowLabel={tc('list.newWindow')}
          detailHref={(seq) => `${localePath(locale, `/newsroom/${type}/detail/${seq}`)}${query}`}
        />
      )}
    />
  )
}
