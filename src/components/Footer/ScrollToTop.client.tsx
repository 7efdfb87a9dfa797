'use client'

import { useEffect, useState } from 'react'

import styles from './Footer.module.css'

/** Appears once the page is scrolled; returns to the top (smoothly unless motion is reduced). */
export function ScrollToTop({ label }: { label: string }) {
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > 400)
    window.addEventListener('scroll', onScroll, { passive: true })
    onScroll()
    return () => window.removeEventListener('scroll', onScroll)
  }, [])
  const toTop = () => {
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
    document.getElementById('main')?.focus({ preventScroll: true })
  }
  return (
    <button
      type="button"
      className={styles.toTop}
      data-visible={visible}
      onClick={toTop}
      aria-label={label}
      tabIndex={visible ? 0 : -1}
    >
      <span aria-hidden="true">↑</span>
    </button>
  )
}
