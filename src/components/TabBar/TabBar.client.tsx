'use client'

import Link from 'next/link'
import { useEffect, useRef } from 'react'

import { isActiveHref, useSitePath } from '@/lib/site/useSitePath'

import styles from './TabBar.module.css'

export type Tab = { label: string; href: string }

/**
 * The section's tab bar. It sticks below the header and moves up with it: `top` follows the
 * --header-offset variable the header publishes when it hides or shows (SPEC §2).
 */
export function TabBar({ tabs, label }: { tabs: Tab[]; label: string }) {
  const path = useSitePath()
  const list = useRef<HTMLUListElement>(null)
  const bar = useRef<HTMLElement>(null)
  const activeHref = tabs
    .map((tab) => tab.href)
    .filter((href) => isActiveHref(path, href))
    .sort((a, b) => b.length - a.length)[0]
  // On narrow screens the bar scrolls sideways: bring the current tab into view.
  useEffect(() => {
    const current = list.current?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!list.current || !current) return
    list.current.scrollLeft = current.offsetLeft - (list.current.clientWidth - current.offsetWidth) / 2
  }, [activeHref])
  // SPEC §2: a page opened with `?sub=0` starts at its tab bar instead of the top. Measured from
  // the top (the sticky bar's box moves once stuck); the header then hides and the bar sits at 0.
  useEffect(() => {
    if (!bar.current || new URLSearchParams(window.location.search).get('sub') !== '0') return
    window.scrollTo({ top: 0, behavior: 'instant' })
    window.scrollTo({ top: bar.current.getBoundingClientRect().top, behavior: 'instant' })
  }, [path])
  return (
    <nav ref={bar} className={styles.tabBar} aria-label={label} id="tab-bar">
      <ul ref={list} className={`container ${styles.list}`}>
        {tabs.map((tab) => (
          <li key={tab.href}>
            <Link href={tab.href} className={styles.tab} aria-current={tab.href === activeHref ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  )
}
