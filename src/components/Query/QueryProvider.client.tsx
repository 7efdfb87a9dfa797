'use client'

import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'

let browserClient: QueryClient | undefined

/**
 * One client per browser tab, kept across navigations: coming back from a detail page finds the
 * pages already loaded, so the list and its scroll position come back at once.
 */
function queryClient(): QueryClient {
  const make = () =>
    new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false } } })
  if (typeof window === 'undefined') return make()
  browserClient ??= make()
  return browserClient
}

/** React Query for the list pages only (brand pages do not load it). */
export function QueryProvider({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={queryClient()}>{children}</QueryClientProvider>
}
