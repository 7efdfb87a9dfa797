'use client'

import Link from 'next/link'
import { useRef } from 'react'

import { useT } from '@/i18n/client'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/lib/site/paths'

import boardStyles from '../Newsroom/Board.module.css'
import { formatDate, isoDay } from '../Newsroom/formatDate'
import { legacyList } from '../Paging/legacyFetch'
import { ListPager } from '../Paging/ListPager.client'
import { carriedQuery } from '../Paging/listQuery'
import { ListState } from '../Paging/ListState'
import type { ListPage } from '../Paging/listTypes'
import { QueryProvider } from '../Paging/QueryProvider.client'
import { saveListScroll } from '../Paging/scrollMemory'
import { usePagedList } from '../Paging/usePagedList'
import { WithListParams } from '../Paging/WithListParams.client'
import { toNoticeRow, type NoticeRow } from './noticeRow'
import styles from './NoticeBoard.module.css'

/** SPEC §9: generic lists show 10 items a page. */
export const NOTICE_PAGE_SIZE = 10

type Props = { locale: Locale; initial: ListPage<NoticeRow> }

function Board({ locale, initial, params }: Props & { params: URLSearchParams | null }) {
  const { t: tc } = useT()
  const { t } = useT('notice')
  const listRef = useRef<HTMLElement>(null)
  const list = usePagedList({
    listRef,
    key: ['notice', locale],
    pageSize: NOTICE_PAGE_SIZE,
    initial,
    params,
    fetchPage: async (request, signal) => {
      const data = await legacyList('/api/notice', { ...request, lang: locale }, signal)
      return { items: data.list.map(toNoticeRow), totalSize: data.totalSize }
    },
  })
  const query = carriedQuery(params)
  return (
    <section ref={listRef} tabIndex={-1} className={boardStyles.board} aria-labelledby="notice-list-title" aria-busy={list.busy}>
      <div className={boardStyles.head}>
        <h2 id="notice-list-title" className="visually-hidden">
          {t('listTitle')}
        </h2>
        <p className={boardStyles.total}>{t('total', { count: list.totalSize })}</p>
      </div>
      {list.status === 'loaded' ? (
        <ul className={styles.list}>
          {list.items.map((row) => (
            <li key={row.seq} className={row.pinned ? styles.pinned : undefined}>
              <Link href={`${localePath(locale, `/notice/detail/${row.seq}`)}${query}`} className={styles.row} onClick={saveListScroll}>
                {row.pinned && <span className={styles.badge}>{t('pinned')}</span>}
                <span className={styles.title}>{row.title}</span>
                <time className={styles.date} dateTime={isoDay(row.date)}>
                  {formatDate(row.date)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <ListState status={list.status} loading={tc('list.loading')} empty={tc('list.noData')} />
      )}
      {/* Ten a page: the see-more threshold is the page size, so no notice is out of reach. */}
      <ListPager list={list} minSize={NOTICE_PAGE_SIZE} />
    </section>
  )
}

/** The notice list: pinned first, page 1 from the server, later pages from the API. */
export function NoticeBoard(props: Props) {
  return (
    <QueryProvider>
      <WithListParams>{(params) => <Board {...props} params={params} />}</WithListParams>
    </QueryProvider>
  )
}
