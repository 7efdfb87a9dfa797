import type { ChildProcess } from 'node:child_process'

import { ConfigError, payloadSecret } from '../../src/lib/env'
import { reportsMasterKey } from '../../src/lib/reports/masterKey'
import { ensureDatabase, type Database } from '../../src/lib/db/ensureDatabase'
import { isPortFree } from '../../src/lib/db/ports'
import { runEntry, startChild, withAppEnv } from '../../tooling/process'
import { READY_PATH, waitUntilAnswering } from '../../tooling/ready'

export const log = (line: string) => console.log(`[launcher] ${line}`)

export function fail(message: string): never {
  console.error(`\n[launcher] ${message}\n`)
  process.exit(1)
}

/** Checks that must pass before anything touches the database. */
export async function preflight(): Promise<number> {
  try {
    payloadSecret()
    reportsMasterKey()
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message)
    throw error
  }
  const port = Number(process.env.PORT ?? 3000)
  if (!Number.isInteger(port) || port <= 0 || port > 65535)
    fail(`PORT must be a port number, got "${process.env.PORT}".`)
  if (!(await isPortFree(port))) {
    fail(
      `Port ${port} is already in use (another \`npm start\`?). Stop that process, or choose a port: PORT=3001 npm start`,
    )
  }
  return port
}

/** Starts the database, migrates and (first run) seeds it unless MIGRATE=0; returns the database and child env. */
export async function prepare(): Promise<{ db: Database; env: NodeJS.ProcessEnv }> {
  let db: Database
  try {
    db = await ensureDatabase(log)
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error))
  }
  const env = withAppEnv({ DATABASE_URL: db.url })
  // Several instances of one release: migrations are their own step (`npm run migrate`), and the
  // web instances start with MIGRATE=0.
  if (process.env.MIGRATE === '0') {
    log('MIGRATE=0: migrations and the first-run seed are left to `npm run migrate`.')
    return { db, env }
  }
  const code = await runEntry('tsx', ['scripts/prepare.ts'], { ...env, PAYLOAD_DISABLE_JOBS: '1' }, log)
  if (code !== 0) {
    await db.stop()
    fail('Migrating or seeding the database failed (see above). Nothing was served.')
  }
  return { db, env }
}

/** Runs the web server until it exits or we are told to stop; always stops the database. */
export function serve(server: ChildProcess, db: Database): void {
  let stopping = false
  const stop = async (code: number) => {
    if (stopping) return
    stopping = true
    if (server.exitCode === null) {
      server.kill('SIGTERM')
      await new Promise((resolve) => server.once('exit', resolve))
    }
    await db.stop()
    process.exit(code)
  }
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))
  server.once('exit', (code) => void stop(code ?? 1))
}

export { startChild }

/** Polls the server until it answers, then prints where everything is. */
export async function announce(port: number, devAccounts: { email: string; password: string; role: string }[]) {
  const base = `http://localhost:${port}`
  // Any answer but a server error will do; after about five minutes it prints anyway.
  await waitUntilAnswering(base + READY_PATH, { withinMs: 600 * 500, isReady: (status) => status < 500 })
  const lines = [`Site:  ${base}/  (English: ${base}/en)`, `Admin: ${base}/admin`]
  if (devAccounts.length) {
    lines.push('Dev staff logins (development only; refused in production):')
    for (const a of devAccounts) lines.push(`  ${a.role.padEnd(10)} ${a.email} / ${a.password}`)
  }
  console.log('\n' + lines.map((l) => `  ${l}`).join('\n') + '\n')
}
