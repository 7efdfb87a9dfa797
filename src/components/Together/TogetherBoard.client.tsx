'use client'

import Link from 'next/link'
import { useRef } from 'react'

import { useT } from '@/i18n/client'
import type { Locale } from '@/i18n/locales'
import { localePath } from '@/lib/site/paths'

import boardStyles from '../Newsroom/Board.module.css'
import { formatDate, isoDay } from '../Newsroom/formatDate'
import { Thumbnail } from '../Newsroom/Thumbnail.client'
import { legacyList } from '../Paging/legacyFetch'
import { ListPager } from '../Paging/ListPager.client'
import { carriedQuery } from '../Paging/listQuery'
import { ListState } from '../Paging/ListState'
import type { ListPage } from '../Paging/listTypes'
import { QueryProvider } from '../Paging/QueryProvider.client'
import { saveListScroll } from '../Paging/scrollMemory'
import { usePagedList } from '../Paging/usePagedList'
import { WithListParams } from '../Paging/WithListParams.client'
import styles from './TogetherBoard.module.css'
import { toWritingCard, type WritingCard } from './writingCard'

/** SPEC §9: generic lists show 10 items a page. */
export const WRITING_PAGE_SIZE = 10

type Props = { locale: Locale; category: number; categoryName: string; initial: ListPage<WritingCard> }

function Board({ locale, category, categoryName, initial, params }: Props & { params: URLSearchParams | null }) {
  const { t: tc } = useT()
  const { t } = useT('together')
  const listRef = useRef<HTMLElement>(null)
  const list = usePagedList({
    listRef,
    key: ['writing', locale, category],
    pageSize: WRITING_PAGE_SIZE,
    initial,
    params,
    fetchPage: async (request, signal) => {
      const data = await legacyList('/api/writing', { ...request, categorySeq: category || undefined, lang: locale }, signal)
      return { items: data.list.map(toWritingCard), totalSize: data.totalSize }
    },
  })
  const query = carriedQuery(params)
  return (
    <section ref={listRef} tabIndex={-1} className={boardStyles.board} aria-labelledby="writing-list-title" aria-busy={list.busy}>
      <div className={boardStyles.head}>
        <h2 id="writing-list-title" className="visually-hidden">
          {t('listTitle', { category: categoryName })}
        </h2>
        <p className={boardStyles.total}>{t('total', { count: list.totalSize })}</p>
      </div>
      {list.status === 'loaded' ? (
        <ul className={styles.grid}>
          {list.items.map((item) => (
            <li key={item.seq}>
              <Link
                href={`${localePath(locale, `/sustainability/together/${category}/detail/${item.seq}`)}${query}`}
                className={styles.card}
                onClick={saveListScroll}
              >
                <div className={styles.thumb}>
                  <Thumbnail key={item.image} src={item.image} className={styles.image} />
                </div>
                <h3 className={styles.title}>{item.title}</h3>
                {item.summary && <p className={styles.summary}>{item.summary}</p>}
                <time className={styles.date} dateTime={isoDay(item.date)}>
                  {formatDate(item.date)}
                </time>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <ListState status={list.status} loading={tc('list.loading')} empty={tc('list.noData')} />
      )}
      {/* Ten a page: the see-more threshold is the page size, so no post is out of reach. */}
      <ListPager list={list} minSize={WRITING_PAGE_SIZE} />
    </section>
  )
}

/** The "together" posts of one category: page 1 from the server, later pages from the API. */
export function TogetherBoard(props: Props) {
  return (
    <QueryProvider>
      <WithListParams>{(params) => <Board {...props} params={params} />}</WithListParams>
    </QueryProvider>
  )
}
