'use client'

import Link from 'next/link'
import { useEffect, useRef, useState } from 'react'

import type { Locale } from '@/i18n/locales'
import { activeTabIndex } from '@/lib/site/activeTab'
import { stripLocale } from '@/lib/site/paths'
import { routeHref, routePath, type RouteTarget } from '@/lib/site/routes'
import { useSitePath } from '@/lib/site/useSitePath'

import styles from './TabBar.module.css'
import {
  ANCHOR_OFFSET_PX,
  debounce,
  SMOOTH_SCROLL_WAIT_MS,
  TAB_SCROLL_DEBOUNCE_MS,
  TAB_SCROLL_THROTTLE_MS,
  TAB_SETUP_DELAY_MS,
  throttle,
} from './timings'
import { useLocationHash } from './useLocationHash'

/** A tab: its label and a named route with params, query and hash (SPEC §2). */
export type Tab = { label: string; to: RouteTarget }

/** The clock time `ms` from now (event handlers only). */
const inMs = (ms: number) => Date.now() + ms

/** The anchor a tab points to on the page being read, if it does. */
const anchorOn = (tab: Tab, path: string) =>
  tab.to.hash && routePath(tab.to) === stripLocale(path) ? document.getElementById(tab.to.hash) : null

/**
 * The section's tab bar. Links keep the page's locale; the current tab follows the route's
 * `child`, `category` and hash. It sticks below the header and moves up with it (`top` follows
 * the --header-offset the header publishes), and re-measures on the header's visibility signal.
 * Tabs that point to anchors of the page being read follow the reader's scroll position.
 */
export function TabBar({ tabs, label, locale }: { tabs: Tab[]; label: string; locale: Locale }) {
  const path = useSitePath()
  const [hash, setHash] = useLocationHash(path)
  const [stuck, setStuck] = useState(false)
  const list = useRef<HTMLUListElement>(null)
  const bar = useRef<HTMLElement>(null)
  // While a clicked anchor tab smooth-scrolls, the scroll position must not pick another tab.
  const spyPausedUntil = useRef(0)
  const active = activeTabIndex(
    tabs.map((tab) => tab.to),
    { path, hash },
  )

  // The stuck state and the anchor the reader has reached, measured on scroll (throttled) and
  // when the header shows or hides (the bar moves with it).
  useEffect(() => {
    const measure = () => {
      if (!bar.current) return
      const box = bar.current.getBoundingClientRect()
      const top = parseFloat(getComputedStyle(bar.current).top) || 0
      setStuck(window.scrollY > 0 && box.top <= top + 0.5)
      if (Date.now() < spyPausedUntil.current) return
      const anchors = tabs.flatMap((tab) => {
        const element = anchorOn(tab, path)
        return element && tab.to.hash ? [{ id: tab.to.hash, element }] : []
      })
      if (anchors.length === 0) return
      const atBottom = window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
      // The reading line: 50 px below where the bar sits while the header shows (SPEC §9).
      const line = headerHeight() + bar.current.offsetHeight + ANCHOR_OFFSET_PX
      const reached = anchors.filter((a) => a.element.getBoundingClientRect().top - line <= 1)
      // Above the first anchor no hash is current, and the first anchor tab shows as the current one.
      setHash((atBottom ? anchors[anchors.length - 1] : reached[reached.length - 1])?.id ?? '')
    }
    const onScroll = throttle(measure, TAB_SCROLL_THROTTLE_MS)
    // Measured once the layout has settled; a page opened with `?sub=0` starts at its tab bar
    // (SPEC §2), and one opened on an anchor of the bar has it below the bars, not under them.
    const setup = setTimeout(() => {
      if (bar.current) {
        const anchor = tabs.map((tab) => anchorOn(tab, path)).find((el) => el?.id === window.location.hash.slice(1))
        if (new URLSearchParams(window.location.search).get('sub') === '0') scrollToBar(bar.current)
        else if (anchor) {
          // The hash chose the tab: the jump (and the header coming back) must not re-choose it.
          spyPausedUntil.current = inMs(SMOOTH_SCROLL_WAIT_MS)
          scrollBelowBars(anchor, bar.current, 'instant')
        }
      }
      measure()
      window.addEventListener('scroll', onScroll, { passive: true })
    }, TAB_SETUP_DELAY_MS)
    window.addEventListener('header-visibility', onScroll)
    return () => {
      clearTimeout(setup)
      onScroll.cancel()
      window.removeEventListener('scroll', onScroll)
      window.removeEventListener('header-visibility', onScroll)
    }
  }, [path, tabs, setHash])

  // On narrow screens the list scrolls sideways: the current tab is brought to its centre, again
  // when the width changes (debounced: a resize or a run of tab changes moves it once).
  useEffect(() => {
    const centre = debounce(() => {
      const current = list.current?.querySelector<HTMLElement>('[aria-current]')
      if (!list.current || !current) return
      list.current.scrollLeft = current.offsetLeft - (list.current.clientWidth - current.offsetWidth) / 2
    }, TAB_SCROLL_DEBOUNCE_MS)
    centre()
    window.addEventListener('resize', centre)
    return () => {
      centre.cancel()
      window.removeEventListener('resize', centre)
    }
  }, [active])

  const follow = (event: React.MouseEvent<HTMLAnchorElement>, tab: Tab) => {
    if (!tab.to.hash) return
    setHash(tab.to.hash)
    const anchor = anchorOn(tab, path)
    if (!anchor || !bar.current) return // another page: the router scrolls to the anchor
    event.preventDefault()
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    spyPausedUntil.current = inMs(reduce ? 0 : SMOOTH_SCROLL_WAIT_MS)
    scrollBelowBars(anchor, bar.current, reduce ? 'instant' : 'smooth')
    window.history.replaceState(window.history.state, '', `#${encodeURIComponent(tab.to.hash)}`)
    anchor.focus({ preventScroll: true })
  }

  return (
    <nav ref={bar} className={styles.tabBar} aria-label={label} id="tab-bar" data-stuck={stuck ? 'true' : 'false'}>
      <ul ref={list} className={`container ${styles.list}`}>
        {tabs.map((tab, index) => {
          const href = routeHref(locale, tab.to)
          const inPage = Boolean(tab.to.hash) && routePath(tab.to) === stripLocale(path)
          return (
            <li key={href}>
              <Link
                href={href}
                className={styles.tab}
                aria-current={index === active ? (inPage ? 'location' : 'page') : undefined}
                onClick={(event) => follow(event, tab)}
              >
                {tab.label}
              </Link>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}

/** The header's own height, --header-height: where the bar sits while the header shows. */
const headerHeight = () =>
  parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0

/** Scrolls so the bar sits at the top; measured from the top, as a stuck bar's box has moved. */
function scrollToBar(bar: HTMLElement) {
  window.scrollTo({ top: 0, behavior: 'instant' })
  window.scrollTo({ top: bar.getBoundingClientRect().top, behavior: 'instant' })
}

/**
 * Scrolls an anchor to just below the header and the bar, where the reader sees it whole. The
 * header hides on the way down, so it is shown again once the scroll has ended (SPEC §4: 810 ms
 * after a smooth scroll; after an instant one, once the header has seen the scroll).
 */
function scrollBelowBars(anchor: HTMLElement, bar: HTMLElement, behavior: 'instant' | 'smooth') {
  const top = anchor.getBoundingClientRect().top + window.scrollY - headerHeight() - bar.offsetHeight
  window.scrollTo({ top, behavior })
  const show = () => window.dispatchEvent(new Event('header-show'))
  if (behavior === 'smooth') setTimeout(show, SMOOTH_SCROLL_WAIT_MS)
  else requestAnimationFrame(() => requestAnimationFrame(show))
}
