import { execFile, spawn } from 'node:child_process'
import fs from 'node:fs'
import { promisify } from 'node:util'

import pg from 'pg'

import { ensureDatabase, type Database } from '../../src/lib/db/ensureDatabase'
import { BackupError } from './errors'
import type { PgTools } from '../pgTools'

/**
 * The libpq variables for a connection URL: the tools get the password through the environment,
 * never on a command line other users of the machine can read.
 */
export function libpqEnv(url: string): Record<string, string> {
  const parsed = new URL(url)
  const env: Record<string, string> = {
    PGHOST: decodeURIComponent(parsed.hostname) || parsed.searchParams.get('host') || 'localhost',
    PGPORT: parsed.port || '5432',
    PGDATABASE: decodeURIComponent(parsed.pathname.replace(/^\//, '')),
    PGUSER: decodeURIComponent(parsed.username),
    PGPASSWORD: decodeURIComponent(parsed.password),
    PGCONNECT_TIMEOUT: '10',
  }
  const sslmode = parsed.searchParams.get('sslmode')
  if (sslmode) env.PGSSLMODE = sslmode
  return Object.fromEntries(Object.entries(env).filter(([, value]) => value))
}

export async function withClient<T>(url: string, query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  try {
    await client.connect()
  } catch (error) {
    throw new BackupError(`Cannot connect to the database: ${(error as Error).message}.`)
  }
  try {
    return await query(client)
  } finally {
    await client.end()
  }
}

/** The newest applied Payload migration's name, or null before any. */
export const latestMigration = (url: string) =>
  withClient(url, async (client) => {
    const exists = await client.query("SELECT to_regclass('public.payload_migrations') IS NOT NULL AS yes")
    if (!exists.rows[0].yes) return null
    const { rows } = await client.query<{ name: string }>(
      'SELECT name FROM payload_migrations ORDER BY created_at DESC, id DESC LIMIT 1',
    )
    return rows[0]?.name ?? null
  })

/** How many tables the app's schema holds: a restore needs 0 (or --force). */
export const publicTableCount = (url: string) =>
  withClient(url, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      "SELECT count(*) AS n FROM pg_tables WHERE schemaname = 'public'",
    )
    return Number(rows[0]!.n)
  })

const run = promisify(execFile)

export async function toolVersion(file: string, env: NodeJS.ProcessEnv): Promise<string> {
  return (await run(file, ['--version'], { env })).stdout.trim()
}

/** Dumps the database in pg_dump's custom format (compressed, restorable table by table). */
export async function dumpDatabase(url: string, tools: PgTools, out: string): Promise<void> {
  try {
    await run(tools.pgDump, ['--format=custom', '--no-owner', '--no-privileges', `--file=${out}`], {
      env: { ...tools.env, ...libpqEnv(url) },
      maxBuffer: 16 << 20,
    })
  } catch (error) {
    fs.rmSync(out, { force: true })
    const stderr = (error as { stderr?: string }).stderr?.trim()
    throw new BackupError(`pg_dump failed: ${stderr || (error as Error).message}`)
  }
}

/**
 * Restores a dump all or nothing: pg_restore writes it as SQL, and psql runs it inside one
 * transaction that stops at the first error. COMMIT is sent only once pg_restore has finished
 * well: were it to fail half-way, psql reaches the end of its input without COMMIT and the
 * transaction rolls back (psql --single-transaction would commit what it got). With `replace`,
 * the same transaction first empties the schema, so a failed restore leaves the old database.
 */
export async function restoreDatabase(
  url: string,
  tools: PgTools,
  dump: string,
  replace: boolean,
  beforeCommit: () => void = () => {},
): Promise<void> {
  const env = { ...tools.env, ...libpqEnv(url) }
  // Both in process groups of their own: Ctrl+C reaches only this process, which decides (a
  // psql cancelled by it during COMMIT would leave unknown whether the restore took effect).
  // Should this process stop before COMMIT, psql's input ends without it and all rolls back.
  const psql = spawn(tools.psql, ['--no-psqlrc', '-v', 'ON_ERROR_STOP=1', '--quiet'], {
    env,
    stdio: ['pipe', 'ignore', 'pipe'],
    detached: true,
  })
  const restore = spawn(tools.pgRestore, ['--no-owner', '--no-privileges', '-f', '-', dump], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let errors = ''
  psql.stderr.on('data', (chunk) => (errors += chunk))
  restore.stderr.on('data', (chunk) => (errors += chunk))
  const exited = (child: typeof psql | typeof restore) =>
    new Promise<number>((resolve) => {
      child.once('error', (error) => ((errors += error.message), resolve(1)))
      child.once('close', (code) => resolve(code ?? 1))
    })
  const psqlDone = exited(psql)
  psql.stdin.on('error', () => {}) // psql stopping early is reported through its exit code
  psql.stdin.write('SET client_min_messages = warning;\nBEGIN;\n')
  if (replace) psql.stdin.write('DROP SCHEMA public CASCADE;\nCREATE SCHEMA public;\n')
  restore.stdout.pipe(psql.stdin, { end: false })
  const restoreCode = await exited(restore)
  if (restoreCode === 0) {
    beforeCommit()
    psql.stdin.write('COMMIT;\n')
  }
  psql.stdin.end()
  const psqlCode = await psqlDone
  if (restoreCode !== 0 || psqlCode !== 0) {
    const detail = errors.trim().split('\n').slice(0, 5).join(' ')
    throw new BackupError(
      `Restoring the database failed, and nothing was changed (the restore runs in one transaction): ${detail}`,
    )
  }
}

/**
 * The database a backup or restore works on: DATABASE_URL, else the embedded one (started here
 * and stopped when the command ends; refused while `npm start` holds it).
 */
export async function openDatabase(action: 'back up' | 'restore'): Promise<Database> {
  try {
    return await ensureDatabase((line) => console.log(line))
  } catch (error) {
    const message = (error as Error).message
    const pid = /\(pid (\d+)\) is using the embedded database/.exec(message)?.[1]
    if (pid)
      throw new BackupError(
        `The embedded database in .data/ is in use by \`npm start\` or \`npm run dev\` (pid ${pid}). ` +
          `Stop it first (Ctrl+C in its terminal) and run this again, or, to ${action} while the site runs, set ` +
          'DATABASE_URL to its database: postgres://site:<the password in .data/postgres.password>@127.0.0.1:<its port, 54329 unless taken>/site.',
      )
    throw new BackupError(`Cannot open the database: ${message}`)
  }
}
