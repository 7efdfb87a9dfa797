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
import net from 'node:net'
import tls from 'node:tls'

import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3'
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

/**
 * A connection per probe on a socket of our own, destroyed when the probe gives up, so a server
 * that accepts and never answers cannot hold one open per probe (tests/unit/readiness.test.ts).
 */
function databaseCheck(url: string, timeoutMs: number): Check {
  return async (signal) => {
    const socket = new net.Socket()
    const destroy = () => socket.destroy()
    signal.addEventListener('abort', destroy, { once: true })
    const client = new pg.Client({
      connectionString: url,
      application_name: `${DATABASE_APPLICATION_NAME}-readyz`,
      query_timeout: timeoutMs,
      stream: () => socket,
    })
    client.on('error', () => {})
    try {
      await client.connect()
      await client.query('SELECT 1')
      await client.end()
    } finally {
      signal.removeEventListener('abort', destroy)
      destroy()
    }
  }
}

/** A RESP command: what `redis-cli` would send for these words. */
const resp = (words: string[]) =>
  `*${words.length}\r\n${words.map((word) => `$${Buffer.byteLength(word)}\r\n${word}\r\n`).join('')}`

/**
 * PING (after AUTH when the URL has a password) on a socket of our own (see databaseCheck): the
 * Redis client throws when destroyed while it connects, which inside an abort listener would end
 * the process.
 */
function redisCheck(url: string): Check {
  const target = new URL(url)
  const host = target.hostname
  const port = Number(target.port || 6379)
  const password = decodeURIComponent(target.password)
  const user = decodeURIComponent(target.username)
  const commands = [...(password ? [resp(user ? ['AUTH', user, password] : ['AUTH', password])] : []), resp(['PING'])]
  return (signal) =>
    new Promise<void>((resolve, reject) => {
      const secure = target.protocol === 'rediss:'
      const socket = secure ? tls.connect({ host, port, servername: host }) : net.connect({ host, port })
      let answer = ''
      let settled = false
      const settle = (error?: Error) => {
        if (settled) return
        settled = true
        signal.removeEventListener('abort', aborted)
        socket.destroy()
        if (error) reject(error)
        else resolve()
      }
      const aborted = () => settle(new Error('aborted'))
      signal.addEventListener('abort', aborted, { once: true })
      socket.once(secure ? 'secureConnect' : 'connect', () => socket.write(commands.join('')))
      socket.on('data', (chunk: Buffer) => {
        answer += chunk.toString('latin1')
        if (/^-|\r\n-/.test(answer))
          settle(new Error(`Redis refused: ${answer.split('\r\n').find((l) => l.startsWith('-'))}`))
        else if (answer.includes('+PONG\r\n')) settle()
      })
      socket.on('error', settle)
      socket.on('close', () => settle(new Error('connection closed')))
    })
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
  if (process.env.REDIS_URL) checks.redis = redisCheck(process.env.REDIS_URL)
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
