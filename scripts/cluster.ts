/**
 * `npm run cluster`: the multi-instance layout on this machine, from one build (docs/operations.md, "Running at
 * scale"): Postgres (embedded unless DATABASE_URL), migrations once, Redis for the shared cache,
 * two web instances, one job worker and nginx in front on PORT (default 3000). Ctrl+C stops it all.
 * Needs `redis-server` and `nginx` (Debian: `apt-get install redis-server nginx`).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { isProduction } from '../src/lib/env'
import { buildIsStale } from '../tooling/buildState'
import { startCluster } from '../tooling/cluster'
import { runChild } from '../tooling/process'
import { devAccounts } from '../seed/devAccounts'
import { announce, fail, log, preflight, prepare } from './lib/launch'

const missing = ['redis-server', 'nginx'].filter((command) => {
  try {
    execFileSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' })
    return false
  } catch {
    return true
  }
})
if (missing.length) fail(`The cluster needs ${missing.join(' and ')}: on Debian, apt-get install ${missing.join(' ')}`)

const port = await preflight()
// Migrations and the first-run seed once, before any instance starts (the instances never migrate).
const { db, env } = await prepare()
if (buildIsStale()) {
  log('Building the site once for every instance (this takes a few minutes)…')
  if ((await runChild('next', ['build'], env)) !== 0) {
    await db.stop()
    fail('The build failed (see above).')
  }
}

const dir = path.resolve(process.env.DATA_DIR ?? '.data', 'cluster')
fs.mkdirSync(dir, { recursive: true })
log(`Starting Redis, two web instances, the job worker and nginx (logs in ${dir})…`)
const cluster = await startCluster({ env, dir, port, log: (line) => console.log(line) }).catch(async (error: Error) => {
  await db.stop()
  fail(error.message)
})
log(
  [
    `Redis ${cluster.redis.url}`,
    ...cluster.instances.map((instance, i) => `instance ${i + 1} ${instance.baseUrl}`),
    `nginx ${cluster.url}`,
  ].join(' · '),
)

let stopping = false
const stop = async () => {
  if (stopping) return
  stopping = true
  log('Stopping nginx, the worker, the instances, Redis and the database…')
  await cluster.stop()
  await db.stop()
  process.exit(0)
}
process.on('SIGINT', () => void stop())
process.on('SIGTERM', () => void stop())
await announce(port, isProduction() ? [] : devAccounts)
