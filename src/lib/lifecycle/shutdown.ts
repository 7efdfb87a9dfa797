/**
 * What a stopping web server waits for, then does (server/main.ts): work a request started and
 * left running after its answer (the mail queue run after a submission), then the hooks (closing
 * the database pool, which that work still uses). The server and the app inside Next reach these
 * from two copies of this module (Next bundles its own), so they live on `globalThis`.
 */
type Hook = { name: string; run: () => Promise<unknown> }
type Lifecycle = { hooks: Hook[]; pending: Set<Promise<unknown>>; draining: (() => unknown)[] }

const KEY = Symbol.for('corporate-site.lifecycle')

const lifecycle = (): Lifecycle => {
  const holder = globalThis as typeof globalThis & { [KEY]?: Lifecycle }
  return (holder[KEY] ??= { hooks: [], pending: new Set(), draining: [] })
}
const hooks = () => lifecycle().hooks

/**
 * What stops new work from starting once the server is told to stop (the job queue's crons); a
 * promise it returns (the run already going) is waited for like the work below.
 */
export function onDrain(stopStarting: () => Promise<unknown> | void): void {
  lifecycle().draining.push(stopStarting)
}

/** Runs the onDrain functions, once the server has stopped taking connections. */
export function drain(): void {
  for (const stopStarting of lifecycle().draining.splice(0)) {
    const running = stopStarting()
    if (running) void finishBeforeShutdown(Promise.resolve(running))
  }
}

/** Work that must finish before the pools close; returns it, to be awaited as before. */
export function finishBeforeShutdown<T>(work: Promise<T>): Promise<T> {
  const { pending } = lifecycle()
  const settled = work.then(
    () => void pending.delete(settled),
    () => void pending.delete(settled),
  )
  pending.add(settled)
  return work
}

/** Waits up to `withinMs` for the work registered above; resolves with how much is still running. */
export async function finishPendingWork(withinMs: number): Promise<number> {
  const { pending } = lifecycle()
  let timer: NodeJS.Timeout | undefined
  await Promise.race([
    (async () => {
      // Work may start more work (a mail run asking for another): wait until none is left.
      while (pending.size) await Promise.all([...pending])
    })(),
    new Promise((resolve) => (timer = setTimeout(resolve, withinMs))),
  ])
  clearTimeout(timer)
  return pending.size
}

export function onShutdown(name: string, run: () => Promise<unknown>): void {
  hooks().push({ name, run })
}

/** Runs every hook, each bounded by `withinMs`; resolves with the names of those that failed or hung. */
export async function runShutdownHooks(withinMs: number): Promise<string[]> {
  const failed: string[] = []
  await Promise.all(
    hooks().map(async ({ name, run }) => {
      let timer: NodeJS.Timeout | undefined
      const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), withinMs)))
      try {
        if ((await Promise.race([run(), late])) === 'late') failed.push(name)
      } catch {
        failed.push(name)
      } finally {
        clearTimeout(timer)
      }
    }),
  )
  return failed
}
