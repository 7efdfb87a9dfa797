'use client'

import { useEffect, useRef, useState } from 'react'

/** Shown when an item has no image or its image fails to load (SPEC §8). */
export const DEFAULT_THUMBNAIL = '/images/default-thumbnail.svg'

/**
 * A list thumbnail that falls back to the default image. An image that failed before React
 * hydrated fired its error event too early to be heard, so the fallback also checks on mount.
 */
export function Thumbnail({ src, className }: { src: string | null; className?: string }) {
  const [failed, setFailed] = useState(false)
  const ref = useRef<HTMLImageElement>(null)
  useEffect(() => {
    const img = ref.current
    if (img && img.complete && img.naturalWidth === 0) setFailed(true)
  }, [src])
  const url = !src || failed ? DEFAULT_THUMBNAIL : src
  return (
    // eslint-disable-next-line @next/next/no-img-element -- CMS uploads come pre-sized; the fallback needs onError.
    <img
      ref={ref}
      src={url}
      alt=""
      className={className}
      loading="lazy"
      decoding="async"
      width={640}
      height={360}
      onError={() => setFailed(true)}
    />
  )
}
