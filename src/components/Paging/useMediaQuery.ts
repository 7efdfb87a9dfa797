'use client'

import { useSyncExternalStore } from 'react'

/** SPEC §9: at 980 px or less the list uses the mobile see-more button. */
export const MOBILE_QUERY = '(max-width: 980px)'

/**
 * Whether a media query matches; null while rendering on the server and hydrating, when the
 * viewport is not known yet (callers then render what fits both, styled by CSS).
 */
export function useMediaQuery(query: string): boolean | null {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => null,
  )
}
