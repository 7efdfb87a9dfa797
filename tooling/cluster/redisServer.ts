import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'

import { findFreePort } from '../../src/lib/db/ports'

export type RedisServer = {
  url: string
  port: number
  /** Stops the server (SIGTERM, then SIGKILL); the cache it held is gone. */
  stop: () => Promise<void>
  /** Starts it again on the same port, empty. */
  start: () => Promise<void>
}

/** Resolves once something accepts connections on the port, rejects after `withinMs`. */
async function accepting(port: number, withinMs: number, exited: () => boolean): Promise<void> {
  const deadline = Date.now() + withinMs
  while (Date.now() < deadline) {
    if (exited()) throw new Error(`redis-server on port ${port} exited while starting`)
    const open = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1')
      socket.once('connect', () => (socket.destroy(), resolve(true)))
      socket.once('error', () => resolve(false))
    })
    if (open) return
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`redis-server did not accept connections on port ${port} within ${withinMs / 1000} s`)
}

/**
 * A Redis of its own for the shared cache (`redis-server` from Debian): loopback only, nothing
 * written to disk (a cache: a restart starts empty), on a free port unless one is given.
 */
export async function startRedisServer({ port: wanted, log }: { port?: number; log?: (line: string) => void } = {}) {
  const port = wanted ?? (await findFreePort())
  let child: ChildProcess | undefined
  const start = async () => {
    const proc = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    )
    proc.once('error', (error) => log?.(`[redis] ${error.message}`))
    proc.stdout.on('data', (chunk) => log?.(`[redis] ${String(chunk).trimEnd()}`))
    proc.stderr.on('data', (chunk) => log?.(`[redis] ${String(chunk).trimEnd()}`))
    child = proc
    await accepting(port, 10_000, () => proc.exitCode !== null || proc.signalCode !== null)
  }
  const stop = async () => {
    const proc = child
    if (!proc || proc.exitCode !== null || proc.signalCode !== null) return
    const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()))
    proc.kill('SIGTERM')
    const timer = setTimeout(() => proc.kill('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
  }
  await start()
  return { url: `redis://127.0.0.1:${port}`, port, stop, start } satisfies RedisServer
}
