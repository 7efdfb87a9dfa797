import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const BIN = path.resolve('node_modules/.bin')

export type Finished = { code: number | null; output: string }

/** Runs a command, capturing everything it prints; resolves when it exits (or is killed at `timeoutMs`). */
export function capture(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 120_000): Promise<Finished> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...env, PATH: `${BIN}:${env.PATH}` } })
    let output = ''
    child.stdout.on('data', (c) => (output += c))
    child.stderr.on('data', (c) => (output += c))
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs)
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, output })
    })
  })
}

/** Starts a long-running command and resolves once its output matches `ready`. */
export function startUntil(command: string, args: string[], env: NodeJS.ProcessEnv, ready: RegExp): Promise<{ child: ChildProcess; output: () => string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...env, PATH: `${BIN}:${env.PATH}` } })
    let output = ''
    const onData = (c: Buffer) => {
      output += c
      if (ready.test(output)) resolve({ child, output: () => output })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.once('exit', (code) => reject(new Error(`${command} exited with ${code} before it was ready:\n${output}`)))
  })
}
