/**
 * Runs `work` for each key, in order, a few ahead of the tests that read the results: a test asks
 * for its key and gets its work's promise, and the next `ahead − 1` keys' work starts beside it.
 * A browser page load waits for the network to be quiet for 500 ms (networkidle), and the route
 * walks are hundreds of loads: their idle waits now overlap. At most `ahead` run at once.
 */
export function walkAhead<T>(keys: readonly string[], work: (key: string) => Promise<T>, ahead = 3) {
  const started = new Map<string, Promise<T>>()
  const start = (key: string) => {
    if (started.has(key)) return
    const running = work(key)
    // A rejection is reported by the test that reads it, not as an unhandled one before that.
    running.catch(() => {})
    started.set(key, running)
  }
  return (key: string): Promise<T> => {
    const at = keys.indexOf(key)
    if (at < 0) throw new Error(`walkAhead: ${key} is not one of the keys`)
    for (const next of keys.slice(at, at + ahead)) start(next)
    return started.get(key)!
  }
}
