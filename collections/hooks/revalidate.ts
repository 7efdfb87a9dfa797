import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { requestRevalidation } from '../../src/lib/cache/internalRevalidation'
import { collectionTag, tagsExpiredByChange, tagsExpiredByGlobalChange } from '../../src/lib/cache/tags'

/**
 * Expires the given cache tags, so the public pages that read them render fresh on their next
 * request. Outside a Next request (a scheduled publish in the job queue, `npm run worker`) the tags
 * go to the site's own endpoint instead (src/lib/cache/internalRevalidation.ts); in scripts and the
 * seed there is no cache to expire. `context.disableRevalidate` skips it explicitly.
 */
async function expire(tags: string[], req: PayloadRequest): Promise<void> {
  if (tags.length === 0) return
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
    return
  } catch {
    // Not inside a Next.js request: ask the site.
  }
  try {
    await requestRevalidation(tags)
  } catch (error) {
    // The write stands; its pages follow within the cache's fallback time (REVALIDATE_SECONDS).
    req.payload.logger.warn({ err: error, msg: `[cache] could not expire ${tags.join(', ')}` })
  }
}

/** Whether the REST request asked for a draft; a Local API write cannot tell, and counts as a publish. */
export const draftRequested = (req: PayloadRequest): boolean => String(req.query?.draft) === 'true'

/** Public content: a write expires the collection's tag, unless it only saved a draft. */
export const revalidateCollection: CollectionAfterChangeHook = async ({ collection, context, doc, req }) => {
  if (!context.disableRevalidate)
    await expire(tagsExpiredByChange(collection.slug, { doc, draft: draftRequested(req) }), req)
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
