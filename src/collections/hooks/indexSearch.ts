import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'

import { isSearched, syncSearchRows } from '@/lib/search/sync'
import { requestDb } from './requestDb'

/** After any write, the document's search rows are rewritten from what is stored. */
export const indexSearchOnChange: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  if (isSearched(collection.slug)) await syncSearchRows(await requestDb(req), collection.slug, Number(doc.id))
  return doc
}

/** A deleted document leaves no search rows behind. */
export const indexSearchOnDelete: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  if (isSearched(collection.slug)) await syncSearchRows(await requestDb(req), collection.slug, Number(id))
}
