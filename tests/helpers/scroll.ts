import type { Page } from 'playwright-core'

/** How many animation frames in a row `window.scrollY` must stay put to count as "stopped". */
const STILL_FRAMES = 10

type ScrollWindow = { __scrollSamples?: Promise<number[]> }

/**
 * The scroll position once scrolling has stopped, measured in the page: resolves when
 * `window.scrollY` has not changed for STILL_FRAMES animation frames in a row. With `awayFrom`, it
 * first waits for the position to leave that value, because a wheel event that Playwright has
 * dispatched may not have started its scroll yet. Rejects after `timeoutMs`.
 */
export function settledScrollY(
  page: Page,
  { awayFrom, timeoutMs = 10_000 }: { awayFrom?: number; timeoutMs?: number } = {},
): Promise<number> {
  return page.evaluate(
    ({ awayFrom, stillFrames, timeoutMs }) =>
      new Promise<number>((resolve, reject) => {
        const started = performance.now()
        let last = window.scrollY
        let still = 0
        let moved = awayFrom === null || last !== awayFrom
        const frame = () => {
          const y = window.scrollY
          if (y !== awayFrom) moved = true
          still = y === last ? still + 1 : 0
          last = y
          if (moved && still >= stillFrames) return resolve(y)
          if (performance.now() - started > timeoutMs)
            return reject(new Error(`scrolling did not settle within ${timeoutMs} ms (at ${y}, moved: ${moved})`))
          requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      }),
    { awayFrom: awayFrom ?? null, stillFrames: STILL_FRAMES, timeoutMs },
  )
}

/**
 * Records `window.scrollY` once per animation frame, from now until it has moved and then stayed
 * put for STILL_FRAMES frames (or `timeoutMs` passed). Start it before the action that scrolls;
 * `samples()` resolves with every position seen, the starting one first.
 */
export async function recordScroll(page: Page, timeoutMs = 10_000): Promise<{ samples: () => Promise<number[]> }> {
  await page.evaluate(
    ({ stillFrames, timeoutMs }) => {
      const samples = [window.scrollY]
      const started = performance.now()
      ;(window as ScrollWindow).__scrollSamples = new Promise<number[]>((resolve) => {
        let still = 0
        const frame = () => {
          const y = window.scrollY
          still = y === samples[samples.length - 1] ? still + 1 : 0
          samples.push(y)
          const moved = samples.some((s) => s !== samples[0])
          if ((moved && still >= stillFrames) || performance.now() - started > timeoutMs) return resolve(samples)
          requestAnimationFrame(frame)
        }
        requestAnimationFrame(frame)
      })
    },
    { stillFrames: STILL_FRAMES, timeoutMs },
  )
  return { samples: () => page.evaluate(() => (window as ScrollWindow).__scrollSamples!) }
}
