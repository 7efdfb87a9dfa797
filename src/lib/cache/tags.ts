/**
 * Cache tags: every cached read is tagged with the collections (or globals) it reads; the
 * afterChange/afterDelete hooks of that collection revalidate exactly them. One tag a collection,
 * not one a locale: a write in one locale also changes the fields that are not localized (status,
 * dates, pictures), so it expires the pages of every locale.
 */
export const collectionTag = (slug: string) => `collection:${slug}`
export const globalTag = (slug: string) => `global:${slug}`

/**
 * Fallback freshness for cached pages (seconds): scheduled items become due without a write.
 * CACHE_REVALIDATE_SECONDS shortens it for a server that must show what happens once a page is
 * stale (a test cannot wait 300 s); unset, or anything but a positive number, is 300.
 */
export const REVALIDATE_SECONDS =
  Number(process.env.CACHE_REVALIDATE_SECONDS) > 0 ? Number(process.env.CACHE_REVALIDATE_SECONDS) : 300

/**
 * How long after a write its tags are expired a second time (src/collections/hooks/revalidate.ts):
 * longer than any page render takes, so a render that read the data before the write and stored its
 * page after the first expiry is expired too. Measured renders take well under 3 s under a full CI load.
 */
export const REEXPIRE_AFTER_MS = 10_000

type Versioned = { _status?: 'draft' | 'published' | null } | null | undefined

/** One write as an afterChange hook sees it; `draft`: the request asked for a draft (`?draft=true`). */
export type Write = { doc: Versioned; draft: boolean }

/**
 * A draft save writes a new version and leaves the published document as it was: the request asked
 * for a draft (the admin's "Save draft" and autosave send `?draft=true`) and the saved doc is a
 * draft. That is Payload's own test (`isSavingDraft` in its update operation), under which it never
 * writes the main document, whatever was published before. Publish, unpublish (which asks for no
 * draft), an edit of a published doc, and any write to a collection or global without drafts (no
 * `_status`) change what visitors see. `previousDoc` cannot tell: Payload hands the hook the latest
 * version, which may be a pending draft.
 */
export const isDraftSave = ({ doc, draft }: Write): boolean => draft && doc?._status === 'draft'

/** The tags a collection write expires: none for a draft save, else the collection's tag. */
export const tagsExpiredByChange = (slug: string, write: Write): string[] =>
  isDraftSave(write) ? [] : [collectionTag(slug)]

/** The tags a global write expires: none for a draft save, else the global's tag. */
export const tagsExpiredByGlobalChange = (slug: string, write: Write): string[] =>
  isDraftSave(write) ? [] : [globalTag(slug)]
