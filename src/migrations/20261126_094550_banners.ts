import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Main banners: the `banners` collection (Payload's tables, generated), and the
 * banners' pictures in the `image_references` view of migration 20261126_052017_images_embargo,
 * so that collections/hooks/imageEmbargo.ts makes them public once the banner is published
 * (`public_at` NULL: since it was saved published; the display window decides what Main shows,
 * not who may fetch the picture). Drafts' pictures stay private. The view is replaced whole,
 * the new branches last; `down` restores the previous one before the tables it would read go.
 */

/** The view as 20261126_052017_images_embargo made it. */
const VIEW_WITHOUT_BANNERS = `
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
      WHERE d.default_share_image_id IS NOT NULL;`

/** The same, with the desktop and mobile pictures of published banners. */
const VIEW_WITH_BANNERS = `
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

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_banners_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__banners_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__banners_v_published_locale" AS ENUM('ko', 'en');
  CREATE TABLE "banners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"link_url" varchar,
  	"desktop_image_id" integer,
  	"mobile_image_id" integer,
  	"display_from" timestamp(3) with time zone,
  	"display_until" timestamp(3) with time zone,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_banners_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "banners_locales" (
  	"eyebrow" varchar,
  	"title" varchar,
  	"lead" varchar,
  	"link_label" varchar,
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_banners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_link_url" varchar,
  	"version_desktop_image_id" integer,
  	"version_mobile_image_id" integer,
  	"version_display_from" timestamp(3) with time zone,
  	"version_display_until" timestamp(3) with time zone,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__banners_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__banners_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_banners_v_locales" (
  	"version_eyebrow" varchar,
  	"version_title" varchar,
  	"version_lead" varchar,
  	"version_link_label" varchar,
  	"version_alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "banners_id" integer;
  ALTER TABLE "banners" ADD CONSTRAINT "banners_desktop_image_id_images_id_fk" FOREIGN KEY ("desktop_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "banners" ADD CONSTRAINT "banners_mobile_image_id_images_id_fk" FOREIGN KEY ("mobile_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "banners_locales" ADD CONSTRAINT "banners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_parent_id_banners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_version_desktop_image_id_images_id_fk" FOREIGN KEY ("version_desktop_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_version_mobile_image_id_images_id_fk" FOREIGN KEY ("version_mobile_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v_locales" ADD CONSTRAINT "_banners_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_banners_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "banners_desktop_image_idx" ON "banners" USING btree ("desktop_image_id");
  CREATE INDEX "banners_mobile_image_idx" ON "banners" USING btree ("mobile_image_id");
  CREATE INDEX "banners_display_from_idx" ON "banners" USING btree ("display_from");
  CREATE INDEX "banners_display_until_idx" ON "banners" USING btree ("display_until");
  CREATE INDEX "banners_order_idx" ON "banners" USING btree ("order");
  CREATE INDEX "banners_updated_at_idx" ON "banners" USING btree ("updated_at");
  CREATE INDEX "banners_created_at_idx" ON "banners" USING btree ("created_at");
  CREATE INDEX "banners__status_idx" ON "banners" USING btree ("_status");
  CREATE UNIQUE INDEX "banners_locales_locale_parent_id_unique" ON "banners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_banners_v_parent_idx" ON "_banners_v" USING btree ("parent_id");
  CREATE INDEX "_banners_v_version_version_desktop_image_idx" ON "_banners_v" USING btree ("version_desktop_image_id");
  CREATE INDEX "_banners_v_version_version_mobile_image_idx" ON "_banners_v" USING btree ("version_mobile_image_id");
  CREATE INDEX "_banners_v_version_version_display_from_idx" ON "_banners_v" USING btree ("version_display_from");
  CREATE INDEX "_banners_v_version_version_display_until_idx" ON "_banners_v" USING btree ("version_display_until");
  CREATE INDEX "_banners_v_version_version_order_idx" ON "_banners_v" USING btree ("version_order");
  CREATE INDEX "_banners_v_version_version_updated_at_idx" ON "_banners_v" USING btree ("version_updated_at");
  CREATE INDEX "_banners_v_version_version_created_at_idx" ON "_banners_v" USING btree ("version_created_at");
  CREATE INDEX "_banners_v_version_version__status_idx" ON "_banners_v" USING btree ("version__status");
  CREATE INDEX "_banners_v_created_at_idx" ON "_banners_v" USING btree ("created_at");
  CREATE INDEX "_banners_v_updated_at_idx" ON "_banners_v" USING btree ("updated_at");
  CREATE INDEX "_banners_v_snapshot_idx" ON "_banners_v" USING btree ("snapshot");
  CREATE INDEX "_banners_v_published_locale_idx" ON "_banners_v" USING btree ("published_locale");
  CREATE INDEX "_banners_v_latest_idx" ON "_banners_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_banners_v_locales_locale_parent_id_unique" ON "_banners_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_banners_fk" FOREIGN KEY ("banners_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_banners_id_idx" ON "payload_locked_documents_rels" USING btree ("banners_id");`)
  await db.execute(sql.raw(VIEW_WITH_BANNERS))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  // First: `DROP TABLE "banners" CASCADE` would drop the view with it. That CASCADE also drops the
  // locked-documents foreign key, which Payload's generated statement then drops again: IF EXISTS.
  await db.execute(sql.raw(VIEW_WITHOUT_BANNERS))
  await db.execute(sql`
   ALTER TABLE "banners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "banners_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_banners_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_banners_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "banners" CASCADE;
  DROP TABLE "banners_locales" CASCADE;
  DROP TABLE "_banners_v" CASCADE;
  DROP TABLE "_banners_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT IF EXISTS "payload_locked_documents_rels_banners_fk";
  
  DROP INDEX "payload_locked_documents_rels_banners_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "banners_id";
  DROP TYPE "public"."enum_banners_status";
  DROP TYPE "public"."enum__banners_v_version_status";
  DROP TYPE "public"."enum__banners_v_published_locale";`)
}
