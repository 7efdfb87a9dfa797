import type { EventType } from './batch'
import type { Queryable } from './db'

export type StoredEvent = { element: string; type: EventType }

/**
 * Writes one batch of raw events in one statement: element, view or click, the page's language,
 * the day's visitor hash and when it arrived. No address, no cookie, no user id, no page URL.
 */
export async function storeEvents(
  db: Queryable,
  events: StoredEvent[],
  meta: { locale: string; visitor: string; receivedAt: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO analytics_events (received_at, element, type, locale, visitor)
     SELECT $1, element, type, $2, $3 FROM unnest($4::text[], $5::text[]) AS e(element, type)`,
    [meta.receivedAt, meta.locale, meta.visitor, events.map((e) => e.element), events.map((e) => e.type)],
  )
}
