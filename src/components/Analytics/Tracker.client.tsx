'use client'

import { useEffect } from 'react'

import { startTracker } from '@/lib/analytics/tracker'
import { useSitePath } from '@/lib/site/useSitePath'

/** The view and click tracker, started anew for each page the visitor opens (src/lib/analytics/tracker.ts). */
export function Tracker() {
  const path = useSitePath()
  useEffect(() => startTracker(), [path])
  return null
}
