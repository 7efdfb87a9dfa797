import { sql } from '@payloadcms/db-postgres/drizzle'
import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'

import { requestDb } from './requestDb'

/**
 * Keeps `images.public_from` (read by the images' access rule, `publicImagesOrStaff`) equal to the
 * earliest moment published content showing the image is or was due, after every write of content
 * that can show images. The references come from the `image_references` view (migration
 * 20261126_052017_images_embargo), so every locale's rich text counts, not just the one saved.
 *
 * Recomputed: the images this document shows now, and every image still under embargo (its date
 * in the future), which covers references removed, postponed, unpublished or deleted. An image
 * whose date has passed has been out: it stays public (pages and feeds may link it). One SQL
 * statement in the request's transaction; it writes `images` directly, so no hook runs again.
 */
async function refreshImagesOf(req: PayloadRequest, source: string, docId?: number | string): Promise<void> {
  const now = new Date().toISOString()
  const own = docId === undefined ? sql`` : sql`AND doc_id = ${Number(docId)}`
  const db = await requestDb(req)
  await db.execute(sql`
    WITH candidates AS (
      SELECT image_id AS id FROM image_references WHERE source = ${source} ${own}
      UNION SELECT id FROM images WHERE public_from > ${now}
    ), due AS (
      SELECT c.id,
        (SELECT min(coalesce(r.public_at, ${now}::timestamptz)) FROM image_references r WHERE r.image_id = c.id) AS public_from
      FROM candidates c JOIN images i ON i.id = c.id
      WHERE i.public_from IS NULL OR i.public_from > ${now}
    )
    UPDATE images i SET public_from = due.public_from FROM due
    WHERE i.id = due.id AND i.public_from IS DISTINCT FROM due.public_from`)
}

/** After a document that can show images is written (published, scheduled, unpublished or only drafted). */
export const refreshImageEmbargoOnChange: CollectionAfterChangeHook = async ({ collection, doc, req }) => {
  await refreshImagesOf(req, collection.slug, doc.id)
  return doc
}

/** After such a document is deleted: the images it alone kept under embargo go back to private. */
export const refreshImageEmbargoOnDelete: CollectionAfterDeleteHook = async ({ collection, id, req }) => {
  await refreshImagesOf(req, collection.slug, id)
}

/** After a global that shows images is saved (the globals that show images have no drafts: public when saved). */
export const refreshImageEmbargoOnGlobalChange: GlobalAfterChangeHook = async ({ global, doc, req }) => {
  await refreshImagesOf(req, global.slug)
  return doc
}
