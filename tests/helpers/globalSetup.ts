import fs from 'node:fs'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { buildIsStale } from '../../scripts/lib/buildState'
import { findFreePort } from '../../src/lib/db/ports'
import { run, startAppServer } from './server'
import { startTestDatabase } from './testDatabase'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
    databaseUrl: string
    uploadsDir: string
    embedded: { dataDir: string; port: number } | null
  }
}

/**
 * One real stack per test run: a fresh Postgres, the committed migrations, the seed, a
 * production build of the app (made only when missing or stale) and `next start` on a free port.
 */
export default async function setup(project: TestProject) {
  const db = await startTestDatabase()
  const uploadsDir = fs.mkdtempSync(path.resolve('.test-data', 'uploads-'))
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: db.url,
    UPLOADS_DIR: uploadsDir,
    APP_ENV: 'test',
    NODE_ENV: 'production',
    PAYLOAD_DISABLE_JOBS: '1',
    NEXT_TELEMETRY_DISABLED: '1',
  }
  let stopServer = async () => {}
  try {
    await run('tsx', ['scripts/prepare.ts'], { ...env, SEED: '1', NODE_ENV: 'test' })
    if (buildIsStale()) await run('next', ['build'], env)
    const server = await startAppServer(await findFreePort(), env)
    stopServer = server.stop
    project.provide('baseUrl', server.baseUrl)
  } catch (error) {
    await db.stop()
    throw error
  }
  project.provide('databaseUrl', db.url)
  project.provide('uploadsDir', uploadsDir)
  project.provide('embedded', db.embedded ?? null)

  return async () => {
    await stopServer()
    await db.stop()
    fs.rmSync(uploadsDir, { recursive: true, force: true })
  }
}
