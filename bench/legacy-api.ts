/**
 * Throughput and latency of the legacy API against a running app (start it with `npm start`).
 *   npm run bench -- [baseUrl]      (default http://localhost:3000)
 * Prints requests/second and p50/p99 latency per endpoint; bounded in count and time, loopback only.
 */
const base = process.argv[2] ?? process.env.BENCH_URL ?? 'http://localhost:3000'
const CONCURRENCY = 8
const REQUESTS = 400

const endpoints = [
  '/api/report?pageNumber=1&pageSize=20',
  '/api/report?pageNumber=2&pageSize=20&lang=en',
  '/api/media?pageSize=100',
  '/api/fact?searchKeyword=%ED%83%84%EC%86%8C',
  '/api/notice',
  '/api/connection-site/1',
]

async function measure(path: string) {
  const latencies: number[] = []
  let next = 0
  let failures = 0
  const started = performance.now()
  const worker = async () => {
    while (next < REQUESTS) {
      next++
      const t0 = performance.now()
      const res = await fetch(base + path, { signal: AbortSignal.timeout(10_000) })
      await res.arrayBuffer()
      if (res.status !== 200) failures++
      latencies.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: CONCURRENCY }, worker))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]
  return { path, 'req/s': Math.round(latencies.length / seconds), 'p50 ms': +pct(50).toFixed(1), 'p99 ms': +pct(99).toFixed(1), failures }
}

const rows = []
for (const path of endpoints) {
  await fetch(base + path) // warm up the route
  rows.push(await measure(path))
}
console.table(rows)

export {}
