import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

export type TestDatabase = {
  url: string
  kind: 'external' | 'testcontainers' | 'embedded'
  /** Set for the embedded server, so resilience tests can stop and restart it. */
  embedded?: { dataDir: string; port: number }
  stop: () => Promise<void>
}

const SETTINGS = {
  shared_preload_libraries: 'pg_stat_statements,pg_prewarm',
  fsync: 'off',
  synchronous_commit: 'off',
}
/**
 * A fresh test database is small and starts empty: Postgres's own buffer cache, not the
 * machine-sized one (sharedBuffers), and nothing to read back after a start (pg_prewarm).
 */
const FRESH_SETTINGS = { ...SETTINGS, shared_preload_libraries: 'pg_stat_statements', shared_buffers: '128MB' }

/** A fresh database inside TEST_DATABASE_URL's server, dropped afterwards. */
async function externalDatabase(adminUrl: string): Promise<TestDatabase> {
  const name = `site_test_${process.pid}_${Date.now()}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${admin.escapeIdentifier(name)}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    url: url.toString(),
    kind: 'external',
    stop: async () => {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`)
      await client.end()
    },
  }
}

/** A throwaway Postgres container, when a container runtime answers. */
async function containerDatabase(): Promise<TestDatabase | undefined> {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers')
    await Promise.race([
      getContainerRuntimeClient(),
      new Promise((_, reject) => setTimeout(() => reject(new Error('no container runtime')), 5000)),
    ])
  } catch {
    return undefined
  }
  const { PostgreSqlContainer } = await import('@testcontainers/postgresql')
  const container = await new PostgreSqlContainer('postgres:18-alpine')
    .withCommand(['postgres', ...Object.entries(SETTINGS).flatMap(([k, v]) => ['-c', `${k}=${v}`])])
    .start()
  return { url: container.getConnectionUri(), kind: 'testcontainers', stop: async () => void (await container.stop()) }
}

/** The embedded PostgreSQL in a new directory under .test-data/ (reachable by the postgres user). */
async function embeddedDatabase(): Promise<TestDatabase> {
  const { startEmbeddedPostgres } = await import('../src/lib/db/embedded')
  const root = path.resolve('.test-data')
  fs.mkdirSync(root, { recursive: true, mode: 0o755 })
  const dir = fs.mkdtempSync(path.join(root, 'pg-'))
  fs.chmodSync(dir, 0o755)
  const dataDir = path.join(dir, 'data')
  const db = await startEmbeddedPostgres({ dataDir, settings: FRESH_SETTINGS })
  return {
    url: db.url,
    kind: 'embedded',
    embedded: { dataDir, port: db.port },
    stop: async () => {
      await db.stop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * Stops the embedded server of `db` and starts it again on the same data and port, as after a
 * machine's restart: its shared buffers empty. The app's pool reconnects by itself.
 */
export async function restartEmbedded(db: TestDatabase): Promise<void> {
  if (!db.embedded) throw new Error('only the embedded database can be restarted here')
  const { startEmbeddedPostgres, stopServerOf } = await import('../src/lib/db/embedded')
  const { dataDir, port } = db.embedded
  await stopServerOf(dataDir)
  const again = await startEmbeddedPostgres({ dataDir, preferredPort: port, settings: SETTINGS })
  if (again.port !== port) throw new Error(`PostgreSQL came back on port ${again.port}, not ${port}`)
}

/**
 * The embedded PostgreSQL on a data directory that outlives the run (the benchmark's grown corpus,
 * `BENCH_KEEP_CORPUS`): started on it when it exists, initialised when not, never removed by stop.
 */
export async function keptDatabase(dataDir: string): Promise<TestDatabase> {
  const { startEmbeddedPostgres } = await import('../src/lib/db/embedded')
  fs.mkdirSync(path.dirname(dataDir), { recursive: true, mode: 0o755 })
  fs.chmodSync(path.dirname(dataDir), 0o755)
  const db = await startEmbeddedPostgres({ dataDir, settings: SETTINGS })
  return { url: db.url, kind: 'embedded', embedded: { dataDir, port: db.port }, stop: () => db.stop() }
}

/**
 * A fresh database per test run (DESIGN.md): TEST_DATABASE_URL if set; otherwise Testcontainers
 * when a container runtime answers; otherwise the embedded PostgreSQL (the path CI takes).
 */
export async function startTestDatabase(): Promise<TestDatabase> {
  if (process.env.TEST_DATABASE_URL) return externalDatabase(process.env.TEST_DATABASE_URL)
  if (process.env.TEST_USE_CONTAINERS !== '0') {
    const container = await containerDatabase()
    if (container) return container
  }
  return embeddedDatabase()
}
