import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { collectionTag, tagsExpiredByChange, tagsExpiredByGlobalChange } from '../../src/lib/cache/tags'

/**
 * Expires the given cache tags, so the public pages that read them render fresh on their next
 * request. Outside the Next server (seed, scripts) there is no cache to expire, and
 * `context.disableRevalidate` skips it explicitly.
 */
async function expire(tags: string[]): Promise<void> {
  if (tags.length === 0) return
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Not inside a Next.js request (e.g. `npm run seed`): nothing is cached there.
  }
}

/** Whether the REST request asked for a draft; a Local API write cannot tell, and counts as a publish. */
const draftRequested = (req: PayloadRequest): boolean => String(req.query?.draft) === 'true'

/** Public content: a write expires the collection's tag, unless it only saved a draft. */
export const revalidateCollection: CollectionAfterChangeHook = async ({ collection, context, doc, req }) => {
  if (!context.disableRevalidate)
    await expire(tagsExpiredByChange(collection.slug, { doc, draft: draftRequested(req) }))
  return doc
}

/** Public content: a delete expires the collection's tag. */
export const revalidateCollectionOnDelete: CollectionAfterDeleteHook = async ({ collection, context, doc }) => {
  if (!context.disableRevalidate) await expire([collectionTag(collection.slug)])
  return doc
}

/** A public global: a write expires the global's tag, unless it only saved a draft. */
export const revalidateGlobal: GlobalAfterChangeHook = async ({ global, context, doc, req }) => {
  if (!context.disableRevalidate)
    await expire(tagsExpiredByGlobalChange(global.slug, { doc, draft: draftRequested(req) }))
  return doc
}
