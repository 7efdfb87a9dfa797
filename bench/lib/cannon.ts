import autocannon from 'autocannon'

export type LoadResult = {
  connections: number
  'req/s': number
  'p50 ms': number
  'p97.5 ms': number
  'p99 ms': number
  errors: number
  non2xx: number
}

/**
 * Loopback load with autocannon for a fixed time at a fixed number of connections, after a short
 * warm-up (the first requests load the route). Errors are failed connections and timeouts;
 * non2xx counts answers that were not 2xx (a 503 under load shows here).
 */
export async function cannon(
  url: string,
  connections: number,
  seconds: number,
  headers: Record<string, string> = {},
  method: 'GET' | 'OPTIONS' = 'GET',
) {
  await autocannon({ url, method, connections: 1, amount: 20, headers })
  const result = await autocannon({ url, method, connections, duration: seconds, headers, timeout: 10 })
  return {
    connections,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p97.5 ms': result.latency.p97_5,
    'p99 ms': result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  } satisfies LoadResult
}
