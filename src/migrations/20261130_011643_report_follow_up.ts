import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** A reporter's follow-up without a reply yet marks its case (src/collections/ReportMessages/hooks.ts). */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ethics_reports" ADD COLUMN "follow_up_at" timestamp(3) with time zone;
  CREATE INDEX "ethics_reports_follow_up_at_idx" ON "ethics_reports" USING btree ("follow_up_at");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "ethics_reports_follow_up_at_idx";
  ALTER TABLE "ethics_reports" DROP COLUMN "follow_up_at";`)
}
