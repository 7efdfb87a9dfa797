import { spawn, type ChildProcess } from 'node:child_process'

import { withBin } from './server'

export type Finished = { code: number | null; output: string }

/** Runs a command, capturing everything it prints; resolves when it exits (or is killed at `timeoutMs`). */
export function capture(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 120_000): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: withBin(env) })
    let output = ''
    child.stdout.on('data', (c) => (output += c))
    child.stderr.on('data', (c) => (output += c))
    const timer = setTimeout(() => {
      output += `\n[test] killed after ${timeoutMs / 1000} s`
      child.kill('SIGKILL')
    }, timeoutMs)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
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
    const child = spawn(command, args, { env: withBin(env) })
    let output = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`${command} was not ready within ${timeoutMs / 1000} s:\n${output}`))
    }, timeoutMs)
    const onData = (c: Buffer) => {
      output += c
      if (ready.test(output)) {
        clearTimeout(timer)
        resolve({ child, output: () => output })
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`${command} exited with ${code} before it was ready:\n${output}`))
    })
  })
}
