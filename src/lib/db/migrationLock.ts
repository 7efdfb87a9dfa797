import { acquireAdvisoryLock, ADVISORY_LOCKS } from './advisoryLock'

type Pool = Parameters<typeof acquireAdvisoryLock>[0]

/**
 * One database, one migrator at a time: instances started together (several `npm start`, a
 * deploy's `npm run migrate` beside a web instance that still migrates) take turns, and each
 * finds the work of those before it done.
 */
export async function withMigrationLock<T>(
  pool: Pool,
  work: () => Promise<T>,
  log: (line: string) => void,
): Promise<T> {
  const lock = await acquireAdvisoryLock(pool, ADVISORY_LOCKS.migrate, {
    waiting: 'Another instance is migrating this database; waiting for it to finish…',
    log,
  })
  try {
    return await work()
  } finally {
    await lock.release()
  }
}
