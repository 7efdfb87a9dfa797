import type { Pool } from 'pg'

/** How long a replica that failed is left alone before a read tries it again. */
export const REPLICA_RETRY_AFTER_MS = 5000

/**
 * What a failed replica read means:
 * - 'down': the replica cannot serve (no connection, connection lost, shutting down or starting,
 *   refusing our login or database); it is left alone for a while and the read goes to the primary;
 * - 'retry': this statement only was cancelled by the standby (a conflict with WAL replay, which
 *   the primary does not have); the read goes to the primary;
 * - undefined: the statement itself is at fault, and the primary would answer the same error.
 */
export function replicaFailure(error: unknown): 'down' | 'retry' | undefined {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
  if (/^(08|53|57P0[1-4]|28|3D)/.test(code)) return 'down'
  if (code === '40001' || code === '40P01') return 'retry'
  // A SQLSTATE (five characters) names a statement's error; anything else is the connection's:
  // a system error (ECONNREFUSED, ECONNRESET, ETIMEDOUT…) or node-postgres's own ("Connection
  // terminated unexpectedly", a connection timeout), which carry no SQLSTATE.
  return /^[0-9A-Z]{5}$/.test(code) ? undefined : 'down'
}

type Log = { warn: (line: string) => void; info: (line: string) => void }

/** A replica's URL as logs may show it: host, port and database, never the password. */
export function replicaLabel(url: string): string {
  try {
    const { host, pathname } = new URL(url)
    return `${host}${pathname}`
  } catch {
    return 'a replica'
  }
}

/**
 * Makes a replica's pool safe to lose:
 * - an `error` listener: node-postgres re-emits an idle connection's error on its pool, and the
 *   adapter gives replica pools none, so a replica restarting would be an unhandled error event;
 * - its reads fall back to the primary: Drizzle's `withReplicas` sends each read to a replica and
 *   never elsewhere, so a stopped replica would fail every read routed to it. A read the replica
 *   cannot serve is run on the primary, and the replica is skipped for REPLICA_RETRY_AFTER_MS
 *   (the primary serves its reads meanwhile); after that a read tries it again.
 * Drizzle reads through `pool.query` (promise form), and a transaction (the site's public reads,
 * src/lib/data/sql/publicRead.ts) takes a connection with `pool.connect` (promise form): both fall
 * back; other forms go to the replica untouched.
 */
export function guardReplicaPool(replica: Pool, primary: () => Pool, label: string, log: Log): void {
  replica.on('error', (error) => log.warn(`Read replica ${label}: connection lost (${error.message})`))
  const replicaQuery = replica.query.bind(replica) as (...args: unknown[]) => Promise<unknown>
  const onPrimary = (args: unknown[]) => (primary().query as (...a: unknown[]) => Promise<unknown>)(...args)
  let skipUntil = 0
  let down = false

  const query = (...args: unknown[]): unknown => {
    const submittable = typeof (args[0] as { submit?: unknown } | undefined)?.submit === 'function'
    if (submittable || typeof args.at(-1) === 'function') return replicaQuery(...args)
    if (Date.now() < skipUntil) return onPrimary(args)
    return replicaQuery(...args).then(
      (result) => {
        if (down) log.info(`Read replica ${label} answers again; public reads use it.`)
        down = false
        return result
      },
      (error: unknown) => {
        const failure = replicaFailure(error)
        if (!failure) throw error
        if (failure === 'down') {
          if (!down) {
            const reason = error instanceof Error ? error.message : String(error)
            log.warn(`Read replica ${label} is unavailable (${reason}); reading from the primary meanwhile.`)
          }
          down = true
          skipUntil = Date.now() + REPLICA_RETRY_AFTER_MS
        }
        return onPrimary(args)
      },
    )
  }
  replica.query = query as Pool['query']

  if (typeof replica.connect !== 'function') return
  const replicaConnect = replica.connect.bind(replica) as (...args: unknown[]) => Promise<unknown>
  const connect = (...args: unknown[]): unknown => {
    if (typeof args.at(-1) === 'function') return replicaConnect(...args)
    if (Date.now() < skipUntil) return primary().connect()
    return replicaConnect().then(
      (client) => {
        if (down) log.info(`Read replica ${label} answers again; public reads use it.`)
        down = false
        return client
      },
      (error: unknown) => {
        // A connection that cannot be made is the replica's failure whatever it says.
        if (!down) {
          const reason = error instanceof Error ? error.message : String(error)
          log.warn(`Read replica ${label} is unavailable (${reason}); reading from the primary meanwhile.`)
        }
        down = true
        skipUntil = Date.now() + REPLICA_RETRY_AFTER_MS
        return primary().connect()
      },
    )
  }
  replica.connect = connect as Pool['connect']
}
