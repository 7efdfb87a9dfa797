/** One request of a steady load: when it started (ms after the load began) and how it ended. */
export type Outcome = { at: number; path: string; status: number | string }

export type SteadyLoad = {
  /** Ms since the load began. */
  elapsed: () => number
  /** Stops sending, waits for the requests in flight, and returns every outcome. */
  finish: () => Promise<Outcome[]>
}

/**
 * Visitors at `concurrency`, each asking for `paths` in turn as soon as its last answer came, until
 * finished. A request fails when it is not answered 200 within `timeoutMs` (a hang is a failure).
 */
export function steadyLoad(base: string, paths: string[], { concurrency = 4, timeoutMs = 10_000 } = {}): SteadyLoad {
  const began = Date.now()
  const outcomes: Outcome[] = []
  let running = true
  const visitor = async (offset: number) => {
    for (let i = offset; running; i++) {
      const path = paths[i % paths.length]
      const at = Date.now() - began
      try {
        const res = await fetch(base + path, { redirect: 'manual', signal: AbortSignal.timeout(timeoutMs) })
        await res.arrayBuffer()
        outcomes.push({ at, path, status: res.status })
      } catch (error) {
        outcomes.push({ at, path, status: error instanceof Error ? error.name : String(error) })
      }
    }
  }
  const visitors = Array.from({ length: concurrency }, (_, i) => visitor(i))
  return {
    elapsed: () => Date.now() - began,
    finish: async () => {
      running = false
      await Promise.all(visitors)
      return outcomes
    },
  }
}

/** The failed outcomes, as lines a failing assertion can show. */
export const failures = (outcomes: Outcome[], after = -1): string[] =>
  outcomes.filter((o) => o.at > after && o.status !== 200).map((o) => `${o.at} ms ${o.path}: ${o.status}`)
