import { z } from 'zod'

import { locales } from '../../i18n/locales'
import { MAX_ELEMENT_LENGTH } from './elements'

/** At most this many events in one request: the browser sends a page's events in batches of this size. */
export const MAX_EVENTS = 20
/** A full batch is about 1 kB; anything much larger is not from our tracker. */
export const MAX_BATCH_BYTES = 4096

export const eventTypes = ['view', 'click'] as const
export type EventType = (typeof eventTypes)[number]

/**
 * One request of the tracker, shared by the browser (what it sends) and the endpoint (what it
 * takes): the page's language and its events. Strict: an unknown property is a malformed batch.
 */
export const batchSchema = z.strictObject({
  locale: z.enum(locales),
  events: z
    .array(
      z.strictObject({
        element: z.string().min(1).max(MAX_ELEMENT_LENGTH),
        type: z.enum(eventTypes),
      }),
    )
    .min(1)
    .max(MAX_EVENTS),
})
export type EventBatch = z.infer<typeof batchSchema>
