import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

import { locales } from '../../src/i18n/locales'
import { collectionTag, globalTag, localeTag } from '../../src/lib/cache/tags'

/**
 * Expires the cache tags of the written collection or global, so the public pages that read it
 * render fresh on their next request. Outside the Next server (seed, scripts) there is no cache
 * to expire, and `context.disableRevalidate` skips it explicitly.
 */
async function expire(tags: string[]): Promise<void> {
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    // Not inside a Next.js request (e.g. `npm run seed`): nothing is cached there.
  }
}

const collectionTags = (slug: string) => [collectionTag(slug), ...locales.map((l) => localeTag(slug, l))]

export const revalidateCollection: CollectionAfterChangeHook = async ({ collection, context, doc }) => {
  if (!context.disableRevalidate) await expire(collectionTags(collection.slug))
  return doc
}

export const revalidateCollectionOnDelete: CollectionAfterDeleteHook = async ({ collection, context, doc }) => {
  if (!context.disableRevalidate) await expire(collectionTags(collection.slug))
  return doc
}

export const revalidateGlobal: GlobalAfterChangeHook = async ({ global, context, doc }) => {
  if (!context.disableRevalidate) await expire([globalTag(global.slug)])
  return doc
}
