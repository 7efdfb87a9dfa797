import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The columns @payloadcms/storage-s3 adds to the libraries it stores (`prefix`: the object's
 * folder; `_objectKey`: set only by client uploads, which are off). Added whether or not S3 is
 * configured (the plugin's `alwaysInsertFields`), so the schema never depends on where files live.
 */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "images" ADD COLUMN "prefix" varchar DEFAULT 'images';
  ALTER TABLE "images" ADD COLUMN "_objectkey" varchar;
  ALTER TABLE "downloads" ADD COLUMN "prefix" varchar DEFAULT 'downloads';
  ALTER TABLE "downloads" ADD COLUMN "_objectkey" varchar;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "images" DROP COLUMN "prefix";
  ALTER TABLE "images" DROP COLUMN "_objectkey";
  ALTER TABLE "downloads" DROP COLUMN "prefix";
  ALTER TABLE "downloads" DROP COLUMN "_objectkey";`)
}
