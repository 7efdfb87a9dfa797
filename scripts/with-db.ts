/**
 * Runs one command with DATABASE_URL pointing at the project's Postgres (embedded unless
 * DATABASE_URL is already set), then stops the embedded server. Used by the npm scripts that need
 * a database: `npm run seed`, `npm run payload -- migrate:create`, `npm run build`.
 */
import { ensureDatabase } from '../src/lib/db/ensureDatabase'
import { startChild, withAppEnv } from './lib/process'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: tsx scripts/with-db.ts <command> [args...]')
  process.exit(2)
}

const db = await ensureDatabase((line) => console.log(line)).catch((error: Error) => {
  console.error(`\n${error.message}\n`)
  process.exit(1)
})
const child = startChild(command, args, withAppEnv({ DATABASE_URL: db.url }))
// Ctrl+C or a kill stops the command first, then Postgres, so nothing is left running.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child.kill(signal))
const code = await new Promise<number>((resolve) => {
  child.once('error', () => resolve(1))
  child.once('exit', (exitCode) => resolve(exitCode ?? 1))
})
await db.stop()
process.exit(code)
