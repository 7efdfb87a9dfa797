import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Share metadata per item: the `share` group (title, description, image) of press
 * releases, fact checks, notices and writings (Payload's columns, generated). The share image is
 * what crawlers fetch for og:image, so it joins the `image_references` view of migration
 * 20261126_052017_images_embargo (as the thumbnail does: public from the item's publish date);
 * collections/hooks/imageEmbargo.ts then makes it public with the published item. The view is
 * replaced whole, the new branches last; `down` restores the previous one (20261126_094550_banners)
 * before the columns it would read go. No existing row has a share image: nothing to backfill.
 */

/** The view as 20261126_094550_banners made it. */
const VIEW_WITHOUT_SHARE_IMAGES = `
  CREATE OR REPLACE VIEW image_references (image_id, source, doc_id, public_at) AS
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
      WHERE d.default_share_image_id IS NOT NULL
    UNION ALL SELECT d.desktop_image_id, 'banners', d.id, NULL FROM banners d
      WHERE d._status = 'published' AND d.desktop_image_id IS NOT NULL
    UNION ALL SELECT d.mobile_image_id, 'banners', d.id, NULL FROM banners d
      WHERE d._status = 'published' AND d.mobile_image_id IS NOT NULL;`

/** The same, with the share images of published press releases, fact checks, notices and writings. */
const VIEW_WITH_SHARE_IMAGES = `
  CREATE OR REPLACE VIEW image_references (image_id, source, doc_id, public_at) AS
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
      WHERE d.default_share_image_id IS NOT NULL
    UNION ALL SELECT d.desktop_image_id, 'banners', d.id, NULL FROM banners d
      WHERE d._status = 'published' AND d.desktop_image_id IS NOT NULL
    UNION ALL SELECT d.mobile_image_id, 'banners', d.id, NULL FROM banners d
      WHERE d._status = 'published' AND d.mobile_image_id IS NOT NULL
    UNION ALL SELECT d.share_image_id, 'press-releases', d.id, d.publish_date FROM press_releases d
      WHERE d._status = 'published' AND d.share_image_id IS NOT NULL
    UNION ALL SELECT d.share_image_id, 'fact-checks', d.id, d.publish_date FROM fact_checks d
      WHERE d._status = 'published' AND d.share_image_id IS NOT NULL
    UNION ALL SELECT d.share_image_id, 'notices', d.id, d.publish_date FROM notices d
      WHERE d._status = 'published' AND d.share_image_id IS NOT NULL
    UNION ALL SELECT d.share_image_id, 'writings', d.id, d.publish_date FROM writings d
      WHERE d._status = 'published' AND d.share_image_id IS NOT NULL;`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "press_releases" ADD COLUMN "share_image_id" integer;
  ALTER TABLE "press_releases_locales" ADD COLUMN "share_title" varchar;
  ALTER TABLE "press_releases_locales" ADD COLUMN "share_description" varchar;
  ALTER TABLE "_press_releases_v" ADD COLUMN "version_share_image_id" integer;
  ALTER TABLE "_press_releases_v_locales" ADD COLUMN "version_share_title" varchar;
  ALTER TABLE "_press_releases_v_locales" ADD COLUMN "version_share_description" varchar;
  ALTER TABLE "fact_checks" ADD COLUMN "share_image_id" integer;
  ALTER TABLE "fact_checks_locales" ADD COLUMN "share_title" varchar;
  ALTER TABLE "fact_checks_locales" ADD COLUMN "share_description" varchar;
  ALTER TABLE "_fact_checks_v" ADD COLUMN "version_share_image_id" integer;
  ALTER TABLE "_fact_checks_v_locales" ADD COLUMN "version_share_title" varchar;
  ALTER TABLE "_fact_checks_v_locales" ADD COLUMN "version_share_description" varchar;
  ALTER TABLE "notices" ADD COLUMN "share_image_id" integer;
  ALTER TABLE "notices_locales" ADD COLUMN "share_title" varchar;
  ALTER TABLE "notices_locales" ADD COLUMN "share_description" varchar;
  ALTER TABLE "_notices_v" ADD COLUMN "version_share_image_id" integer;
  ALTER TABLE "_notices_v_locales" ADD COLUMN "version_share_title" varchar;
  ALTER TABLE "_notices_v_locales" ADD COLUMN "version_share_description" varchar;
  ALTER TABLE "writings" ADD COLUMN "share_image_id" integer;
  ALTER TABLE "writings_locales" ADD COLUMN "share_title" varchar;
  ALTER TABLE "writings_locales" ADD COLUMN "share_description" varchar;
  ALTER TABLE "_writings_v" ADD COLUMN "version_share_image_id" integer;
  ALTER TABLE "_writings_v_locales" ADD COLUMN "version_share_title" varchar;
  ALTER TABLE "_writings_v_locales" ADD COLUMN "version_share_description" varchar;
  ALTER TABLE "press_releases" ADD CONSTRAINT "press_releases_share_image_id_images_id_fk" FOREIGN KEY ("share_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_releases_v" ADD CONSTRAINT "_press_releases_v_version_share_image_id_images_id_fk" FOREIGN KEY ("version_share_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fact_checks" ADD CONSTRAINT "fact_checks_share_image_id_images_id_fk" FOREIGN KEY ("share_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_fact_checks_v" ADD CONSTRAINT "_fact_checks_v_version_share_image_id_images_id_fk" FOREIGN KEY ("version_share_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "notices" ADD CONSTRAINT "notices_share_image_id_images_id_fk" FOREIGN KEY ("share_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notices_v" ADD CONSTRAINT "_notices_v_version_share_image_id_images_id_fk" FOREIGN KEY ("version_share_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "writings" ADD CONSTRAINT "writings_share_image_id_images_id_fk" FOREIGN KEY ("share_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_writings_v" ADD CONSTRAINT "_writings_v_version_share_image_id_images_id_fk" FOREIGN KEY ("version_share_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "press_releases_share_share_image_idx" ON "press_releases" USING btree ("share_image_id");
  CREATE INDEX "_press_releases_v_version_share_version_share_image_idx" ON "_press_releases_v" USING btree ("version_share_image_id");
  CREATE INDEX "fact_checks_share_share_image_idx" ON "fact_checks" USING btree ("share_image_id");
  CREATE INDEX "_fact_checks_v_version_share_version_share_image_idx" ON "_fact_checks_v" USING btree ("version_share_image_id");
  CREATE INDEX "notices_share_share_image_idx" ON "notices" USING btree ("share_image_id");
  CREATE INDEX "_notices_v_version_share_version_share_image_idx" ON "_notices_v" USING btree ("version_share_image_id");
  CREATE INDEX "writings_share_share_image_idx" ON "writings" USING btree ("share_image_id");
  CREATE INDEX "_writings_v_version_share_version_share_image_idx" ON "_writings_v" USING btree ("version_share_image_id");`)
  await db.execute(sql.raw(VIEW_WITH_SHARE_IMAGES))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // First: the view reads the share_image_id columns dropped below.
  await db.execute(sql.raw(VIEW_WITHOUT_SHARE_IMAGES))
  await db.execute(sql`
   ALTER TABLE "press_releases" DROP CONSTRAINT "press_releases_share_image_id_images_id_fk";
  
  ALTER TABLE "_press_releases_v" DROP CONSTRAINT "_press_releases_v_version_share_image_id_images_id_fk";
  
  ALTER TABLE "fact_checks" DROP CONSTRAINT "fact_checks_share_image_id_images_id_fk";
  
  ALTER TABLE "_fact_checks_v" DROP CONSTRAINT "_fact_checks_v_version_share_image_id_images_id_fk";
  
  ALTER TABLE "notices" DROP CONSTRAINT "notices_share_image_id_images_id_fk";
  
  ALTER TABLE "_notices_v" DROP CONSTRAINT "_notices_v_version_share_image_id_images_id_fk";
  
  ALTER TABLE "writings" DROP CONSTRAINT "writings_share_image_id_images_id_fk";
  
  ALTER TABLE "_writings_v" DROP CONSTRAINT "_writings_v_version_share_image_id_images_id_fk";
  
  DROP INDEX "press_releases_share_share_image_idx";
  DROP INDEX "_press_releases_v_version_share_version_share_image_idx";
  DROP INDEX "fact_checks_share_share_image_idx";
  DROP INDEX "_fact_checks_v_version_share_version_share_image_idx";
  DROP INDEX "notices_share_share_image_idx";
  DROP INDEX "_notices_v_version_share_version_share_image_idx";
  DROP INDEX "writings_share_share_image_idx";
  DROP INDEX "_writings_v_version_share_version_share_image_idx";
  ALTER TABLE "press_releases" DROP COLUMN "share_image_id";
  ALTER TABLE "press_releases_locales" DROP COLUMN "share_title";
  ALTER TABLE "press_releases_locales" DROP COLUMN "share_description";
  ALTER TABLE "_press_releases_v" DROP COLUMN "version_share_image_id";
  ALTER TABLE "_press_releases_v_locales" DROP COLUMN "version_share_title";
  ALTER TABLE "_press_releases_v_locales" DROP COLUMN "version_share_description";
  ALTER TABLE "fact_checks" DROP COLUMN "share_image_id";
  ALTER TABLE "fact_checks_locales" DROP COLUMN "share_title";
  ALTER TABLE "fact_checks_locales" DROP COLUMN "share_description";
  ALTER TABLE "_fact_checks_v" DROP COLUMN "version_share_image_id";
  ALTER TABLE "_fact_checks_v_locales" DROP COLUMN "version_share_title";
  ALTER TABLE "_fact_checks_v_locales" DROP COLUMN "version_share_description";
  ALTER TABLE "notices" DROP COLUMN "share_image_id";
  ALTER TABLE "notices_locales" DROP COLUMN "share_title";
  ALTER TABLE "notices_locales" DROP COLUMN "share_description";
  ALTER TABLE "_notices_v" DROP COLUMN "version_share_image_id";
  ALTER TABLE "_notices_v_locales" DROP COLUMN "version_share_title";
  ALTER TABLE "_notices_v_locales" DROP COLUMN "version_share_description";
  ALTER TABLE "writings" DROP COLUMN "share_image_id";
  ALTER TABLE "writings_locales" DROP COLUMN "share_title";
  ALTER TABLE "writings_locales" DROP COLUMN "share_description";
  ALTER TABLE "_writings_v" DROP COLUMN "version_share_image_id";
  ALTER TABLE "_writings_v_locales" DROP COLUMN "version_share_title";
  ALTER TABLE "_writings_v_locales" DROP COLUMN "version_share_description";`)
}
