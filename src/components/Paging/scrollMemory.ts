/** Where the visitor was on a list, kept per URL for the tab's lifetime (sessionStorage). */
const keyFor = (url: string) => `list-scroll:${url}`
const currentUrl = () => `${window.location.pathname}${window.location.search}`

/** Called when leaving the list for a detail page. */
export function saveListScroll(): void {
  try {
    sessionStorage.setItem(keyFor(currentUrl()), String(Math.round(window.scrollY)))
  } catch {
    // Storage may be unavailable (private mode, quota): the list then simply opens at the top.
  }
}

/** The saved position of the current list URL, forgotten once read; null when none. */
export function takeListScroll(): number | null {
  try {
    const key = keyFor(currentUrl())
    const saved = sessionStorage.getItem(key)
    if (saved === null) return null
    sessionStorage.removeItem(key)
    const y = Number(saved)
    return Number.isFinite(y) ? y : null
  } catch {
    return null
  }
}
