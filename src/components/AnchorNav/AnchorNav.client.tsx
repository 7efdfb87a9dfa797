'use client'

import { useEffect, useState } from 'react'

import styles from './AnchorNav.module.css'

/** SPEC §9: the active section is the last one above header height + 50 px; header back after 810 ms. */
const SPY_OFFSET = 50
const HEADER_BACK_MS = 810

export type Anchor = { id: string; label: string }

/** Sub-navigation with anchors: smooth-scrolls to a section and follows the scroll position. */
export function AnchorNav({ anchors, label }: { anchors: Anchor[]; label: string }) {
  const [active, setActive] = useState(anchors[0]?.id)

  useEffect(() => {
    const onScroll = () => {
      const headerHeight = document.querySelector('header')?.getBoundingClientRect().height ?? 0
      let current = anchors[0]?.id
      for (const { id } of anchors) {
        const el = document.getElementById(id)
        if (el && el.getBoundingClientRect().top - headerHeight - SPY_OFFSET <= 1) current = id
      }
      setActive(current)
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    onScroll()
    return () => window.removeEventListener('scroll', onScroll)
  }, [anchors])

  const go = (event: React.MouseEvent<HTMLAnchorElement>, id: string) => {
    const el = document.getElementById(id)
    if (!el) return
    event.preventDefault()
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    const headerHeight = document.querySelector('header')?.getBoundingClientRect().height ?? 0
    const top = el.getBoundingClientRect().top + window.scrollY - headerHeight - SPY_OFFSET + 1
    window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' })
    history.replaceState(null, '', `#${id}`)
    el.focus({ preventScroll: true })
    setTimeout(() => window.dispatchEvent(new Event('header-show')), reduce ? 0 : HEADER_BACK_MS)
  }

  return (
    <nav className={styles.nav} aria-label={label}>
      <ul>
        {anchors.map((anchor) => (
          <li key={anchor.id}>
            <a
              href={`#${anchor.id}`}
              aria-current={active === anchor.id ? 'location' : undefined}
              onClick={(e) => go(e, anchor.id)}
            >
              {anchor.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
