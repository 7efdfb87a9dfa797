'use client'

import { LazyErrorView } from '@/components/ErrorView/LazyErrorView.client'

// The unexpected-error page of SPEC §8 (a client boundary, as Next requires).
export default function ErrorPage() {
  return <LazyErrorView />
}
