import type { Page } from 'playwright-core'

/**
 * Whether the page's window paints: one requestAnimationFrame within `ms`.
 *
 * Now and then headless Chromium gives a window no frame pipeline: the DOM reads fine, timers
 * run, but requestAnimationFrame never fires, so every click and check (Playwright waits two
 * frames for an element to be "stable") hangs until its timeout, with nothing in the page to
 * explain it (seen once in CI: `check()` on a plain checkbox, 30 s of "waiting for element to be
 * visible, enabled and stable"). Such a window never recovers, so the tests open another.
 */
export async function paints(page: Page, ms = 5_000): Promise<boolean> {
  return page.evaluate(
    (ms) =>
      new Promise<boolean>((resolve) => {
        requestAnimationFrame(() => resolve(true))
        setTimeout(() => resolve(false), ms)
      }),
    ms,
  )
}

/**
 * Opens a page with `open` until one paints (at most `tries`), closing each that does not; a
 * window that never paints fails the test with what happened instead of a 30 s click timeout.
 */
export async function openPainting<T extends { page: Page; close: () => Promise<unknown> }>(
  open: () => Promise<T>,
  tries = 3,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    const opened = await open()
    if (await paints(opened.page)) return opened
    await opened.close()
    if (attempt >= tries) throw new Error(`Chromium opened ${tries} windows that never painted a frame`)
    console.warn(`Chromium opened a window that paints no frame (attempt ${attempt}); opening another`)
  }
}
