import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { requestRevalidation } from '@/lib/cache/internalRevalidation'
import {
  collectionTag,
  isDraftSave,
  REEXPIRE_AFTER_MS,
  tagsExpiredByChange,
  tagsExpiredByGlobalChange,
} from '@/lib/cache/tags'

import { noteDueTimes } from './dueTimes'

/**
 * Expires the given cache tags, so the public pages that read them render fresh on their next
 * request. Outside a Next request (a scheduled publish in the job queue, `npm run worker`) the tags
 * go to the site's own endpoint instead (src/lib/cache/internalRevalidation.ts); in scripts and the
 * seed there is no cache to expire. `context.disableRevalidate` skips it explicitly.
 */
async function expire(tags: string[], req: PayloadRequest): Promise<void> {
  if (tags.length === 0) return
  expireAgainLater(tags, req?.payload?.logger)
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    return
  } catch {
    // Not inside a Next.js request: ask the site.
  }
  await expireThroughSite(tags, req?.payload?.logger)
}

type Logger = PayloadRequest['payload']['logger']

/**
 * Expires tags from outside any request (a scheduled item falling due, src/collections/hooks/dueTimes.ts):
 * through the site's endpoint, and again once renders that read the data before have ended.
 */
export async function expireOutsideRequest(tags: string[], logger: Logger | undefined): Promise<void> {
  expireAgainLater(tags, logger)
  await expireThroughSite(tags, logger)
}

async function expireThroughSite(tags: string[], logger: Logger | undefined): Promise<void> {
  try {
    await requestRevalidation(tags)
  } catch (error) {
    // The write stands; its pages follow within the cache's fallback time (REVALIDATE_SECONDS).
    logger?.warn({ err: error, msg: `[cache] could not expire ${tags.join(', ')}` })
  }
}

/**
 * The second expiry due for each tag (one a tag, however many writes: an import writes thousands).
 * On globalThis: Next may load this module in more than one server bundle, and the timers are the
 * process's.
 */
const AGAIN_KEY = Symbol.for('corporate-site.expireAgain')
const again: Map<string, NodeJS.Timeout> = ((globalThis as Record<symbol, Map<string, NodeJS.Timeout> | undefined>)[
  AGAIN_KEY
] ??= new Map())

/**
 * A page being rendered while the write lands read the data before it, but Next stores it with the
 * time its render ended, after the expiry, so the expiry does not touch it and the old page would
 * stay until REVALIDATE_SECONDS. Expiring the same tags again once such renders have ended throws
 * that copy away too (src/lib/cache/tags.ts, REEXPIRE_AFTER_MS). A later write of the same tag
 * moves its second expiry on: its own first expiry already throws away what was stored before it.
 */
function expireAgainLater(tags: string[], logger: Logger | undefined): void {
  // The logger only: a timer holding the request would keep all of it alive for its delay.
  for (const tag of tags) {
    clearTimeout(again.get(tag))
    const timer = setTimeout(() => {
      again.delete(tag)
      void expireThroughSite([tag], logger)
    }, REEXPIRE_AFTER_MS)
    again.set(tag, timer.unref())
  }
}

/** Whether the REST request asked for a draft; a Local API write cannot tell, and counts as a publish. */
export const draftRequested = (req: PayloadRequest): boolean => String(req.query?.draft) === 'true'

/** Public content: a write expires the collection's tag, unless it only saved a draft. */
export const revalidateCollection: CollectionAfterChangeHook = async ({ collection, context, doc, req }) => {
  if (context.disableRevalidate) return doc
  await expire(tagsExpiredByChange(collection.slug, { doc, draft: draftRequested(req) }), req)
  // A publish date (or display window) still ahead: its pages change again then, with no write.
  if (!isDraftSave({ doc, draft: draftRequested(req) })) noteDueTimes(collection.slug, doc)
  return doc
}

/** Public content: a delete expires the collection's tag. */
export const revalidateCollectionOnDelete: CollectionAfterDeleteHook = async ({ collection, context, doc, req }) => {
  if (!context.disableRevalidate) await expire([collectionTag(collection.slug)], req)
  return doc
}

/** A public global: a write expires the global's tag, unless it only saved a draft. */
export const revalidateGlobal: GlobalAfterChangeHook = async ({ global, context, doc, req }) => {
  if (!context.disableRevalidate)
    await expire(tagsExpiredByGlobalChange(global.slug, { doc, draft: draftRequested(req) }), req)
  return doc
}
