import type { Pool, PoolClient } from 'pg'

/**
 * Ends a node-postgres pool once nothing uses it (the web server has drained): each connection
 * says goodbye to Postgres instead of vanishing with the process. Payload's Postgres adapter checks
 * one connection out when it connects and never hands it back (db-postgres connect.js), and
 * `end()` waits for every checked-out connection: so after a moment, what is still checked out is
 * released and destroyed here (`_clients` is the pool's own list; there is no public one).
 */
export async function closePool(pool: Pool, settleMs = 300): Promise<void> {
  // Asked twice (a pool registered twice): end() would reject the second time.
  if (Reflect.get(pool, 'ending') === true) return
  const ended = pool.end()
  const settled = await Promise.race([
    ended.then(() => true),
    new Promise<false>((r) => setTimeout(() => r(false), settleMs)),
  ])
  if (settled) return
  const clients = (pool as Pool & { _clients?: (PoolClient & { release?: (destroy?: boolean) => void })[] })._clients
  for (const client of [...(clients ?? [])]) client.release?.(true)
  await ended
}
