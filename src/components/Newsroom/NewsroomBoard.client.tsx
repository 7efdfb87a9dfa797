'use client'

import { useRef } from 'react'

import { useT } from '@/i18n/client'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/lib/site/paths'

import { legacyList } from '../Paging/legacyFetch'
import { ListPager } from '../Paging/ListPager.client'
import { carriedQuery } from '../Paging/listQuery'
import { ListState } from '../Paging/ListState'
import type { ListPage } from '../Paging/listTypes'
import { QueryProvider } from '../Paging/QueryProvider.client'
import { usePagedList } from '../Paging/usePagedList'
import { WithListParams } from '../Paging/WithListParams.client'
import styles from './Board.module.css'
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

function Board({ type, locale, initial, params }: Props & { params: URLSearchParams | null }) {
  const { t: tc } = useT()
  const { t } = useT('newsroom')
  const listRef = useRef<HTMLElement>(null)
  const list = usePagedList({ listRef, key: ['newsroom', type, locale], pageSize: NEWSROOM_PAGE_SIZE, initial, params, fetchPage: fetchNewsroomPage(type, locale) })
  const query = carriedQuery(params)
  return (
    <section ref={listRef} tabIndex={-1} className={styles.board} aria-labelledby={`${type}-list-title`} aria-busy={list.busy}>
      <div className={styles.head}>
        <h2 id={`${type}-list-title`} className="visually-hidden">
          {t(`${type}.listTitle`)}
        </h2>
        <p className={styles.total}>{t('list.total', { count: list.totalSize })}</p>
      </div>
      {list.status === 'loaded' ? (
        <NewsroomList
          type={type}
          items={list.items}
          newWindowLabel={tc('list.newWindow')}
          detailHref={(seq) => `${localePath(locale, `/newsroom/${type}/detail/${seq}`)}${query}`}
        />
      ) : (
        <ListState status={list.status} loading={tc('list.loading')} empty={tc('list.noData')} />
      )}
      <ListPager list={list} />
    </section>
  )
}

/** A newsroom list (report, media, fact): page 1 from the server, later pages from the API. */
export function NewsroomBoard(props: Props) {
  return (
    <QueryProvider>
      <WithListParams>{(params) => <Board {...props} params={params} />}</WithListParams>
    </QueryProvider>
  )
}
