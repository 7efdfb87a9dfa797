import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Embargoed images: an image is public once published content shows it
 * (`public_from`, the earliest moment such content is or was due) or an editor ticks
 * `marked_public`. Until now every image was public at once, so a scheduled announcement's picture
 * leaked through `/api/images/file/…` before its date.
 *
 * The schema knows where images are referenced: `images_in_rich_text(body)` lists the upload nodes
 * of a Lexical body, and the view `image_references` lists every reference from content a visitor
 * may read (published main rows; undated content and globals with `public_at` NULL, i.e. "since it
 * was saved"). collections/hooks/imageEmbargo.ts recomputes `public_from` from it after each write;
 * a migration that adds a field referencing images must replace the view.
 */

/** Existing rows: what published content shows today stays visible; an embargoed item's images become private until its date. */
export const BACKFILL_PUBLIC_FROM = `
  UPDATE "images" AS i SET "public_from" = r.public_from
  FROM (SELECT image_id, min(coalesce(public_at, now())) AS public_from FROM image_references GROUP BY image_id) AS r
  WHERE r.image_id = i.id AND i.public_from IS NULL`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "images" ADD COLUMN "marked_public" boolean DEFAULT false;
  ALTER TABLE "images" ADD COLUMN "public_from" timestamp(3) with time zone;
  CREATE INDEX "images_marked_public_idx" ON "images" USING btree ("marked_public");
  CREATE INDEX "images_public_from_idx" ON "images" USING btree ("public_from");

  CREATE FUNCTION images_in_rich_text(body jsonb) RETURNS integer[]
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $fn$
    SELECT coalesce(array_agg(DISTINCT x::integer), '{}')
    FROM (
      SELECT CASE jsonb_typeof(v) WHEN 'object' THEN v ->> 'id' ELSE v #>> '{}' END AS x
      FROM jsonb_path_query(body, 'lax $.** ? (@.type == "upload" && @.relationTo == "images").value') AS v
    ) AS ids
    WHERE x ~ '^[0-9]{1,9}$'
  $fn$;

  CREATE INDEX "press_releases_locales_body_images_idx" ON "press_releases_locales" USING gin (images_in_rich_text("body"));
  CREATE INDEX "fact_checks_locales_body_images_idx" ON "fact_checks_locales" USING gin (images_in_rich_text("body"));
  CREATE INDEX "notices_locales_body_images_idx" ON "notices_locales" USING gin (images_in_rich_text("body"));
  CREATE INDEX "writings_locales_body_images_idx" ON "writings_locales" USING gin (images_in_rich_text("body"));
  CREATE INDEX "policies_body_images_idx" ON "policies" USING gin (images_in_rich_text("body"));

  CREATE VIEW image_references (image_id, source, doc_id, public_at) AS
    SELECT d.thumbnail_id, 'press-releases', d.id, d.publish_date FROM press_releases d
      WHERE d._status = 'published' AND d.thumbnail_id IS NOT NULL
    UNION ALL SELECT i.id, 'press-releases', d.id, d.publish_date FROM press_releases d
      JOIN press_releases_locales l ON l._parent_id = d.id JOIN images i ON images_in_rich_text(l.body) @> ARRAY[i.id]
      WHERE d._status = 'published'
    UNION ALL SELECT d.thumbnail_id, 'fact-checks', d.id, d.publish_date FROM fact_checks d
      WHERE d._status = 'published' AND d.thumbnail_id IS NOT NULL
    UNION ALL SELECT i.id, 'fact-checks', d.id, d.publish_date FROM fact_checks d
      JOIN fact_checks_locales l ON l._parent_id = d.id JOIN images i ON images_in_rich_text(l.body) @> ARRAY[i.id]
      WHERE d._status = 'published'
    UNION ALL SELECT d.thumbnail_id, 'media-reports', d.id, d.publish_date FROM media_reports d
      WHERE d._status = 'published' AND d.thumbnail_id IS NOT NULL
    UNION ALL SELECT i.id, 'notices', d.id, d.publish_date FROM notices d
      JOIN notices_locales l ON l._parent_id = d.id JOIN images i ON images_in_rich_text(l.body) @> ARRAY[i.id]
      WHERE d._status = 'published'
    UNION ALL SELECT d.thumbnail_id, 'writings', d.id, d.publish_date FROM writings d
      WHERE d._status = 'published' AND d.thumbnail_id IS NOT NULL
    UNION ALL SELECT i.id, 'writings', d.id, d.publish_date FROM writings d
      JOIN writings_locales l ON l._parent_id = d.id JOIN images i ON images_in_rich_text(l.body) @> ARRAY[i.id]
      WHERE d._status = 'published'
    UNION ALL SELECT i.id, 'policies', d.id, NULL::timestamptz FROM policies d
      JOIN images i ON images_in_rich_text(d.body) @> ARRAY[i.id]
      WHERE d._status = 'published'
    UNION ALL SELECT d.preview_image_id, 'fonts', d.id, NULL FROM fonts d WHERE d.preview_image_id IS NOT NULL
    UNION ALL SELECT d.cover_id, 'music-album', d.id, NULL FROM music_album d WHERE d.cover_id IS NOT NULL
    UNION ALL SELECT d.default_share_image_id, 'site-settings', d.id, NULL FROM site_settings d
      WHERE d.default_share_image_id IS NOT NULL;`)
  await db.execute(sql.raw(BACKFILL_PUBLIC_FROM))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  DROP VIEW IF EXISTS image_references;
  DROP INDEX IF EXISTS "press_releases_locales_body_images_idx";
  DROP INDEX IF EXISTS "fact_checks_locales_body_images_idx";
  DROP INDEX IF EXISTS "notices_locales_body_images_idx";
  DROP INDEX IF EXISTS "writings_locales_body_images_idx";
  DROP INDEX IF EXISTS "policies_body_images_idx";
  DROP FUNCTION IF EXISTS images_in_rich_text(jsonb);
  DROP INDEX "images_marked_public_idx";
  DROP INDEX "images_public_from_idx";
  ALTER TABLE "images" DROP COLUMN "marked_public";
  ALTER TABLE "images" DROP COLUMN "public_from";`)
}
