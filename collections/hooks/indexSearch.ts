import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, PayloadRequest } from 'payload'

import { isSearched, syncSearchRows, type Db } from '../../src/lib/search/sync'

/** The request's transaction when it has one (the search rows commit or roll back with the document). */
async function dbOf(req: PayloadRequest): Promise<Db> {
  const adapter = req.payload.db
  const session: unknown = req.transactionID ? adapter.sessions?.[await req.transactionID]?.db : undefined
  // Payload types a session's handle as unknown; the Postgres adapter's is a Drizzle transaction.
  return isDrizzle(session) ? session : adapter.drizzle
}

const isDrizzle = (value: unknown): value is Db =>
  typeof value === 'object' && value !== null && 'execute' in value && typeof value.execute === 'function'

/** After any write, the document's search rows are rewritten from what is stored. */
export const indexSearchOnChange: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  if (isSearched(collection.slug)) await syncSearchRows(await dbOf(req), collection.slug, Number(doc.id))
  return doc
}

/** A deleted document leaves no search rows behind. */
export const indexSearchOnDelete: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  if (isSearched(collection.slug)) await syncSearchRows(await dbOf(req), collection.slug, Number(id))
}
