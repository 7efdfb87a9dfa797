import type { PostgresAdapter } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Pool } from 'pg'

import { databaseReplicaUrls } from '../env'
import { onShutdown } from '../lifecycle/shutdown'
import { closePool } from './closePool'
import { guardReplicaPool, replicaLabel } from './replicaFallback'
import { readReplicasAllowed, readsFromPrimary } from './readRouting'

/**
 * Read replicas for the Postgres adapter (`readReplicas`), and how this site routes reads to them.
 *
 * What the installed adapter does (@payloadcms/db-postgres `connect`, @payloadcms/drizzle):
 * `adapter.drizzle` becomes Drizzle's `withReplicas(primary, replicas)`, whose selects and
 * relational queries go to a random replica and whose `execute`, writes and transactions go to the
 * primary. Payload reads through `getTransaction(adapter, req)`: inside a transaction (every write,
 * and the staff REST reads of restSurface/statementTimeout.ts) the transaction's connection on the
 * primary; else, within `readReplicasAfterWriteInterval` (2 s) of a write in this process, the
 * primary; else `adapter.drizzle`. Reads never open a transaction of their own.
 *
 * What this adds, without patching Payload:
 * - `adapter.drizzle` answers the primary inside `readFromPrimary` (a staff request, readRouting.ts),
 *   so every read Payload makes for staff (the session check, the admin's views) sees their writes;
 * - each replica's pool gets an error listener and falls back to the primary (replicaFallback.ts);
 * - `readDb` gives the site's own read-only SQL (`execute`, which Drizzle keeps on the primary) a
 *   replica by the same rules.
 */

/** The replica URLs this process uses: none outside the web server, or when none are configured. */
export function readReplicaUrls(): string[] | undefined {
  const urls = readReplicasAllowed() ? databaseReplicaUrls() : []
  // The adapter takes any array, an empty one too, as "replicas on" (and then has none to pick).
  return urls.length ? urls : undefined
}

type Drizzle = PostgresAdapter['drizzle']
type Replicated = Drizzle & { $primary?: Drizzle; $replicas?: Drizzle[] }
type AdapterResult = { init: (args: { payload: Payload }) => PostgresAdapter }

const poolOf = (db: Drizzle): Pool | undefined => (db as Drizzle & { $client?: Pool }).$client

/**
 * The adapter with replica routing; unchanged when `urls` is undefined. The adapter assigns
 * `drizzle` in `connect`, right after creating the replica pools and in the same turn, so an
 * accessor set up before `connect` guards those pools before any of their events can fire.
 */
export function withReadReplicas<R extends AdapterResult>(result: R, urls: string[] | undefined): R {
  if (!urls) return result
  return {
    ...result,
    init: (args) => {
      const adapter = result.init(args)
      const log = {
        warn: (line: string) => adapter.payload.logger.warn(line),
        info: (line: string) => adapter.payload.logger.info(line),
      }
      let replicated: Replicated | undefined
      Object.defineProperty(adapter, 'drizzle', {
        configurable: true,
        enumerable: true,
        get: () => (readsFromPrimary() && replicated?.$primary) || replicated,
        set: (db: Replicated) => {
          replicated = db
          db.$replicas?.forEach((replica, i) => {
            const pool = poolOf(replica)
            if (!pool) return
            guardReplicaPool(pool, () => adapter.pool, replicaLabel(urls[i] ?? ''), log)
            onShutdown(`read replica ${replicaLabel(urls[i] ?? '')}`, () => closePool(pool))
          })
        },
      })
      return adapter
    },
  }
}

/** Whether Payload's adapter is the Postgres one this site configures (it has a Drizzle instance). */
const isPostgres = (adapter: Payload['db']): adapter is Payload['db'] & PostgresAdapter => 'drizzle' in adapter

/**
 * Where the site's own read-only SQL runs: a replica when Payload would read one (no staff
 * request, no write of this process within the adapter's read-after-write interval), else the
 * primary. Only for statements that write nothing: a replica refuses writes.
 */
export function readDb(payload: Payload): Drizzle {
  const adapter = payload.db
  if (!isPostgres(adapter)) throw new Error('The site reads its own SQL through the Postgres adapter only')
  const db = adapter.drizzle as Replicated
  const replicas = db.$replicas
  const recentWrite = Date.now() - (adapter.lastWriteTimestamp ?? 0) < adapter.readReplicasAfterWriteInterval
  if (!replicas?.length || recentWrite) return db
  return replicas[Math.floor(Math.random() * replicas.length)]
}
