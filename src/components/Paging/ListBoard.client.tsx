'use client'

import { useRef, type ReactNode } from 'react'

import { useT } from '@/i18n/client'
import type { Page } from '@/lib/data/types'

import boardStyles from './ListBoard.module.css'
import { ListPager } from './ListPager.client'
import { carriedQuery } from './listQuery'
import { ListState } from './ListState'
import { QueryProvider } from '../Query/QueryProvider.client'
import { usePagedList, type PageFetcher } from './usePagedList'
import { WithListParams } from './WithListParams.client'

export type ListBoardProps<T> = {
  /** React Query key of the list (kind, locale, category…); the page is added to it. */
  listKey: readonly unknown[]
  pageSize: number
  initial: Page<T>
  fetchPage: PageFetcher<T>
  /** Heading of the list for screen readers, and its element id. */
  title: string
  titleId: string
  total: (count: number) => string
  /** See-more threshold; default SPEC §4's. */
  minSize?: number
  /** The loaded items; `query` is the list's query string, to carry into detail links. */
  renderItems: (items: T[], query: string) => ReactNode
}

function Board<T>({
  listKey,
  pageSize,
  initial,
  fetchPage,
  title,
  titleId,
  total,
  minSize,
  renderItems,
  params,
}: ListBoardProps<T> & { params: URLSearchParams | null }) {
  const { t } = useT()
  const listRef = useRef<HTMLElement>(null)
  const list = usePagedList({ listRef, key: listKey, pageSize, initial, params, fetchPage })
  return (
    <section ref={listRef} tabIndex={-1} className={boardStyles.board} aria-labelledby={titleId} aria-busy={list.busy}>
      <div className={boardStyles.head}>
        <h2 id={titleId} className="visually-hidden">
          {title}
        </h2>
        <p className={boardStyles.total}>{total(list.totalSize)}</p>
      </div>
      {list.status === 'loaded' ? (
        renderItems(list.items, carriedQuery(params))
      ) : (
        <ListState status={list.status} loading={t('list.loading')} empty={t('list.noData')} />
      )}
      <ListPager list={list} minSize={minSize} />
    </section>
  )
}

/**
 * A paged list of SPEC §4 (newsroom, notices, together posts): page 1 as the server rendered it,
 * later pages from the legacy API, paging on desktop and see-more on phones, with its total,
 * loading, empty and failed states. Each board only says how to fetch and draw its items.
 */
export function ListBoard<T>(props: ListBoardProps<T>) {
  return (
    <QueryProvider>
      <WithListParams>{(params) => <Board {...props} params={params} />}</WithListParams>
    </QueryProvider>
  )
}
