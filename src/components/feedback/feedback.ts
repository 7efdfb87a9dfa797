/** SPEC §9: a toast stays 3 seconds. */
export const TOAST_MS = 3000

/** Shows a short confirmation ("URL copied"); any client code may call it. */
export function showToast(message: string): void {
  window.dispatchEvent(new CustomEvent('site:toast', { detail: message }))
}

/** Shows an alert dialog with an OK button (e.g. the failed-fetch message of SPEC §8). */
export function showAlert(message: string): void {
  window.dispatchEvent(new CustomEvent('site:alert', { detail: message }))
}

/** Loading events: requests flagged as loading report their start and end (SPEC §4). */
export function setLoading(active: boolean): void {
  window.dispatchEvent(new CustomEvent('site:loading', { detail: active }))
}
