import type { EventBatch, EventType } from './batch'

/** Where events go (src/app/api/analytics/route.ts). */
export const ANALYTICS_ENDPOINT = '/api/analytics'
/** Events wait this long for company, so a page sends one batch rather than one request per element. */
const FLUSH_MS = 3000
/** As batch.ts's MAX_EVENTS (not imported: that module carries zod, which must not reach the page). */
const BATCH_SIZE = 20
/** Half of an element in the viewport counts as seen. */
const VISIBLE_RATIO = 0.5

const TRACK = 'data-track'

/**
 * The page's tracker (SPEC §4 "Visibility tracking"): every element marked `data-track` is logged
 * once, when it first shows (at least half in view, and not inside an `inert` part such as a
 * slide not shown); a click on it is logged too, unless it is marked `data-track-view-only`.
 * Events are sent in batches a few seconds later, and at once when the page is hidden or left,
 * with `sendBeacon` (it outlives the page). Nothing identifies the visitor: no cookie, no id.
 *
 * One per page view: `start()` on entering a page, the returned stop on leaving it (which sends
 * what is queued, in that page's language).
 */
export function startTracker(): () => void {
  const queue: EventBatch['events'] = []
  const seen = new Set<string>()
  const inView = new Set<Element>()
  let timer: ReturnType<typeof setTimeout> | undefined

  // The language of this page, read now: the events may be sent after a client-side move to the other one.
  const locale = document.documentElement.lang === 'en' ? 'en' : 'ko'
  const flush = () => {
    clearTimeout(timer)
    timer = undefined
    while (queue.length) {
      const body = JSON.stringify({ locale, events: queue.splice(0, BATCH_SIZE) } satisfies EventBatch)
      if (!navigator.sendBeacon?.(ANALYTICS_ENDPOINT, body))
        fetch(ANALYTICS_ENDPOINT, { method: 'POST', body, keepalive: true }).catch(() => undefined)
    }
  }
  const log = (element: string, type: EventType) => {
    queue.push({ element, type })
    timer ??= setTimeout(flush, FLUSH_MS)
  }
  const logView = (element: string) => {
    if (seen.has(element)) return
    seen.add(element)
    log(element, 'view')
  }
  // Elements in the viewport but hidden: looked at again when something's `inert` changes.
  const check = () => {
    for (const el of inView) {
      if (el.isConnected && !el.closest('[inert]')) {
        inView.delete(el)
        logView(el.getAttribute(TRACK)!)
      }
    }
  }
  const visibility = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) inView.add(entry.target)
        else inView.delete(entry.target)
      }
      check()
    },
    { threshold: VISIBLE_RATIO },
  )
  const observeAll = () => document.querySelectorAll(`[${TRACK}]`).forEach((el) => visibility.observe(el))
  // Lists that grow (load more) and slides that change: new elements observed, hidden ones rechecked.
  const changes = new MutationObserver(() => {
    observeAll()
    check()
  })
  const onClick = (event: MouseEvent) => {
    const el = (event.target as Element | null)?.closest?.(`[${TRACK}]`)
    const element = el?.getAttribute(TRACK)
    if (!element || el!.hasAttribute('data-track-view-only')) return
    logView(element) // a click implies a view, even before the observer has reported it
    log(element, 'click')
  }
  const onHide = () => {
    if (document.visibilityState === 'hidden') flush()
  }

  observeAll()
  changes.observe(document.body, { childList: true, subtree: true, attributes: true, attributeFilter: ['inert'] })
  document.addEventListener('click', onClick, true)
  document.addEventListener('visibilitychange', onHide)
  window.addEventListener('pagehide', flush)
  return () => {
    visibility.disconnect()
    changes.disconnect()
    document.removeEventListener('click', onClick, true)
    document.removeEventListener('visibilitychange', onHide)
    window.removeEventListener('pagehide', flush)
    flush()
  }
}
