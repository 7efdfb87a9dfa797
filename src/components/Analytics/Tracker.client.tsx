'use client'

import { useEffect } from 'react'

import { useSitePath } from '@/lib/site/useSitePath'

/**
 * The view and click tracker (src/lib/analytics/tracker.ts), started anew for each page the
 * visitor opens. Fetched after the page is up, as its own small chunk: counting must never delay
 * what the visitor came for, nor weigh on the page's first-load JavaScript.
 */
export function Tracker() {
  const path = useSitePath()
  useEffect(() => {
    let stop: (() => void) | undefined
    let left = false
    void import('@/lib/analytics/tracker').then(({ startTracker }) => {
      if (!left) stop = startTracker()
    })
    return () => {
      left = true
      stop?.()
    }
  }, [path])
  return null
}
