import type { ChildProcess } from 'node:child_process'

import { startChild } from './process'

export type Finished = { code: number | null; output: string }

/**
 * The child leads its own process group, so a timeout can stop what it started too (tsx and
 * vitest do their work in a grandchild, which a kill of the child alone would leave running).
 */
function spawnGroup(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return startChild(command, args, env, { stdio: 'pipe', detached: true })
}

function killGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL')
  } catch {
    child.kill('SIGKILL') // the group is gone already
  }
}

/** Resolves on 'close' (all output read), or a second after 'exit' when a grandchild keeps the pipes open. */
function finished(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once('close', (code) => resolve(code))
    child.once('exit', (code) => setTimeout(() => resolve(code), 1000))
  })
}

/** Runs a command, capturing everything it prints; resolves when it exits (or is killed at `timeoutMs`). */
export async function capture(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  timeoutMs = 120_000,
): Promise<Finished> {
  const child = spawnGroup(command, args, env)
  let output = ''
  child.stdout?.on('data', (c) => (output += c))
  child.stderr?.on('data', (c) => (output += c))
  child.once('error', (error) => (output += `\n[test] ${command} could not start: ${error.message}`))
  const timer = setTimeout(() => {
    output += `\n[test] killed after ${timeoutMs / 1000} s`
    killGroup(child)
  }, timeoutMs)
  const code = await finished(child)
  clearTimeout(timer)
  return { code, output }
}

/** Starts a long-running command and resolves once its output matches `ready`; rejects on exit or after `timeoutMs`. */
export function startUntil(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
  timeoutMs = 120_000,
): Promise<{ child: ChildProcess; output: () => string }> {
  return new Promise((resolve, reject) => {
    const child = spawnGroup(command, args, env)
    let output = ''
    const timer = setTimeout(() => {
      killGroup(child)
      reject(new Error(`${command} was not ready within ${timeoutMs / 1000} s:\n${output}`))
    }, timeoutMs)
    const onData = (c: Buffer) => {
      output += c
      if (ready.test(output)) {
        clearTimeout(timer)
        resolve({ child, output: () => output })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(error)
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${command} exited with ${code} before it was ready:\n${output}`))
    })
  })
}
