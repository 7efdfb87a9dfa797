'use client'

import { useEffect, useState } from 'react'

/** SPEC §9: the header reacts to scroll movements larger than 2 px. */
const THRESHOLD = 2

/**
 * Hides the header while scrolling down and shows it on the way up; publishes the state as the
 * CSS variable --header-offset and a `header-visibility` event (the sticky tab bar follows both).
 * Also reports the scroll progress in percent.
 */
export function useHeaderVisibility(): { hidden: boolean; progress: number } {
  const [hidden, setHidden] = useState(false)
  const [progress, setProgress] = useState(0)
  useEffect(() => {
    let last = window.scrollY
    let frame = 0
    const update = () => {
      frame = 0
      const y = window.scrollY
      const max = document.documentElement.scrollHeight - window.innerHeight
      setProgress(max > 0 ? Math.min(100, Math.max(0, Math.round((y / max) * 100))) : 0)
      if (Math.abs(y - last) <= THRESHOLD) return
      const nextHidden = y > last
      last = y
      setHidden((prev) => {
        if (prev !== nextHidden) {
          document.documentElement.style.setProperty('--header-offset', nextHidden ? '0px' : 'var(--header-height)')
          window.dispatchEvent(new CustomEvent('header-visibility', { detail: { visible: !nextHidden } }))
        }
        return nextHidden
      })
    }
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update)
    }
    // After a smooth scroll to an anchor, the header comes back (SPEC §4: 810 ms).
    const onShow = () => {
      setHidden(false)
      document.documentElement.style.setProperty('--header-offset', 'var(--header-height)')
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    window.addEventListener('header-show', onShow)
    update()
    return () => {
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('header-show', onShow)
      if (frame) cancelAnimationFrame(frame)
    }
  }, [])
  return { hidden, progress }
}
