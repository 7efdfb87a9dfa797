import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { readDb } from '../../db/readReplicas'
import { replicaFailure } from '../../db/replicaFallback'
import { readFromPrimary } from '../../db/readRouting'

/**
 * How long one statement of a public read may run before Postgres cancels it. The site's own
 * public statements take milliseconds at 100,000 articles; one that runs for seconds is a bug or
 * a database in trouble, and must give its connection back rather than hold it while visitors
 * queue behind it (answered 503, src/lib/http/errors.ts).
 */
export const PUBLIC_STATEMENT_TIMEOUT_MS = Number(process.env.PUBLIC_STATEMENT_TIMEOUT_MS) || 3000

/**
 * Memory for one public statement's sorts and hashes: the hits of a word found in nearly every
 * document (97,000 at 100,000 press releases) are about 4 MB, Postgres's default `work_mem`, and
 * spilled to a temporary file at that size.
 */
const PUBLIC_WORK_MEM = '16MB'

type Db = ReturnType<typeof readDb>

function timedRead<R extends Record<string, unknown>>(db: Db, statement: SQL): Promise<{ rows: R[] }> {
  return db.transaction(
    async (tx) => {
      // set_config(…, true) is SET LOCAL, both settings in one round trip.
      await tx.execute(
        sql`SELECT set_config('statement_timeout', ${String(Math.round(PUBLIC_STATEMENT_TIMEOUT_MS))}, true),
          set_config('work_mem', ${PUBLIC_WORK_MEM}, true)`,
      )
      const { rows } = await tx.execute(statement)
      return { rows: rows as R[] }
    },
    { accessMode: 'read only' },
  )
}

/**
 * Runs one read-only statement of the public site, on a read replica where visitors read one
 * (readDb), under PUBLIC_STATEMENT_TIMEOUT_MS (and with PUBLIC_WORK_MEM): local settings of a
 * read-only transaction, so the pooled connection goes back unchanged. A replica that cannot
 * serve it (gone, or cancelling it for WAL replay) hands it to the primary, as every other
 * public read does (src/lib/db/replicaFallback.ts).
 */
export async function publicRead<R extends Record<string, unknown>>(
  payload: Payload,
  statement: SQL,
): Promise<{ rows: R[] }> {
  const db = readDb(payload)
  try {
    return await timedRead<R>(db, statement)
  } catch (error) {
    const primary = readFromPrimary(() => readDb(payload))
    if (db === primary || !replicaFailure(error)) throw error
    return timedRead<R>(primary, statement)
  }
}
