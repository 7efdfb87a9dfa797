/**
 * A bounded loop of loopback GETs at fixed concurrency, after a short warm-up (the first requests
 * also compile or load the route). Latency is per request, in ms.
 */
export async function loadTest(
  url: string,
  { requests, concurrency, headers = {} }: { requests: number; concurrency: number; headers?: HeadersInit },
) {
  const get = async () => {
    const res = await fetch(url, { headers, signal: AbortSignal.timeout(10_000) })
    await res.arrayBuffer()
    return res.status
  }
  for (let i = 0; i < 20; i++) await get()
  const latencies: number[] = []
  let next = 0
  let failures = 0
  const started = performance.now()
  const worker = async () => {
    while (next < requests) {
      next++
      const t0 = performance.now()
      if ((await get()) !== 200) failures++
      latencies.push(performance.now() - t0)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  const seconds = (performance.now() - started) / 1000
  latencies.sort((a, b) => a - b)
  const pct = (p: number) =>
    +latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1)
  return {
    requests: latencies.length,
    concurrency,
    'req/s': Math.round(latencies.length / seconds),
    'p50 ms': pct(50),
    'p99 ms': pct(99),
    failures,
  }
}
