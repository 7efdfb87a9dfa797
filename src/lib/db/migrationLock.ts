/**
 * One database, one migrator at a time: instances started together (several `npm start`, a
 * deploy's `npm run migrate` beside a web instance that still migrates) take turns, and each
 * finds the work of those before it done. A Postgres session advisory lock, held on one
 * connection of its own for as long as the work runs (an idle pooled connection could be closed
 * and the lock with it).
 */

/** The site's key in Postgres' advisory-lock space ("migr" in ASCII): whoever holds it migrates or seeds. */
export const MIGRATION_LOCK_KEY = 0x6d696772

type Client = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
  release: () => void
}
type Pool = { connect: () => Promise<Client> }

/** Runs `work` while holding the migration lock; says so when it has to wait for another instance. */
export async function withMigrationLock<T>(
  pool: Pool,
  work: () => Promise<T>,
  log: (line: string) => void,
): Promise<T> {
  const client = await pool.connect()
  try {
    const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS got', [MIGRATION_LOCK_KEY])
    if (rows[0]?.got !== true) {
      log('Another instance is migrating this database; waiting for it to finish…')
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    }
    try {
      return await work()
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
  } finally {
    client.release()
  }
}
