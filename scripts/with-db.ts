/**
 * Runs one command with DATABASE_URL pointing at the project's Postgres (embedded unless
 * DATABASE_URL is already set), then stops the embedded server. Used by the npm scripts that need
 * a database: `npm run seed`, `npm run payload -- migrate:create`, `npm run build`.
 */
import type { ChildProcess } from 'node:child_process'

import { ensureDatabase } from '../src/lib/db/ensureDatabase'
import { nodeTs, runChild, runEntry, withAppEnv } from '../tooling/process'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: tsx scripts/with-db.ts <command> [args...]')
  process.exit(2)
}

const db = await ensureDatabase((line) => console.log(line)).catch((error: Error) => {
  console.error(`\n${error.message}\n`)
  process.exit(1)
})
const env = withAppEnv({ DATABASE_URL: db.url })
let child: ChildProcess | undefined
// Ctrl+C or a kill stops the command first, then Postgres, so nothing is left running.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => child?.kill(signal))
const track = (started: ChildProcess) => (child = started)
// Our Node entry points that load Payload (the seed, the Payload CLI) get the export condition
// and the exit-13 backstop; anything else (`next build`, a one-off command) runs as it is.
const entry = command === 'tsx' || command === 'payload'
// A TypeScript entry runs in Node itself (nodeTs says why), so a signal reaches it as it is.
// (`tsx` with no script, an option or `watch` first is left to the tsx command itself.)
const script = command === 'tsx' && args[0] && !args[0].startsWith('-') && args[0] !== 'watch'
const [entryCommand, entryArgs] = script ? nodeTs(args[0]!, args.slice(1)) : [command, args]
const run = entry
  ? runEntry(entryCommand, entryArgs, env, (line) => console.error(line), track)
  : runChild(command, args, env, track)
const code = await run.catch((error: Error) => {
  console.error(`${command}: ${error.message}`)
  return 1
})
await db.stop()
process.exit(code)
