/**
 * `/healthz` and `/readyz` for load balancers and orchestrators, answered by the web server before
 * Next sees the request: no locale redirect, no page, no analytics, no cache, no session.
 * - `/healthz`: the process is alive and serving (no dependency is asked).
 * - `/readyz`: each dependency this instance needs answers within READY_TIMEOUT_MS (default
 *   2000): the database always, object storage when S3_BUCKET is. 503 names what failed and
 *   nothing else; why goes to the log. 503 too while shutting down. Redis (REDIS_URL) is checked
 *   and reported but does not make an instance unready: it is a cache the site works without
 *   (pages render fresh), and every instance shares it, so failing on it would take every
 *   instance out of the balancer at once for nothing.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'

import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'
import { createClient } from '@redis/client'
import type { Logger } from 'pino'
import pg from 'pg'

import { DATABASE_APPLICATION_NAME } from '../src/lib/env'
import { s3ClientConfig, s3Settings } from '../src/lib/objectStorage/settings'

export const HEALTH_PATH = '/healthz'
export const READY_PATH = '/readyz'

/** A dependency's check: settles, or gives up when `signal` aborts (and lets go of what it opened). */
type Check = ((signal: AbortSignal) => Promise<void>) & { close?: () => Promise<void> }
type Verdict = 'ok' | 'failed'

/** Reported when they fail, without making the instance unready (see above). */
const OPTIONAL = new Set(['redis'])

const readyTimeoutMs = () => {
  const value = Number(process.env.READY_TIMEOUT_MS)
  return Number.isFinite(value) && value > 0 ? value : 2000
}

/** Runs `check` with a signal that aborts after `ms`; rejects then, whatever the check does. */
function withinTime(check: Check, ms: number): Promise<void> {
  const controller = new AbortController()
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort()
      reject(new Error(`no answer within ${ms} ms`))
    }, ms)
  })
  return Promise.race([check(controller.signal), late]).finally(() => clearTimeout(timer))
}

/** One connection kept for the checks, so a probe every few seconds costs one small query. */
function databaseCheck(url: string, timeoutMs: number): Check {
  const pool = new pg.Pool({
    connectionString: url,
    max: 1,
    connectionTimeoutMillis: timeoutMs,
    idleTimeoutMillis: 60_000,
    application_name: `${DATABASE_APPLICATION_NAME}-readyz`,
  })
  // A dropped idle connection is reported here; unheard it would end the process.
  pool.on('error', () => {})
  // query_timeout ends a query Postgres does not answer, and the connection with it.
  const check: Check = async () =>
    void (await pool.query({ text: 'SELECT 1', query_timeout: timeoutMs } as pg.QueryConfig))
  return Object.assign(check, { close: () => pool.end() })
}

/** A connection per probe, destroyed when it answers or when the probe gives up on it. */
function redisCheck(url: string, timeoutMs: number): Check {
  return async (signal) => {
    const client = createClient({
      url,
      disableOfflineQueue: true,
      socket: { connectTimeout: timeoutMs, reconnectStrategy: false },
    })
    client.on('error', () => {})
    const destroy = () => {
      if (client.isOpen) client.destroy()
    }
    signal.addEventListener('abort', destroy, { once: true })
    try {
      await client.connect()
      if ((await client.ping()) !== 'PONG') throw new Error('unexpected answer to PING')
    } finally {
      signal.removeEventListener('abort', destroy)
      destroy()
    }
  }
}

function storageCheck(timeoutMs: number): Check | undefined {
  const settings = s3Settings()
  if (!settings) return undefined
  // Bounded at the socket too: a store that accepts and never answers must not pile up requests.
  const client = new S3Client({
    ...s3ClientConfig(settings),
    requestHandler: { connectionTimeout: timeoutMs, requestTimeout: timeoutMs },
    maxAttempts: 1,
  })
  const buckets = [...new Set([settings.bucket, settings.privateBucket])]
  const check: Check = async (signal) => {
    for (const bucket of buckets) await client.send(new HeadBucketCommand({ Bucket: bucket }), { abortSignal: signal })
  }
  return Object.assign(check, { close: async () => client.destroy() })
}

export type Health = {
  /** Answers the request when it is a health path; false otherwise (the request goes on to Next). */
  handle: (req: IncomingMessage, res: ServerResponse) => boolean
  /** From now on `/readyz` answers 503 (the server is draining). */
  stopping: () => void
  /** Lets go of the checks' own connections. */
  close: () => Promise<void>
}

export function health(log: Logger): Health {
  const timeoutMs = readyTimeoutMs()
  const checks: Record<string, Check> = {}
  if (process.env.DATABASE_URL) checks.database = databaseCheck(process.env.DATABASE_URL, timeoutMs)
  if (process.env.REDIS_URL) checks.redis = redisCheck(process.env.REDIS_URL, timeoutMs)
  const storage = storageCheck(timeoutMs)
  if (storage) checks.storage = storage
  let draining = false

  const readiness = async (): Promise<{ status: number; body: object }> => {
    if (draining) return { status: 503, body: { status: 'stopping' } }
    const verdicts = await Promise.all(
      Object.entries(checks).map(async ([name, check]): Promise<[string, Verdict]> => {
        try {
          await withinTime(check, timeoutMs)
          return [name, 'ok']
        } catch (error) {
          log.warn({ dependency: name, reason: (error as Error).message }, 'readiness check failed')
          return [name, 'failed']
        }
      }),
    )
    const down = verdicts.filter(([, verdict]) => verdict === 'failed').map(([name]) => name)
    const failed = down.filter((name) => !OPTIONAL.has(name))
    const degraded = down.filter((name) => OPTIONAL.has(name))
    const report = { checks: Object.fromEntries(verdicts), ...(degraded.length ? { degraded } : {}) }
    return failed.length
      ? { status: 503, body: { status: 'unavailable', failed, ...report } }
      : { status: 200, body: { status: 'ready', ...report } }
  }

  const send = (req: IncomingMessage, res: ServerResponse, status: number, body: object) => {
    const text = JSON.stringify(body)
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    })
    res.end(req.method === 'HEAD' ? undefined : text)
  }

  return {
    handle(req, res) {
      const path = (req.url ?? '').split('?')[0]
      if (path !== HEALTH_PATH && path !== READY_PATH) return false
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.setHeader('Allow', 'GET, HEAD')
        send(req, res, 405, { status: 'method not allowed' })
      } else if (path === HEALTH_PATH) send(req, res, 200, { status: 'ok' })
      else void readiness().then(({ status, body }) => send(req, res, status, body))
      return true
    },
    stopping: () => void (draining = true),
    close: async () => void (await Promise.all(Object.values(checks).map((check) => check.close?.()))),
  }
}
