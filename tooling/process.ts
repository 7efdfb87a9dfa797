import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process'
import path from 'node:path'

const BIN = path.resolve('node_modules/.bin')

/** The environment with the project's node_modules/.bin first on PATH (once: npm may have put it there). */
function withBin(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return env.PATH?.split(':')[0] === BIN ? env : { ...env, PATH: `${BIN}:${env.PATH}` }
}

/**
 * The environment for the launcher's child processes. APP_ENV carries whether this is production
 * as the operator started it, because `next start` forces NODE_ENV=production even for a local
 * start. (startChild puts node_modules/.bin on PATH.)
 */
export function withAppEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const appEnv = process.env.APP_ENV ?? (process.env.NODE_ENV === 'production' ? 'production' : 'development')
  return { ...process.env, APP_ENV: appEnv, ...extra }
}

/**
 * The environment for our own Node entry points that load payload.config (prepare, seed, the
 * Payload CLI): not for `next build`/`next start`, which bundle their own copy.
 *
 * Under Node's default `node` export condition, lexical 0.50 loads `Lexical*.node.mjs` wrappers
 * whose top-level `await import()` of the dev or prod build sometimes never settles when a dozen
 * load at once (payloadcms/payload#9382): the event loop empties and Node exits 13 without a word
 * (about 1 run in 2 with plain node here). The `development`/`production` condition resolves the
 * build directly, without the wrappers; 0 failures in 100 runs measured.
 */
export function withEntryConditions<Env extends Record<string, string | undefined>>(
  env: Env,
): Env & { NODE_OPTIONS: string } {
  const production = env.APP_ENV ? env.APP_ENV === 'production' : env.NODE_ENV === 'production'
  const kept = (env.NODE_OPTIONS ?? '').split(/\s+/).filter((option) => option && !option.startsWith('--conditions='))
  return { ...env, NODE_OPTIONS: [...kept, `--conditions=${production ? 'production' : 'development'}`].join(' ') }
}

/**
 * A TypeScript entry point run by Node itself with tsx's loader in the same process (`node
 * --import tsx`), for the processes that must stop gracefully (the launcher, the server, the job
 * worker). The `tsx` command runs the script in a child and, on SIGTERM, SIGKILLs that child when
 * it has not said within 30 ms that it got the signal: a server busy rendering would die without
 * finishing its requests, and a launcher without stopping its database.
 */
export const nodeTs = (script: string, args: string[] = []): [string, string[]] => [
  'node',
  ['--import', 'tsx', script, ...args],
]

/** Node's exit code for a top-level await that never settled (see withEntryConditions). */
export const UNSETTLED_AWAIT_EXIT = 13

/**
 * Starts a command with node_modules/.bin first on PATH, its output on ours unless `options` say
 * otherwise. The launcher's, the test stack's and the benchmarks' child processes start here (the
 * resilience test alone starts a bare Postgres server itself, as the embedded database's own user).
 */
export function startChild(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  options: Pick<SpawnOptions, 'stdio' | 'detached' | 'cwd'> = {},
): ChildProcess {
  return spawn(command, args, { stdio: 'inherit', ...options, env: withBin(env) })
}

/**
 * Resolves once the child has exited; after `graceMs` of SIGTERM, SIGKILL. Never waits forever.
 * `group`: the child leads a process group (spawned detached), and the signals go to all of it.
 */
export async function stopChild(child: ChildProcess, graceMs = 15_000, group = false): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const signal = (name: NodeJS.Signals) => {
    try {
      if (group && child.pid) process.kill(-child.pid, name)
      else child.kill(name)
    } catch {
      // the group is gone already
    }
  }
  signal('SIGTERM')
  const timer = setTimeout(() => signal('SIGKILL'), graceMs)
  await exited
  clearTimeout(timer)
}

/**
 * Runs a command to its end; resolves with its exit code (1 when killed by a signal).
 * `onStart` gets the child, for a caller that forwards Ctrl+C to it.
 */
export function runChild(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  onStart?: (child: ChildProcess) => void,
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = startChild(command, args, env)
    onStart?.(child)
    child.once('error', reject)
    child.once('exit', (code) => resolve(code ?? 1))
  })
}

/** Runs a command to completion with inherited output; rejects on a non-zero exit or after `timeoutMs`. */
export function run(command: string, args: string[], env: NodeJS.ProcessEnv, timeoutMs = 20 * 60_000): Promise<void> {
  const line = [command, ...args].join(' ')
  return new Promise((resolve, reject) => {
    const child = startChild(command, args, env)
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

/**
 * Runs one of our Node entry points (prepare, seed, the Payload CLI) with the export condition
 * above. Exit 13 happens only while modules load, before the script has done anything, so one
 * more run is safe; it stays as a backstop and says so, never silently.
 */
export async function runEntry(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
  onStart?: (child: ChildProcess) => void,
): Promise<number> {
  const entryEnv = withEntryConditions(env)
  const code = await runChild(command, args, entryEnv, onStart)
  if (code !== UNSETTLED_AWAIT_EXIT) return code
  log(
    `${[command, ...args].join(' ')} exited with ${UNSETTLED_AWAIT_EXIT} while loading its modules ` +
      '(a top-level await that never settled, payloadcms/payload#9382); running it once more.',
  )
  return runChild(command, args, entryEnv, onStart)
}
