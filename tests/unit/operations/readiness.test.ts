import http from 'node:http'
import net from 'node:net'
import type { AddressInfo } from 'node:net'

import { pino } from 'pino'
import { afterEach, describe, expect, it } from 'vitest'

import { health } from '../../../server/health'

/**
 * /readyz against dependencies that are really there and really broken, on this machine's
 * network: a port nothing listens on, and a server that takes connections and never answers (the
 * worst case for a probe: without bounds, each probe would wait, and pile up, forever).
 */

const listening = (server: net.Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)))

async function silentServer() {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((socket) => {
    // Reads and drops what arrives (unread, a closed connection would never be seen to end).
    socket.resume()
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  const port = await listening(server)
  return {
    port,
    open: () => sockets.size,
    close: () => {
      for (const socket of sockets) socket.destroy()
      server.close()
    },
  }
}

async function refusingPort() {
  const server = net.createServer()
  const port = await listening(server)
  await new Promise((resolve) => server.close(resolve))
  return port
}

const saved = { ...process.env }
const cleanUp: (() => unknown)[] = []
afterEach(async () => {
  for (const step of cleanUp.splice(0).reverse()) await step()
  process.env = { ...saved }
})

async function probesWith(env: Record<string, string>) {
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'S3_BUCKET']) delete process.env[name]
  Object.assign(process.env, { READY_TIMEOUT_MS: '500', ...env })
  const warnings: Record<string, unknown>[] = []
  const log = pino({ level: 'warn' }, { write: (line: string) => void warnings.push(JSON.parse(line)) })
  const probes = health(log)
  const server = http.createServer((req, res) => {
    if (!probes.handle(req, res)) res.writeHead(404).end()
  })
  const port = await listening(server)
  cleanUp.push(
    () => new Promise((resolve) => server.close(resolve)),
    () => probes.close(),
  )
  const ask = async (path: string) => {
    const res = await fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(10_000) })
    return { status: res.status, body: (await res.json()) as unknown }
  }
  return { probes, ask, warnings }
}

describe('/readyz', () => {
  it('names the database and object storage when they never answer, Redis only as degraded, and leaves no connection behind', async () => {
    const hung = await silentServer()
    cleanUp.push(hung.close)
    const { ask, warnings } = await probesWith({
      DATABASE_URL: `postgres://site:secret-pass@127.0.0.1:${hung.port}/site`,
      REDIS_URL: `redis://127.0.0.1:${hung.port}`,
      S3_BUCKET: 'site-files',
      S3_ENDPOINT: `http://127.0.0.1:${hung.port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret-key',
      S3_FORCE_PATH_STYLE: '1',
    })

    for (let probe = 0; probe < 2; probe++) {
      expect(await ask('/readyz')).toEqual({
        status: 503,
        body: {
          status: 'unavailable',
          failed: ['database', 'storage'],
          checks: { database: 'failed', redis: 'failed', storage: 'failed' },
          degraded: ['redis'],
        },
      })
    }
    // Why is in the log, never in the answer, and never a password.
    expect(warnings.map((line) => line.dependency).sort()).toEqual(
      ['database', 'database', 'redis', 'redis', 'storage', 'storage'].sort(),
    )
    expect(JSON.stringify(warnings)).not.toMatch(/secret-pass|secret-key/)
    // The probes that gave up let go of their connections to the silent server.
    await expect.poll(hung.open).toBe(0)
    // Alive all along: /healthz asks nothing.
    expect(await ask('/healthz')).toEqual({ status: 200, body: { status: 'ok' } })
  })

  it('names the database when nothing listens where it should be', async () => {
    const { ask } = await probesWith({ DATABASE_URL: `postgres://site:pass@127.0.0.1:${await refusingPort()}/site` })
    expect(await ask('/readyz')).toEqual({
      status: 503,
      body: { status: 'unavailable', failed: ['database'], checks: { database: 'failed' } },
    })
  })

  it('answers 503 "stopping" once the server drains, whatever its dependencies say', async () => {
    const { probes, ask } = await probesWith({})
    expect(await ask('/readyz')).toEqual({ status: 200, body: { status: 'ready', checks: {} } })
    probes.stopping()
    expect(await ask('/readyz')).toEqual({ status: 503, body: { status: 'stopping' } })
  })
})
