'use client'

import { lazy, Suspense } from 'react'

// Next ships the error boundary with every page of the segment. Loading the view only when the
// boundary shows keeps it out of every page's first load.
const ErrorView = lazy(() => import('./ErrorView.client').then((module) => ({ default: module.ErrorView })))

/** The unexpected-error page (SPEC §8), fetched when it is needed. */
export function LazyErrorView() {
  return (
    <Suspense fallback={null}>
      <ErrorView />
    </Suspense>
  )
}
