import { sql } from '@payloadcms/db-postgres/drizzle'
import { commitTransaction, initTransaction, type PayloadRequest } from 'payload'

import type { Execute } from './listReads'

/** How long one SQL statement of a staff REST read may run before Postgres cancels it (answered 503). */
export const REST_STATEMENT_TIMEOUT_MS = 5000

/** The reads that opened their own transaction, so that only they commit it (nested reads share it). */
const opened = new WeakSet<object>()

/**
 * Runs a REST read in a transaction whose statements Postgres cancels after
 * REST_STATEMENT_TIMEOUT_MS (`SET LOCAL` ends with the transaction, so the pooled connection
 * goes back unchanged). A read inside a write's transaction keeps that transaction as it is.
 * Call `endTimedRead` with the same `args` after the operation; on an error Payload's operation
 * rolls the transaction back itself (killTransaction).
 */
export async function startTimedRead(args: object, req: PayloadRequest): Promise<void> {
  if (req.transactionID) return
  if (!(await initTransaction(req))) return
  opened.add(args)
  const session = req.payload.db.sessions?.[await req.transactionID!]?.db as Execute | undefined
  await session?.execute(sql.raw(`SET LOCAL statement_timeout = ${REST_STATEMENT_TIMEOUT_MS}`))
}

/** Commits the transaction `startTimedRead` opened for these `args` (nothing for a nested read). */
export async function endTimedRead(args: object, req: PayloadRequest): Promise<void> {
  if (!opened.delete(args)) return
  await commitTransaction(req)
}
