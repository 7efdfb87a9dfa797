import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * History with drafts (preview before publishing). Generated: the versions tables and the
 * status column. Written by hand: the history that exists is published (visitors now read only a
 * published history, and the new column's default would have hidden it).
 */

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_history_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__history_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__history_v_published_locale" AS ENUM('ko', 'en');
  CREATE TABLE "_history_v_version_years_months" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"month" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_history_v_version_years_months_locales" (
  	"goal" varchar,
  	"goal_detail" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_history_v_version_years" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_history_v_version_years_locales" (
  	"summary" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_history_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version__status" "enum__history_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__history_v_published_locale",
  	"latest" boolean
  );
  
  ALTER TABLE "history_years_months" ALTER COLUMN "month" DROP NOT NULL;
  ALTER TABLE "history_years_months_locales" ALTER COLUMN "goal" DROP NOT NULL;
  ALTER TABLE "history_years" ALTER COLUMN "year" DROP NOT NULL;
  ALTER TABLE "history_years_locales" ALTER COLUMN "summary" DROP NOT NULL;
  ALTER TABLE "history" ADD COLUMN "_status" "enum_history_status" DEFAULT 'draft';
  ALTER TABLE "_history_v_version_years_months" ADD CONSTRAINT "_history_v_version_years_months_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_history_v_version_years"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_history_v_version_years_months_locales" ADD CONSTRAINT "_history_v_version_years_months_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_history_v_version_years_months"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_history_v_version_years" ADD CONSTRAINT "_history_v_version_years_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_history_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_history_v_version_years_locales" ADD CONSTRAINT "_history_v_version_years_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_history_v_version_years"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "_history_v_version_years_months_order_idx" ON "_history_v_version_years_months" USING btree ("_order");
  CREATE INDEX "_history_v_version_years_months_parent_id_idx" ON "_history_v_version_years_months" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_history_v_version_years_months_locales_locale_parent_id_uni" ON "_history_v_version_years_months_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_history_v_version_years_order_idx" ON "_history_v_version_years" USING btree ("_order");
  CREATE INDEX "_history_v_version_years_parent_id_idx" ON "_history_v_version_years" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_history_v_version_years_locales_locale_parent_id_unique" ON "_history_v_version_years_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_history_v_version_version__status_idx" ON "_history_v" USING btree ("version__status");
  CREATE INDEX "_history_v_created_at_idx" ON "_history_v" USING btree ("created_at");
  CREATE INDEX "_history_v_updated_at_idx" ON "_history_v" USING btree ("updated_at");
  CREATE INDEX "_history_v_snapshot_idx" ON "_history_v" USING btree ("snapshot");
  CREATE INDEX "_history_v_published_locale_idx" ON "_history_v" USING btree ("published_locale");
  CREATE INDEX "_history_v_latest_idx" ON "_history_v" USING btree ("latest");
  CREATE INDEX "history__status_idx" ON "history" USING btree ("_status");`)
  await db.execute(sql`UPDATE "history" SET "_status" = 'published';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "_history_v_version_years_months" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_history_v_version_years_months_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_history_v_version_years" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_history_v_version_years_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_history_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "_history_v_version_years_months" CASCADE;
  DROP TABLE "_history_v_version_years_months_locales" CASCADE;
  DROP TABLE "_history_v_version_years" CASCADE;
  DROP TABLE "_history_v_version_years_locales" CASCADE;
  DROP TABLE "_history_v" CASCADE;
  DROP INDEX "history__status_idx";
  -- Rows the drafts allowed to be empty would stop the columns from being required again.
  DELETE FROM "history_years_months" WHERE "month" IS NULL;
  DELETE FROM "history_years_months_locales" WHERE "goal" IS NULL;
  DELETE FROM "history_years" WHERE "year" IS NULL;
  DELETE FROM "history_years_locales" WHERE "summary" IS NULL;
  ALTER TABLE "history_years_months" ALTER COLUMN "month" SET NOT NULL;
  ALTER TABLE "history_years_months_locales" ALTER COLUMN "goal" SET NOT NULL;
  ALTER TABLE "history_years" ALTER COLUMN "year" SET NOT NULL;
  ALTER TABLE "history_years_locales" ALTER COLUMN "summary" SET NOT NULL;
  ALTER TABLE "history" DROP COLUMN "_status";
  DROP TYPE "public"."enum_history_status";
  DROP TYPE "public"."enum__history_v_version_status";
  DROP TYPE "public"."enum__history_v_published_locale";`)
}
