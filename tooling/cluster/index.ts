import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { startAppServer, type AppServer } from '../appServer'
import { startUntil } from '../capture'
import { stopChild, withEntryConditions } from '../process'
import { startNginx, type LoadBalancer } from './nginx'
import { startRedisServer, type RedisServer } from './redisServer'

/** One web instance: its own address (behind the load balancer), and a way to kill it outright. */
export type Instance = AppServer & { kill: (signal: NodeJS.Signals) => void }

export type Cluster = {
  /** The load balancer: the site's address. */
  url: string
  redis: RedisServer
  nginx: LoadBalancer
  instances: Instance[]
  workers: ChildProcess[]
  /** Stops everything this started, the load balancer first and Redis last. */
  stop: () => Promise<void>
}

export type ClusterOptions = {
  /**
   * Everything the processes share: DATABASE_URL (migrated and seeded already), PAYLOAD_SECRET,
   * REPORTS_KEY, the file settings (S3_* or UPLOADS_DIR/PRIVATE_FILES_DIR on one disk), mail.
   */
  env: NodeJS.ProcessEnv
  /** Where nginx keeps its configuration, pid and temp files. */
  dir: string
  instances?: number
  workers?: number
  /** The load balancer's port; a free one by default. */
  port?: number
  log?: (line: string) => void
}

/** Kills a process group; one that is gone already is fine. */
const killGroup = (child: ChildProcess, signal: NodeJS.Signals) => {
  try {
    if (child.pid) process.kill(-child.pid, signal)
  } catch {
    // the group has exited
  }
}

/**
 * The multi-instance layout on one machine, from one build: Redis for Next's shared cache,
 * `instances` web instances that run no jobs, `workers` job workers (one runs, the others stand
 * by), and nginx in front. Used by `npm run cluster`, its test and its benchmark.
 */
export async function startCluster({
  env,
  dir,
  instances = 2,
  workers = 1,
  port,
  log,
}: ClusterOptions): Promise<Cluster> {
  const started: { stop: () => Promise<void> }[] = []
  const stopAll = async () => {
    for (const part of started.splice(0).reverse()) await part.stop().catch(() => {})
  }
  try {
    fs.mkdirSync(dir, { recursive: true })
    const redis = await startRedisServer({ log })
    started.push(redis)
    const shared = { ...env, REDIS_URL: redis.url, TRUST_PROXY: '1' }

    const web: Instance[] = await Promise.all(
      Array.from({ length: instances }, async (_, i) => {
        // Web instances run no jobs: the worker does (issue 13 §4). Each keeps its output in a file.
        const server = await startAppServer(
          { ...shared, PAYLOAD_DISABLE_JOBS: '1', APP_LOG_FILE: path.join(dir, `instance-${i + 1}.log`) },
          { detached: true },
        )
        started.push(server)
        return { ...server, kill: (signal: NodeJS.Signals) => killGroup(server.process, signal) }
      }),
    )

    const nginx = await startNginx({
      upstreams: web.map((instance) => new URL(instance.baseUrl).host),
      dir: path.join(dir, 'nginx'),
      port,
      log,
    })
    started.push(nginx)

    const runners: ChildProcess[] = []
    for (let i = 0; i < workers; i++) {
      // The first holds the jobs lock and says it runs the queues; the others say they stand by.
      const worker = await startUntil(
        'tsx',
        ['scripts/worker.ts'],
        withEntryConditions({ ...shared, PAYLOAD_DISABLE_JOBS: '', REVALIDATE_URL: nginx.url }),
        i === 0 ? /Running the job queues/ : /stands by/,
        180_000,
      )
      runners.push(worker.child)
      const forward = (chunk: Buffer) => log?.(`[worker ${i + 1}] ${String(chunk).trimEnd()}`)
      worker.child.stdout?.on('data', forward)
      worker.child.stderr?.on('data', forward)
      started.push({
        stop: async () => {
          killGroup(worker.child, 'SIGTERM')
          await stopChild(worker.child)
        },
      })
    }

    return { url: nginx.url, redis, nginx, instances: web, workers: runners, stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}
