/**
 * Postgres session advisory locks for work that one process at a time may do across every instance
 * of the site: held on one checked-out connection for as long as the work runs (an idle pooled
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
  /** `true` destroys the connection instead of returning it to the pool. */
  release: (destroy?: boolean) => void
  on: (event: 'error' | 'end', listener: () => void) => unknown
  off: (event: 'error' | 'end', listener: () => void) => unknown
}
type Pool = { connect: () => Promise<Client> }

export type HeldLock = {
  /** Called once if the lock's connection breaks: the lock is gone, and another process may hold it now. */
  onLost: (listener: () => void) => void
  release: () => Promise<void>
}

/**
 * A connection checked out for a lock, listening for its loss from the first moment (a Postgres
 * restart during a wait must not be an unheard 'error' that ends the process). Its listeners go
 * with it when it is handed back, so the pool's connections collect none.
 */
async function checkOut(pool: Pool) {
  const client = await pool.connect()
  let lost = false
  const listeners: (() => void)[] = []
  const onBreak = () => {
    if (lost) return
    lost = true
    for (const listener of listeners.splice(0)) listener()
  }
  client.on('error', onBreak)
  client.on('end', onBreak)
  const handBack = (destroy: boolean) => {
    client.off('error', onBreak)
    client.off('end', onBreak)
    client.release(destroy || lost)
  }
  return { client, listeners, handBack }
}

type CheckedOut = Awaited<ReturnType<typeof checkOut>>

function held({ client, listeners, handBack }: CheckedOut, key: number): HeldLock {
  let released = false
  return {
    onLost: (listener) => void listeners.push(listener),
    release: async () => {
      if (released) return
      released = true
      listeners.length = 0
      // A session whose unlock failed may still hold the lock: it is closed, not pooled.
      const unlocked = await client.query('SELECT pg_advisory_unlock($1)', [key]).then(
        () => true,
        () => false,
      )
      handBack(!unlocked)
    },
  }
}

async function take(
  pool: Pool,
  key: number,
  wait: ((client: Client) => Promise<void>) | null,
): Promise<HeldLock | null> {
  const connection = await checkOut(pool)
  try {
    const { rows } = await connection.client.query('SELECT pg_try_advisory_lock($1) AS got', [key])
    if (rows[0]?.got !== true) {
      if (!wait) {
        connection.handBack(false)
        return null
      }
      await wait(connection.client)
    }
  } catch (error) {
    connection.handBack(true)
    throw error
  }
  return held(connection, key)
}

/** Takes the lock, waiting for whoever holds it (and saying so once) as long as it takes. */
export async function acquireAdvisoryLock(
  pool: Pool,
  key: number,
  { waiting, log }: { waiting: string; log: (line: string) => void },
): Promise<HeldLock> {
  const lock = await take(pool, key, async (client) => {
    log(waiting)
    await client.query('SELECT pg_advisory_lock($1)', [key])
  })
  return lock!
}

/** Takes the lock if nobody holds it; null (and nothing held) if somebody does. */
export function tryAdvisoryLock(pool: Pool, key: number): Promise<HeldLock | null> {
  return take(pool, key, null)
}
