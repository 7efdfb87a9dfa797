/** The legacy API's smallest answer: the app is up once it serves it. */
export const READY_PATH = '/api/connection-site/1'

export type Readiness = { ready: true } | { ready: false; exited: boolean; last: string }

/**
 * Asks `url` every half second until an answer's status passes `isReady` (default: 200). Gives up
 * when `withinMs` has passed or `exited()` says the server is gone, with what the last try saw.
 */
export async function waitUntilAnswering(
  url: string,
  {
    withinMs,
    isReady = (status) => status === 200,
    requestTimeoutMs,
    exited = () => false,
  }: {
    withinMs: number
    isReady?: (status: number) => boolean
    /** Each request's own limit; without it a request waits as long as the server takes. */
    requestTimeoutMs?: number
    exited?: () => boolean
  },
): Promise<Readiness> {
  const deadline = Date.now() + withinMs
  let last = 'no answer yet'
  while (Date.now() < deadline) {
    if (exited()) return { ready: false, exited: true, last }
    try {
      const res = await fetch(url, requestTimeoutMs ? { signal: AbortSignal.timeout(requestTimeoutMs) } : {})
      // Read to its end, so that no answer of the check is still open when the caller goes on (a
      // test that stops the server counts the requests in flight).
      await res.arrayBuffer()
      if (isReady(res.status)) return { ready: true }
      last = `HTTP ${res.status}`
    } catch (error) {
      last = error instanceof Error ? error.message : String(error)
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  return { ready: false, exited: false, last }
}
