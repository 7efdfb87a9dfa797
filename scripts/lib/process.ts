import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

const BIN = path.resolve(process.cwd(), 'node_modules/.bin')

/**
 * The environment for child processes. APP_ENV carries whether this is production as the
 * operator started it, because `next start` forces NODE_ENV=production even for a local start.
 */
export function withAppEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const appEnv = process.env.APP_ENV ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development')
  return { ...process.env, APP_ENV: appEnv, PATH: `${BIN}:${process.env.PATH}`, ...extra }
}

export function startChild(command: string, args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(command, args, { env, stdio: 'inherit' })
}

/** Runs a command to its end; resolves with its exit code (1 when killed by a signal). */
export function runChild(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = startChild(command, args, env)
    child.once('error', reject)
    child.once('exit', (code) => resolve(code ?? 1))
  })
}
