'use client'

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, type RefObject } from 'react'

import { setLoading, showAlert } from '@/components/feedback/feedback'
import { useT } from '@/i18n/client'
import type { Page } from '@/lib/data/types'

import { pageCount, pageRequest, parsePage } from './pageBlock'
import { takeListScroll } from './scrollMemory'
import { MOBILE_QUERY, useMediaQuery } from './useMediaQuery'
import { useSitePath } from '@/lib/site/useSitePath'

export type PageFetcher<T> = (
  request: { pageNumber: number; pageSize: number },
  signal: AbortSignal,
) => Promise<Page<T>>

type Options<T> = {
  /** Identifies the list in React Query's cache (type, locale, category, keyword…). */
  key: readonly unknown[]
  pageSize: number
  /** Page 1 as the server rendered it; null when the server renders none (search). */
  initial: Page<T> | null
  fetchPage: PageFetcher<T>
  /** The query string, or null while prerendering (then page 1). */
  params: URLSearchParams | null
  enabled?: boolean
  /** The list element: a page change scrolls it into view and focuses it. */
  listRef: RefObject<HTMLElement | null>
}

/**
 * The state of a paged list (SPEC §4): the page follows the `page` query; on desktop one page is
 * shown and a page change pushes `?page=N` and scrolls to the list top; on mobile pages 1..N are
 * shown and see-more pushes `?page=N+1&size=mobile`. A failed fetch shows the SPEC §8 alert.
 */
export function usePagedList<T>({ key, pageSize, initial, fetchPage, params, enabled = true, listRef }: Options<T>) {
  const { t } = useT()
  const router = useRouter()
  const pathname = useSitePath()
  const mobile = useMediaQuery(MOBILE_QUERY)
  const page = parsePage(params?.get('page'))
  const request = pageRequest(page, pageSize, mobile === true)
  const isFirstPage = request.pageNumber === 1 && request.pageSize === pageSize

  const query = useQuery({
    queryKey: [...key, request.pageNumber, request.pageSize],
    queryFn: ({ signal }) => fetchPage(request, signal),
    initialData: isFirstPage && initial ? initial : undefined,
    placeholderData: keepPreviousData,
    // Until the viewport is known (hydration) only page 1 is certain: do not fetch the wrong shape.
    enabled: enabled && (mobile !== null || isFirstPage),
  })

  useEffect(() => {
    if (query.isError) showAlert(t('list.fetchFailed'))
  }, [query.isError, query.errorUpdatedAt, t])

  // SPEC §4 loading events: a page the visitor asked for (another page, see-more) raises the
  // site's loading indicator until it arrives; the list keeps showing the previous page meanwhile.
  const waiting = query.isFetching && query.isPlaceholderData
  useEffect(() => {
    if (!waiting) return
    setLoading(true)
    return () => setLoading(false)
  }, [waiting])

  const ready = query.isSuccess && !query.isPlaceholderData
  useEffect(() => {
    if (!ready) return
    const y = takeListScroll()
    if (y !== null) requestAnimationFrame(() => window.scrollTo(0, y))
  }, [ready])

  const hrefFor = useCallback(
    (target: number, more = false) => {
      const next = new URLSearchParams(params ?? undefined)
      next.set('page', String(target))
      if (more) next.set('size', 'mobile')
      else next.delete('size')
      return `${pathname}?${next}`
    },
    [params, pathname],
  )

  const goTo = useCallback(
    (target: number) => {
      router.push(hrefFor(target), { scroll: false })
      const list = listRef.current
      if (!list) return
      const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
      list.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' })
      list.focus({ preventScroll: true })
    },
    [hrefFor, listRef, router],
  )

  const loadMore = useCallback(() => router.push(hrefFor(page + 1, true), { scroll: false }), [hrefFor, page, router])

  const data = query.data
  // After a failed fetch the paging stays, with the total of any page already loaded: the visitor
  // can try again or go elsewhere.
  const queryClient = useQueryClient()
  const knownTotal = queryClient.getQueriesData<Page<T>>({ queryKey: key }).find(([, page]) => page)?.[1]?.totalSize
  const totalSize = data?.totalSize ?? knownTotal ?? 0
  const status: 'loading' | 'loaded' | 'empty' = !data
    ? query.isError
      ? 'empty'
      : 'loading'
    : data.items.length
      ? 'loaded'
      : 'empty'
  return {
    items: data?.items ?? [],
    totalSize,
    totalPages: pageCount(totalSize, pageSize),
    page,
    mobile,
    status,
    busy: query.isFetching,
    hrefFor,
    goTo,
    loadMore,
  }
}

export type PagedList = ReturnType<typeof usePagedList>
