import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'

import { findFreePort } from '../src/lib/db/ports'
import { nodeTs, startChild, stopChild } from './process'
import { READY_PATH, waitUntilAnswering } from './ready'

export type AppServer = { baseUrl: string; process: ChildProcess; stop: () => Promise<void> }

const ADDRESS_IN_USE = /EADDRINUSE|address already in use/i

class PortTaken extends Error {}

/**
 * The production server on a port: Next.js behind the site's own layer of compression and security
 * headers (server/main.ts), as `npm start` runs it.
 */
export const serverCommand = (port: number): [string, string[]] => nodeTs('server/main.ts', ['-p', String(port)])

export type StartOptions = {
  readyWithinMs?: number
  /**
   * The server leads a process group of its own: `stop()` and `process.kill(-pid, signal)` reach
   * it and everything it started (its own children), and a test's Ctrl+C does not.
   */
  detached?: boolean
  /** The project folder to serve from (its `.next`, `server/`, `node_modules`); this one by default. */
  cwd?: string
}

/** Starts the server on one port; resolves when the legacy API answers 200, rejects otherwise. */
async function startOn(
  port: number,
  env: NodeJS.ProcessEnv,
  { readyWithinMs = 180_000, detached = false, cwd }: StartOptions,
): Promise<AppServer> {
  const child = startChild(...serverCommand(port), env, { stdio: ['ignore', 'pipe', 'pipe'], detached, cwd })
  let output = ''
  // APP_LOG_FILE keeps the server's output for tests about what it logs (and what it must not).
  const log = env.APP_LOG_FILE ? fs.createWriteStream(env.APP_LOG_FILE, { flags: 'a' }) : undefined
  child.stdout?.on('data', (chunk) => ((output += chunk), log?.write(chunk)))
  child.stderr?.on('data', (chunk) => ((output += chunk), log?.write(chunk)))
  child.once('exit', () => log?.end())
  const baseUrl = `http://127.0.0.1:${port}`
  const stop = () => stopChild(child, 15_000, detached)
  const readiness = await waitUntilAnswering(baseUrl + READY_PATH, {
    withinMs: readyWithinMs,
    requestTimeoutMs: 10_000,
    exited: () => child.exitCode !== null || child.signalCode !== null,
  })
  if (readiness.ready) return { baseUrl, process: child, stop }
  if (readiness.exited) {
    if (ADDRESS_IN_USE.test(output)) throw new PortTaken(`port ${port} was taken before the server could bind it`)
    throw new Error(`the server exited early (${child.exitCode ?? child.signalCode}):\n${output}`)
  }
  await stop()
  throw new Error(
    `the server on port ${port} did not answer within ${readyWithinMs / 1000} s (last: ${readiness.last}):\n${output}`,
  )
}

/**
 * Starts the server on a free port and waits until the legacy API answers 200. A port found
 * free can be taken by another process before Next binds it: then another port is tried.
 */
export async function startAppServer(env: NodeJS.ProcessEnv, options: StartOptions = {}): Promise<AppServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await findFreePort(), env, options)
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error
    }
  }
}
