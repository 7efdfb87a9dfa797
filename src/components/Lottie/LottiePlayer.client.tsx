'use client'

import { lazy, Suspense, useEffect, useRef, useState, useSyncExternalStore } from 'react'

import styles from './Lottie.module.css'

/**
 * lottie-web (~47 kB gzipped) is fetched only when a player comes near the viewport, and never
 * before the page's own load event: the animation is decoration and must not delay the page.
 */
const LottieCanvas = lazy(() => import('./LottieCanvas.client'))

const onPageLoad = (notify: () => void) => {
  window.addEventListener('load', notify)
  return () => window.removeEventListener('load', notify)
}
const isPageLoaded = () => document.readyState === 'complete'

type Props = {
  /** Path of the animation JSON under /public. */
  src: string
  /** What the animation shows; without it the animation is decorative. */
  label?: string
  playLabel: string
  pauseLabel: string
  /** The still frame (percent of the animation) shown when motion is reduced or paused. */
  poster?: number
  className?: string
}

/**
 * A lottie animation that loads lazily when visible, plays only while on screen, starts paused
 * for visitors who prefer reduced motion, and always offers a play/pause button.
 */
export function LottiePlayer({ src, label, playLabel, pauseLabel, poster = 50, className }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const [seen, setSeen] = useState(false)
  const [onScreen, setOnScreen] = useState(false)
  const [paused, setPaused] = useState(false)
  const pageLoaded = useSyncExternalStore(onPageLoad, isPageLoaded, () => false)

  useEffect(() => {
    const el = box.current
    if (!el) return
    setPaused(window.matchMedia('(prefers-reduced-motion: reduce)').matches)
    const observer = new IntersectionObserver(
      ([entry]) => {
        setOnScreen(entry.isIntersecting)
        if (entry.isIntersecting) setSeen(true)
      },
      { rootMargin: '200px 0px' },
    )
    observer.observe(el)
    return () => observer.disconnect()
  }, [])

  return (
    <div ref={box} className={`${styles.player} ${className ?? ''}`}>
      <div
        className={styles.stage}
        role={label ? 'img' : undefined}
        aria-label={label}
        aria-hidden={label ? undefined : true}
      >
        {seen && pageLoaded && (
          <Suspense fallback={null}>
            <LottieCanvas src={src} playing={onScreen && !paused} poster={poster} />
          </Suspense>
        )}
      </div>
      <button
        type="button"
        className={styles.toggle}
        onClick={() => setPaused((p) => !p)}
        aria-label={paused ? playLabel : pauseLabel}
      >
        <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="currentColor">
          {paused ? (
            <path d="M7 4.5v15a1 1 0 0 0 1.5.9l12-7.5a1 1 0 0 0 0-1.8l-12-7.5A1 1 0 0 0 7 4.5z" />
          ) : (
            <path d="M6 5h4v14H6zM14 5h4v14h-4z" />
          )}
        </svg>
      </button>
    </div>
  )
}
