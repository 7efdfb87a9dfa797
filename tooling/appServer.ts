import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import { findFreePort } from '../src/lib/db/ports'

const BIN = path.resolve('node_modules/.bin')

export type AppServer = { baseUrl: string; process: ChildProcess; stop: () => Promise<void> }

/** The environment with the project's node_modules/.bin first on PATH. */
export const withBin = (env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({ ...env, PATH: `${BIN}:${env.PATH}` })

/** Resolves once the child has exited; after `graceMs` of SIGTERM, SIGKILL. Never waits forever. */
export async function stopChild(child: ChildProcess, graceMs = 15_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGTERM')
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

/** Runs a command to completion with inherited output; rejects on a non-zero exit or after `timeoutMs`. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 20 * 60_000): Promise<void> {
  const line = [command, ...args].join(' ')
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: withBin(env), stdio: 'inherit' })
    const timer = setTimeout(() => {
      reject(new Error(`${line} did not finish within ${timeoutMs / 1000} s; it was stopped`))
      void stopChild(child)
    }, timeoutMs)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      if (code === 0) resolve()
      else reject(new Error(`${line} exited with ${code}`))
    })
  })
}

const ADDRESS_IN_USE = /EADDRINUSE|address already in use/i

class PortTaken extends Error {}

/** Starts `next start` on one port; resolves when the legacy API answers 200, rejects otherwise. */
async function startOn(port: number, env: NodeJS.ProcessEnv, readyWithinMs: number): Promise<AppServer> {
  const child = spawn('next', ['start', '-p', String(port)], { env: withBin(env), stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  // APP_LOG_FILE keeps the server's output for tests about what it logs (and what it must not).
  const log = env.APP_LOG_FILE ? fs.createWriteStream(env.APP_LOG_FILE, { flags: 'a' }) : undefined
  child.stdout?.on('data', (chunk) => ((output += chunk), log?.write(chunk)))
  child.stderr?.on('data', (chunk) => ((output += chunk), log?.write(chunk)))
  child.once('exit', () => log?.end())
  const baseUrl = `http://127.0.0.1:${port}`
  const stop = () => stopChild(child)
  const deadline = Date.now() + readyWithinMs
  let last = 'no answer yet'
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      if (ADDRESS_IN_USE.test(output)) throw new PortTaken(`port ${port} was taken before next start could bind it`)
      throw new Error(`next start exited early (${child.exitCode ?? child.signalCode}):\n${output}`)
    }
    try {
      const res = await fetch(`${baseUrl}/api/connection-site/1`, { signal: AbortSignal.timeout(10_000) })
      if (res.status === 200) return { baseUrl, process: child, stop }
      last = `HTTP ${res.status}`
    } catch (error) {
      last = error instanceof Error ? error.message : String(error)
    }
    await new Promise((r) => setTimeout(r, 500))
  }
  await stop()
  throw new Error(`next start on port ${port} did not answer within ${readyWithinMs / 1000} s (last: ${last}):\n${output}`)
}

/**
 * Starts `next start` on a free port and waits until the legacy API answers 200. A port found
 * free can be taken by another process before Next binds it: then another port is tried.
 */
export async function startAppServer(env: NodeJS.ProcessEnv, readyWithinMs = 180_000): Promise<AppServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOn(await findFreePort(), env, readyWithinMs)
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error
    }
  }
}
