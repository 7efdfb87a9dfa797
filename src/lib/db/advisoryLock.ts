/**
 * Postgres session advisory locks for work that one process at a time may do across every instance
 * of the site: held on a connection of their own for as long as the work runs (an idle pooled
 * connection could be closed, and the lock with it), freed by Postgres itself when that session
 * ends, even by a crash.
 */

/** The site's keys in Postgres' advisory-lock space (four ASCII letters each). */
export const ADVISORY_LOCKS = {
  /** Whoever holds it migrates or seeds (scripts/prepare.ts). */
  migrate: 0x6d696772, // "migr"
  /** Whoever holds it runs the job queues (scripts/worker.ts, and a web instance's mail run). */
  jobs: 0x6a6f6273, // "jobs"
} as const

type Client = {
  query: (text: string, values?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>
  release: () => void
  on: (event: 'error' | 'end', listener: () => void) => unknown
}
type Pool = { connect: () => Promise<Client> }

export type HeldLock = {
  /** Called once if the lock's connection breaks: the lock is gone, and another process may hold it now. */
  onLost: (listener: () => void) => void
  release: () => Promise<void>
}

function hold(client: Client, key: number): HeldLock {
  let released = false
  const lost: (() => void)[] = []
  const fire = () => {
    if (released) return
    released = true
    for (const listener of lost.splice(0)) listener()
  }
  client.on('error', fire)
  client.on('end', fire)
  return {
    onLost: (listener) => void lost.push(listener),
    release: async () => {
      if (released) return
      released = true
      try {
        await client.query('SELECT pg_advisory_unlock($1)', [key])
      } finally {
        client.release()
      }
    },
  }
}

/** Takes the lock, waiting for whoever holds it (and saying so once) as long as it takes. */
export async function acquireAdvisoryLock(
  pool: Pool,
  key: number,
  { waiting, log }: { waiting: string; log: (line: string) => void },
): Promise<HeldLock> {
  const client = await pool.connect()
  try {
    const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS got', [key])
    if (rows[0]?.got !== true) {
      log(waiting)
      await client.query('SELECT pg_advisory_lock($1)', [key])
    }
  } catch (error) {
    client.release()
    throw error
  }
  return hold(client, key)
}

/** Takes the lock if nobody holds it; null (and nothing held) if somebody does. */
export async function tryAdvisoryLock(pool: Pool, key: number): Promise<HeldLock | null> {
  const client = await pool.connect()
  try {
    const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS got', [key])
    if (rows[0]?.got === true) return hold(client, key)
  } catch (error) {
    client.release()
    throw error
  }
  client.release()
  return null
}
