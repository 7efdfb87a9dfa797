/** A failure the operator can act on: printed as one paragraph, without a stack trace. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BackupError'
  }
}

type Cleanup = () => void | Promise<void>
const cleanups: Cleanup[] = []

/** Runs `cleanup` when the command ends in any way (success, error, Ctrl+C), the latest first. */
export function onExit(cleanup: Cleanup): void {
  cleanups.push(cleanup)
}

async function runCleanups() {
  while (cleanups.length) {
    try {
      await cleanups.pop()!()
    } catch {
      // Best effort: the next one still runs.
    }
  }
}

/** While set, a signal is only recorded: the step under way cannot be stopped half-way. */
let deferred: { signal?: NodeJS.Signals } | undefined

/**
 * From now on Ctrl+C or SIGTERM waits: the returned function ends the wait, and if a signal came
 * meanwhile, the command stops there (exit code 130) saying `done` was finished first.
 */
export function deferSignals(name: string, done: string): () => void {
  const state: { signal?: NodeJS.Signals } = {}
  deferred = state
  return () => {
    if (deferred === state) deferred = undefined
    if (!state.signal) return
    console.error(`\n${name}: stopped by ${state.signal} after ${done}.\n`)
    process.exit(130)
  }
}

/**
 * Runs a command's body: any error becomes `<name>: <message>` on stderr and exit code 1, after
 * every registered cleanup (temp folders, half-written archives) has run.
 */
export async function runCommand(name: string, body: () => Promise<void>): Promise<never> {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, async () => {
      if (deferred) {
        deferred.signal ??= signal
        return
      }
      await runCleanups()
      console.error(`\n${name}: stopped by ${signal}; nothing was left half-written.\n`)
      process.exit(130)
    })
  try {
    await body()
    await runCleanups()
    process.exit(0)
  } catch (error) {
    await runCleanups()
    const message = error instanceof Error ? error.message : String(error)
    console.error(`\n${name}: ${message}\n`)
    process.exit(1)
  }
}
