import { expect } from 'vitest'

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Proves a server-side promise of the form "a change is visible within `budgetMs`": probes
 * (HTTP requests) until one sees the change, and fails if a probe that *started* `budgetMs` or
 * more after `since` still does not. `since` is taken when the test received the response that
 * confirmed the change, so the change was stored before it: the bound is never looser than the
 * promise. How long each probe then takes (a page render on a busy machine) is not part of the
 * promise, which is about what a visitor who asks after the deadline is given, so a slow machine
 * cannot fail it, and a site that keeps serving the old state past the deadline always does
 * (the loop goes on until a probe starts past the deadline). Returns when, after `since`, the
 * first probe that saw the change started.
 */
export async function expectSeenWithin(
  what: string,
  since: number,
  budgetMs: number,
  probe: () => Promise<boolean>,
): Promise<number> {
  for (;;) {
    const startedAfter = Date.now() - since
    if (await probe()) return startedAfter
    expect(
      startedAfter,
      `${what}: a request started ${startedAfter} ms after the change still did not see it (promised within ${budgetMs} ms)`,
    ).toBeLessThan(budgetMs)
    await pause(100)
  }
}
