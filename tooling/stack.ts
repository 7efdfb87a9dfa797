import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { buildIsStale } from './buildState'
import { startAppServer } from './appServer'
import { run, runEntry } from './process'
import { keptDatabase, startTestDatabase, type TestDatabase } from './testDatabase'

export type Stack = {
  baseUrl: string
  db: TestDatabase
  uploadsDir: string
  /** Submitted files (PRIVATE_FILES_DIR) and written mail (.eml files, MAIL_DIR) of the app under test. */
  privateDir: string
  mailDir: string
  /** Everything the app under test printed (stdout and stderr). */
  appLog: string
  /** The REPORTS_KEY of the app under test: fresh for each stack, as a production key would be its own. */
  reportsKey: string
  stop: () => Promise<void>
}

/**
 * The whole app as the tests see it: a fresh Postgres, the committed migrations, the seed, a
 * production build (made only when missing or stale) and the production server (server/main.ts)
 * on a free port. Used by the integration tests' global setup, `npm run screenshots` and
 * `npm run bench:pages`. With `keptDataDir` the database is the embedded one on that directory,
 * kept after stop and seeded only when new (the benchmark's grown corpus).
 */
export async function startStack({ keptDataDir }: { keptDataDir?: string } = {}): Promise<Stack> {
  // Each step's seconds are printed: the stack's start is a large share of a test run.
  let since = Date.now()
  const took = (what: string) => {
    console.log(`stack: ${what} in ${((Date.now() - since) / 1000).toFixed(1)} s`)
    since = Date.now()
  }
  const db = keptDataDir ? await keptDatabase(keptDataDir) : await startTestDatabase()
  took('database started')
  fs.mkdirSync(path.resolve('.test-data'), { recursive: true })
  const uploadsDir = fs.mkdtempSync(path.resolve('.test-data', 'uploads-'))
  const privateDir = path.join(uploadsDir, '..', `${path.basename(uploadsDir)}-private`)
  const mailDir = path.join(uploadsDir, '..', `${path.basename(uploadsDir)}-mail`)
  const appLog = path.join(uploadsDir, '..', `${path.basename(uploadsDir)}-app.log`)
  const uploadTempDir = path.join(uploadsDir, '..', `${path.basename(uploadsDir)}-tmp`)
  const reportsKey = randomBytes(32).toString('base64')
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    REPORTS_KEY: reportsKey,
    DATABASE_URL: db.url,
    UPLOADS_DIR: uploadsDir,
    PRIVATE_FILES_DIR: privateDir,
    MAIL_DIR: mailDir,
    UPLOAD_TEMP_DIR: uploadTempDir,
    APP_LOG_FILE: appLog,
    // Tests stand for many visitors: each sends its own X-Forwarded-For, as a proxy in front would.
    TRUST_PROXY: '1',
    APP_ENV: 'test',
    NODE_ENV: 'production',
    PAYLOAD_DISABLE_JOBS: '1',
    // Searches queue for their turn; on a CI machine running Chromium beside the server a storm's
    // last search may wait longer than production's 5 s (the limit itself is unit-tested).
    SEARCH_QUEUE_MS: '30000',
    NEXT_TELEMETRY_DISABLED: '1',
  }
  const cleanUp = async () => {
    await db.stop()
    for (const dir of [uploadsDir, privateDir, mailDir, uploadTempDir, appLog])
      fs.rmSync(dir, { recursive: true, force: true })
  }
  try {
    const prepared = await runEntry(
      'tsx',
      ['scripts/prepare.ts'],
      // A kept database is seeded when new (prepare.ts seeds a database without migrations).
      { ...env, SEED: keptDataDir ? '' : '1', NODE_ENV: 'test' },
      (line) => console.warn(line),
    )
    if (prepared !== 0) throw new Error(`tsx scripts/prepare.ts exited with ${prepared}`)
    took('migrated and seeded')
    if (buildIsStale()) {
      await run('next', ['build'], env)
      took('built')
    }
    const server = await startAppServer(env)
    took('server answering')
    return {
      baseUrl: server.baseUrl,
      db,
      uploadsDir,
      privateDir,
      mailDir,
      appLog,
      reportsKey,
      stop: async () => {
        await server.stop()
        await cleanUp()
      },
    }
  } catch (error) {
    await cleanUp()
    throw error
  }
}

/**
 * For the scripts that take an optional base URL (`npm run screenshots`, `npm run bench:pages`):
 * runs `task` against that app, or against a stack started for it and stopped afterwards.
 */
export async function withStack(given: string | undefined, task: (baseUrl: string) => Promise<void>): Promise<void> {
  let stack: Stack | undefined
  if (!given) {
    console.log('Starting the stack (fresh database, seed, build if stale, server)…')
    stack = await startStack()
  }
  try {
    await task((given ?? stack!.baseUrl).replace(/\/$/, ''))
  } finally {
    await stack?.stop()
  }
}
