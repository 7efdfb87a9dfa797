/**
 * SPEC §9's tab bar timings. Behaviour only: no test waits on them.
 * - the scroll handler (stuck state, the anchor tab that follows the reader) runs at most every 15 ms;
 * - measuring waits 100 ms after the page mounts, once fonts and images have settled the layout;
 * - bringing the current tab into view in the sideways list is debounced by 10 ms.
 */
export const TAB_SCROLL_THROTTLE_MS = 15
export const TAB_SETUP_DELAY_MS = 100
export const TAB_SCROLL_DEBOUNCE_MS = 10

/** SPEC §9: an anchor counts as reached 50 px below the bars; the header comes back after 810 ms. */
export const ANCHOR_OFFSET_PX = 50
export const SMOOTH_SCROLL_WAIT_MS = 810

/** Calls `fn` at most once per `ms`, the last call of a burst included (trailing). */
export function throttle(fn: () => void, ms: number) {
  let last = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    timer = undefined
    last = Date.now()
    fn()
  }
  const throttled = () => {
    if (timer) return
    const wait = last + ms - Date.now()
    if (wait <= 0) run()
    else timer = setTimeout(run, wait)
  }
  throttled.cancel = () => {
    clearTimeout(timer)
    timer = undefined
  }
  return throttled
}

/** Calls `fn` once `ms` have passed without another call. */
export function debounce(fn: () => void, ms: number) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const debounced = () => {
    clearTimeout(timer)
    timer = setTimeout(fn, ms)
  }
  debounced.cancel = () => clearTimeout(timer)
  return debounced
}
