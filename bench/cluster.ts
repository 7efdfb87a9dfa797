/**
 * The multi-instance layout's throughput (a benchmark, not a test): `npm run bench:cluster`.
 * Starts its own stack (fresh Postgres, seed, build if stale), then the cluster of `npm run cluster`
 * (Redis, nginx, no worker) with one web instance and then with two, and loads Main and a newsroom
 * list through nginx with wrk at CONNECTIONS for SECONDS each. Prints req/s and p99 side by side
 * and the ratio two/one. On a 2-core machine the load generator, nginx, Redis and Postgres share the
 * cores with the instances: expect a ratio near 1, not a doubling; the layout is for machines with
 * cores to spare and for losing an instance without losing visitors.
 */
import fs from 'node:fs'
import path from 'node:path'

import { startCluster } from '../tooling/cluster'
import { startStack } from '../tooling/stack'
import type { LoadResult } from './lib/cannon'
import { wrk, wrkVersion } from './lib/wrk'

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS) || 32
const SECONDS = Number(process.env.BENCH_SECONDS) || 10
const ROUTES = [
  { what: 'Main (/)', path: '/' },
  { what: 'newsroom list (/newsroom/report)', path: '/newsroom/report' },
]

async function measure(instances: number, env: NodeJS.ProcessEnv, dir: string): Promise<LoadResult[]> {
  console.log(`Starting Redis, nginx and ${instances} instance(s)…`)
  const cluster = await startCluster({ env, dir: path.join(dir, `x${instances}`), instances, workers: 0 })
  try {
    const results: LoadResult[] = []
    for (const route of ROUTES) {
      const result = await wrk(cluster.url + route.path, CONNECTIONS, SECONDS)
      if (result.errors || result.non2xx)
        throw new Error(`${route.path}: ${result.errors} errors, ${result.non2xx} non-2xx`)
      results.push(result)
    }
    return results
  } finally {
    await cluster.stop()
  }
}

async function main() {
  const version = wrkVersion()
  if (!version) throw new Error('bench:cluster needs wrk (Debian: apt-get install wrk).')
  console.log(`Load generator: ${version}, ${CONNECTIONS} connections, ${SECONDS} s a route, through nginx`)
  console.log('Starting the stack (fresh database, seed, build if stale)…')
  const stack = await startStack()
  const dir = fs.mkdtempSync(path.resolve('.test-data', 'bench-cluster-'))
  try {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      APP_ENV: 'test',
      DATABASE_URL: stack.db.url,
      REPORTS_KEY: stack.reportsKey,
      UPLOADS_DIR: stack.uploadsDir,
      PRIVATE_FILES_DIR: stack.privateDir,
      MAIL_DIR: stack.mailDir,
    }
    const one = await measure(1, env, dir)
    const two = await measure(2, env, dir)
    console.table(
      ROUTES.map((route, i) => ({
        route: route.what,
        '1 instance req/s': one[i]['req/s'],
        '1 instance p99 ms': one[i]['p99 ms'],
        '2 instances req/s': two[i]['req/s'],
        '2 instances p99 ms': two[i]['p99 ms'],
        'req/s 2÷1': Math.round((two[i]['req/s'] / one[i]['req/s']) * 100) / 100,
      })),
    )
  } finally {
    await stack.stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

await main()
