import pg from 'pg'

import type { LoadResult } from './cannon'
import { percentile, round } from './stats'

/**
 * The SQL baseline: `statement` run straight through `pg` by `connections` clients for `seconds`,
 * each as fast as it can, with no HTTP, no Next and no Payload in between; in the same shape as an
 * HTTP load result, so the table shows what the app adds to the database's own cost.
 */
export async function sqlLoad(url: string, statement: string, connections: number, seconds: number) {
  const clients = await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      return client
    }),
  )
  const latencies: number[] = []
  let errors = 0
  const until = performance.now() + seconds * 1000
  try {
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < until) {
          const started = performance.now()
          try {
            await client.query(statement)
            latencies.push(performance.now() - started)
          } catch {
            errors++
          }
        }
      }),
    )
  } finally {
    await Promise.all(clients.map((client) => client.end().catch(() => {})))
  }
  latencies.sort((a, b) => a - b)
  return {
    connections,
    'req/s': Math.round(latencies.length / seconds),
    'p50 ms': round(percentile(latencies, 50)),
    'p97.5 ms': round(percentile(latencies, 97.5)),
    'p99 ms': round(percentile(latencies, 99)),
    errors,
    non2xx: 0,
  } satisfies LoadResult
}
