import type { CollectionSlug, File, RequiredDataFromCollectionSlug, Where } from 'payload'
// Payload's own type for the data of an update: it is ts-essentials' DeepPartial, which Payload does not
// re-export, so the package is a dev dependency of ours at Payload's version (type-only, erased at run time).
import type { DeepPartial } from 'ts-essentials'

import { WRITE, type SeedContext } from './context'

type Data<S extends CollectionSlug> = RequiredDataFromCollectionSlug<S>

export type DocSpec<S extends CollectionSlug> = {
  collection: S
  /** The natural key (in Korean, the default locale) that finds the document of an earlier run. */
  where: Where
  /** The document as created, in Korean. */
  ko: Data<S>
  /** The English pass over the same document; absent when nothing in the collection is localized. */
  en?: DeepPartial<Data<S>>
  /**
   * `false` for collections with drafts: both locales land in the main document (a `draft: true`
   * write would only add a version), whatever `_status` says.
   */
  draft?: false
  /** An upload's file, built only when the document has to be created. */
  file?: () => File | Promise<File>
}

/**
 * The seed's one way to write a document: looks it up by its natural key and, only if it is
 * missing, creates it in Korean and writes the English pass over it. Counts it in the tally under
 * its collection either way, and returns its id, so a second run creates nothing.
 */
export async function ensureDoc<S extends CollectionSlug>(ctx: SeedContext, spec: DocSpec<S>): Promise<number> {
  const { payload, tally } = ctx
  const { collection, where, ko, en, draft, file } = spec
  const found = await payload.find({
    collection,
    locale: 'ko',
    where,
    limit: 1,
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  const existing = found.docs[0]
  if (existing) {
    tally.add(collection, false)
    return Number(existing.id)
  }
  const drafts = draft === undefined ? {} : { draft }
  const upload = file ? { file: await file(), overwriteExistingFiles: true } : {}
  const doc = await payload.create({ collection, locale: 'ko', data: ko, ...drafts, ...upload, ...WRITE })
  if (en) await payload.update({ collection, id: doc.id, locale: 'en', data: en, ...drafts, ...WRITE })
  tally.add(collection, true)
  return Number(doc.id)
}
