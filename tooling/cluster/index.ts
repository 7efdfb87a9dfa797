import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { startAppServer, type AppServer } from '../appServer'
import { startUntil } from '../capture'
import { nodeTs, stopChild, withEntryConditions } from '../process'
import { startNginx, type LoadBalancer } from './nginx'
import { startS3Server, type S3Server } from '../s3Server'
import { startRedisServer, type RedisServer } from './redisServer'

/** One web instance: its own address (behind the load balancer), and a way to kill it outright. */
export type Instance = AppServer & { kill: (signal: NodeJS.Signals) => void }

export type Cluster = {
  /** The load balancer: the site's address. */
  url: string
  redis: RedisServer
  /** The S3-compatible store every instance keeps its files in. */
  s3: S3Server
  nginx: LoadBalancer
  instances: Instance[]
  workers: ChildProcess[]
  /** Stops everything this started, the load balancer first and Redis last. */
  stop: () => Promise<void>
}

export type ClusterOptions = {
  /**
   * Everything the processes share: DATABASE_URL (migrated and seeded already), PAYLOAD_SECRET,
   * REPORTS_KEY, mail. Files go to an S3-compatible store the cluster starts (under `dir`).
   */
  env: NodeJS.ProcessEnv
  /** Where nginx, the S3 store and the instances' logs keep their files. */
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
 * The multi-instance layout on one machine, from one build: Redis for Next's shared cache, an
 * S3-compatible store (npm's s3rver, tooling/s3Server.ts) for every file,
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
    // One store for every instance: images and downloads in the public bucket's prefixes (served
    // through the app's access-checked routes), submitted files in a private bucket.
    const s3 = await startS3Server({ directory: path.join(dir, 's3'), buckets: ['site-files', 'site-private'] })
    started.push(s3)
    const shared = { ...env, ...s3.env('site-files', 'site-private'), REDIS_URL: redis.url, TRUST_PROXY: '1' }

    const web: Instance[] = await Promise.all(
      Array.from({ length: instances }, async (_, i) => {
        // Web instances run no jobs: the worker does. Each keeps its output in a file.
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
        ...nodeTs('scripts/worker.ts'),
        withEntryConditions({ ...shared, PAYLOAD_DISABLE_JOBS: '', REVALIDATE_URL: nginx.url }),
        i === 0 ? /Running the job queues/ : /stands by/,
        180_000,
      )
      runners.push(worker.child)
      const forward = (chunk: Buffer) => log?.(`[worker ${i + 1}] ${String(chunk).trimEnd()}`)
      worker.child.stdout?.on('data', forward)
      worker.child.stderr?.on('data', forward)
      started.push({
        stop: () => stopChild(worker.child, 15_000, true),
      })
    }

    return { url: nginx.url, redis, s3, nginx, instances: web, workers: runners, stop: stopAll }
  } catch (error) {
    await stopAll()
    throw error
  }
}
