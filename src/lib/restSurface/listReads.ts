import { type SQL } from '@payloadcms/db-postgres/drizzle'
import type { PaginatedDocs, PayloadRequest, Where } from 'payload'

/**
 * The database adapter's list reads as the staff-read wrappers see them (withIndexedTitles,
 * withEmptyPagesPastTheEnd, withPlainCounts): the arguments Payload passes, the reads and counts
 * they wrap, and a connection's `execute`. One description, so that a wrapper cannot drift from
 * another's idea of the same adapter.
 */

/** A connection (the pool, or a transaction's) that runs a statement. */
export type Execute = { execute: (query: SQL) => Promise<{ rows: Record<string, unknown>[] }> }

/** What Payload passes to `find`, `queryDrafts`, `count` and `countVersions`, as far as the wrappers read it. */
export type FindArgs = {
  /** The read's count, made already by a wrapper above (withIndexedTitles): not made again. */
  knownTotalDocs?: number
  collection: string
  limit?: number
  locale?: string
  page?: number
  pagination?: boolean
  req?: Partial<PayloadRequest>
  select?: Record<string, unknown>
  sort?: unknown
  where?: Where
}

export type Read = (args: FindArgs) => Promise<PaginatedDocs>
export type Count = (args: FindArgs) => Promise<{ totalDocs: number }>

/** The reads and counts of a list, documents and drafts (every Payload database adapter has them). */
export type ListReads = { find: Read; queryDrafts: Read; count: Count; countVersions: Count }

export const hasListReads = (adapter: object): adapter is ListReads =>
  ['find', 'queryDrafts', 'count', 'countVersions'].every(
    (name) => typeof (adapter as Record<string, unknown>)[name] === 'function',
  )
