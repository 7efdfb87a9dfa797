import type { PayloadRequest } from 'payload'

import type { Db } from '@/lib/search/sync'

/** The request's transaction when it has one (so what a hook writes commits or rolls back with the document). */
export async function requestDb(req: PayloadRequest): Promise<Db> {
  const adapter = req.payload.db
  const session: unknown = req.transactionID ? adapter.sessions?.[await req.transactionID]?.db : undefined
  // Payload types a session's handle as unknown; the Postgres adapter's is a Drizzle transaction.
  return isDrizzle(session) ? session : adapter.drizzle
}

const isDrizzle = (value: unknown): value is Db =>
  typeof value === 'object' && value !== null && 'execute' in value && typeof value.execute === 'function'
