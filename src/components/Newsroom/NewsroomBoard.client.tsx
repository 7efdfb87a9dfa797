'use client'

import { useT } from '@/i18n/client'
import type { Locale } from '@/i18n/locales'
import { newsroomSegment, type NewsroomItem, type NewsroomType, type Page } from '@/lib/data/types'
import { NEWSROOM_PAGE_SIZE } from '@/lib/site/pageSizes'
import { localePath } from '@/lib/site/paths'

import { ListBoard } from '../Paging/ListBoard.client'
import { fetchNewsroomPage } from './newsroomFetch'
import { NewsroomList } from './NewsroomList'

type Props = { type: NewsroomType; locale: Locale; initial: Page<NewsroomItem> }

/** A newsroom list (press releases, media reports, fact checks). */
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
          detailHref={(seq) => `${localePath(locale, `/newsroom/${newsroomSegment[type]}/detail/${seq}`)}${query}`}
        />
      )}
    />
  )
}
