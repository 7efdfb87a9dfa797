/**
 * Throughput and latency of the legacy API against a running app (start it with `npm start`).
 *   npm run bench -- [baseUrl]      (default http://localhost:3000)
 * Prints requests/second and p50/p99 latency per endpoint; bounded in count and time, loopback only.
 */
import { loadTest } from './lib/load'

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

const rows = []
for (const path of endpoints)
  rows.push({ path, ...(await loadTest(base + path, { requests: REQUESTS, concurrency: CONCURRENCY })) })
console.table(rows)
