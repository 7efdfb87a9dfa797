/**
 * Runs one command with DATABASE_URL pointing at the project's Postgres (embedded unless
 * DATABASE_URL is already set), then stops the embedded server. Used by the npm scripts that need
 * a database: `npm run seed`, `npm run payload -- migrate:create`, `npm run build`.
 */
import { ensureDatabase } from '../src/lib/db/ensureDatabase'
import { runChild, withAppEnv } from './lib/process'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: tsx scripts/with-db.ts <command> [args...]')
  process.exit(2)
}

const db = await ensureDatabase((line) => console.log(line)).catch((error: Error) => {
  console.error(`\n${error.message}\n`)
  process.exit(1)
})
let code = 1
try {
  code = await runChild(command, args, withAppEnv({ DATABASE_URL: db.url }))
} finally {
  await db.stop()
}
process.exit(code)
