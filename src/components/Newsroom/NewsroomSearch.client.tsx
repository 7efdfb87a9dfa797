'use client'

import { useQuery } from '@tanstack/react-query'
import Link from 'next/link'
import { useRouter, useSearchParams } from 'next/navigation'
import { useRef } from 'react'

import { useT } from '@/i18n/client'
import type { Locale } from '@/i18n/locales'
import { newsroomSegment, newsroomTypeOfSegment, type NewsroomType } from '@/lib/data/types'
import { NEWSROOM_PAGE_SIZE } from '@/lib/site/pageSizes'
import { localePath } from '@/lib/site/paths'

import { ListPager } from '../Paging/ListPager.client'
import { ListState } from '../Paging/ListState'
import { QueryProvider } from '../Query/QueryProvider.client'
import { usePagedList } from '../Paging/usePagedList'
import boardStyles from '../Paging/ListBoard.module.css'
import { fetchNewsroomPage } from './newsroomFetch'
import { NewsroomList } from './NewsroomList'
import { SearchForm } from './SearchForm.client'
import styles from './NewsroomSearch.module.css'
import { useSitePath } from '@/lib/site/useSitePath'

/**
 * The type tabs in display order; the first with results is shown when none is asked for. The
 * address names a type by its segment (`?type=report` for press releases).
 */
const NEWSROOM_TYPES: readonly NewsroomType[] = ['pressRelease', 'media', 'fact']
const FIRST_PAGE = { pageNumber: 1, pageSize: NEWSROOM_PAGE_SIZE }

function Results({ locale, keyword }: { locale: Locale; keyword: string }) {
  const { t: tc } = useT()
  const { t } = useT('newsroom')
  const params = useSearchParams()
  const pathname = useSitePath()

  // Page 1 of every type gives the counts; it is the same cache entry the selected list uses.
  // Three useQuery calls rather than useQueries: the types are fixed, and it keeps react-query's
  // QueriesObserver (1.4 kB) out of the page.
  const countQuery = (type: NewsroomType) => ({
    queryKey: ['search', type, locale, keyword, FIRST_PAGE.pageNumber, FIRST_PAGE.pageSize],
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchNewsroomPage(type, locale, keyword)(FIRST_PAGE, signal),
  })
  const byType: Record<NewsroomType, { data?: { totalSize: number } }> = {
    pressRelease: useQuery(countQuery('pressRelease')),
    media: useQuery(countQuery('media')),
    fact: useQuery(countQuery('fact')),
  }
  const counts = NEWSROOM_TYPES.map((type) => byType[type])
  const totals = counts.map((q) => q.data?.totalSize)
  const requested = newsroomTypeOfSegment(params.get('type'))
  const type: NewsroomType = requested ?? NEWSROOM_TYPES.find((_, i) => (totals[i] ?? 0) > 0) ?? 'pressRelease'

  const listRef = useRef<HTMLElement>(null)
  const list = usePagedList({
    listRef,
    key: ['search', type, locale, keyword],
    pageSize: NEWSROOM_PAGE_SIZE,
    initial: null,
    params,
    fetchPage: fetchNewsroomPage(type, locale, keyword),
  })
  const all = totals.every((n) => n !== undefined) ? totals.reduce<number>((sum, n) => sum + (n ?? 0), 0) : null
  // What a result's detail page carries, so its back-to-list link returns to these results (the
  // detail page keeps only the search's own parameters; see carriedSearchQuery).
  const resultQuery = new URLSearchParams(params.toString())
  resultQuery.set('type', newsroomSegment[type])
  const typeHref = (target: NewsroomType) =>
    `${pathname}?${new URLSearchParams({ keyword, type: newsroomSegment[target] })}`

  return (
    <>
      <p className={styles.summary} role="status">
        {all === null ? tc('list.loading') : t('search.summary', { keyword, count: all })}
      </p>
      <nav aria-label={t('search.groups')} className={styles.groups}>
        <ul>
          {NEWSROOM_TYPES.map((target, i) => (
            <li key={target}>
              <Link
                href={typeHref(target)}
                scroll={false}
                className="pill"
                aria-current={target === type ? 'true' : undefined}
              >
                {t(`${target}.title`)}
                <span className={styles.count}>{totals[i] ?? '–'}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <section
        ref={listRef}
        tabIndex={-1}
        className={boardStyles.board}
        aria-labelledby="search-results-title"
        aria-busy={list.busy}
      >
        <h2 id="search-results-title" className="visually-hidden">
          {t('search.resultsTitle', { type: t(`${type}.title`) })}
        </h2>
        {list.status === 'loaded' ? (
          <NewsroomList
            type={type}
            items={list.items}
            keyword={keyword}
            newWindowLabel={tc('list.newWindow')}
            detailHref={(seq) =>
              `${localePath(locale, `/newsroom/${newsroomSegment[type]}/detail/${seq}`)}?${resultQuery}`
            }
          />
        ) : (
          <ListState status={list.status} loading={tc('list.loading')} empty={tc('list.noResults')} />
        )}
        <ListPager list={list} />
      </section>
    </>
  )
}

function Search({ locale }: { locale: Locale }) {
  const { t } = useT('newsroom')
  const router = useRouter()
  const pathname = useSitePath()
  const keyword = useSearchParams().get('keyword')?.trim() ?? ''
  // A new word starts over: page 1, and the type follows the new counts (SPEC §4).
  const search = (word: string) =>
    router.push(word ? `${pathname}?${new URLSearchParams({ keyword: word })}` : pathname)
  return (
    <>
      <SearchForm
        key={`form:${keyword}`}
        keyword={keyword}
        action={localePath(locale, '/newsroom/search')}
        onSearch={search}
      />
      {keyword ? (
        <Results key={`results:${keyword}`} locale={locale} keyword={keyword} />
      ) : (
        <p className={styles.prompt}>{t('search.prompt')}</p>
      )}
    </>
  )
}

/** The newsroom search: one word across press releases, media reports and fact checks. */
export function NewsroomSearch({ locale }: { locale: Locale }) {
  return (
    <QueryProvider>
      <Search locale={locale} />
    </QueryProvider>
  )
}
