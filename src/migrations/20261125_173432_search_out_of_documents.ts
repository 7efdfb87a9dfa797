import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "press_releases" DROP COLUMN "search_title_ko";
  ALTER TABLE "press_releases" DROP COLUMN "search_title_en";
  ALTER TABLE "press_releases" DROP COLUMN "search_text_ko";
  ALTER TABLE "press_releases" DROP COLUMN "search_text_en";
  ALTER TABLE "_press_releases_v" DROP COLUMN "version_search_title_ko";
  ALTER TABLE "_press_releases_v" DROP COLUMN "version_search_title_en";
  ALTER TABLE "_press_releases_v" DROP COLUMN "version_search_text_ko";
  ALTER TABLE "_press_releases_v" DROP COLUMN "version_search_text_en";
  ALTER TABLE "media_reports" DROP COLUMN "search_title_ko";
  ALTER TABLE "media_reports" DROP COLUMN "search_title_en";
  ALTER TABLE "media_reports" DROP COLUMN "search_text_ko";
  ALTER TABLE "media_reports" DROP COLUMN "search_text_en";
  ALTER TABLE "_media_reports_v" DROP COLUMN "version_search_title_ko";
  ALTER TABLE "_media_reports_v" DROP COLUMN "version_search_title_en";
  ALTER TABLE "_media_reports_v" DROP COLUMN "version_search_text_ko";
  ALTER TABLE "_media_reports_v" DROP COLUMN "version_search_text_en";
  ALTER TABLE "fact_checks" DROP COLUMN "search_title_ko";
  ALTER TABLE "fact_checks" DROP COLUMN "search_title_en";
  ALTER TABLE "fact_checks" DROP COLUMN "search_text_ko";
  ALTER TABLE "fact_checks" DROP COLUMN "search_text_en";
  ALTER TABLE "_fact_checks_v" DROP COLUMN "version_search_title_ko";
  ALTER TABLE "_fact_checks_v" DROP COLUMN "version_search_title_en";
  ALTER TABLE "_fact_checks_v" DROP COLUMN "version_search_text_ko";
  ALTER TABLE "_fact_checks_v" DROP COLUMN "version_search_text_en";
  ALTER TABLE "notices" DROP COLUMN "search_title_ko";
  ALTER TABLE "notices" DROP COLUMN "search_title_en";
  ALTER TABLE "notices" DROP COLUMN "search_text_ko";
  ALTER TABLE "notices" DROP COLUMN "search_text_en";
  ALTER TABLE "_notices_v" DROP COLUMN "version_search_title_ko";
  ALTER TABLE "_notices_v" DROP COLUMN "version_search_title_en";
  ALTER TABLE "_notices_v" DROP COLUMN "version_search_text_ko";
  ALTER TABLE "_notices_v" DROP COLUMN "version_search_text_en";
  ALTER TABLE "writings" DROP COLUMN "search_title_ko";
  ALTER TABLE "writings" DROP COLUMN "search_title_en";
  ALTER TABLE "writings" DROP COLUMN "search_text_ko";
  ALTER TABLE "writings" DROP COLUMN "search_text_en";
  ALTER TABLE "_writings_v" DROP COLUMN "version_search_title_ko";
  ALTER TABLE "_writings_v" DROP COLUMN "version_search_title_en";
  ALTER TABLE "_writings_v" DROP COLUMN "version_search_text_ko";
  ALTER TABLE "_writings_v" DROP COLUMN "version_search_text_en";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "press_releases" ADD COLUMN "search_title_ko" varchar;
  ALTER TABLE "press_releases" ADD COLUMN "search_title_en" varchar;
  ALTER TABLE "press_releases" ADD COLUMN "search_text_ko" varchar;
  ALTER TABLE "press_releases" ADD COLUMN "search_text_en" varchar;
  ALTER TABLE "_press_releases_v" ADD COLUMN "version_search_title_ko" varchar;
  ALTER TABLE "_press_releases_v" ADD COLUMN "version_search_title_en" varchar;
  ALTER TABLE "_press_releases_v" ADD COLUMN "version_search_text_ko" varchar;
  ALTER TABLE "_press_releases_v" ADD COLUMN "version_search_text_en" varchar;
  ALTER TABLE "media_reports" ADD COLUMN "search_title_ko" varchar;
  ALTER TABLE "media_reports" ADD COLUMN "search_title_en" varchar;
  ALTER TABLE "media_reports" ADD COLUMN "search_text_ko" varchar;
  ALTER TABLE "media_reports" ADD COLUMN "search_text_en" varchar;
  ALTER TABLE "_media_reports_v" ADD COLUMN "version_search_title_ko" varchar;
  ALTER TABLE "_media_reports_v" ADD COLUMN "version_search_title_en" varchar;
  ALTER TABLE "_media_reports_v" ADD COLUMN "version_search_text_ko" varchar;
  ALTER TABLE "_media_reports_v" ADD COLUMN "version_search_text_en" varchar;
  ALTER TABLE "fact_checks" ADD COLUMN "search_title_ko" varchar;
  ALTER TABLE "fact_checks" ADD COLUMN "search_title_en" varchar;
  ALTER TABLE "fact_checks" ADD COLUMN "search_text_ko" varchar;
  ALTER TABLE "fact_checks" ADD COLUMN "search_text_en" varchar;
  ALTER TABLE "_fact_checks_v" ADD COLUMN "version_search_title_ko" varchar;
  ALTER TABLE "_fact_checks_v" ADD COLUMN "version_search_title_en" varchar;
  ALTER TABLE "_fact_checks_v" ADD COLUMN "version_search_text_ko" varchar;
  ALTER TABLE "_fact_checks_v" ADD COLUMN "version_search_text_en" varchar;
  ALTER TABLE "notices" ADD COLUMN "search_title_ko" varchar;
  ALTER TABLE "notices" ADD COLUMN "search_title_en" varchar;
  ALTER TABLE "notices" ADD COLUMN "search_text_ko" varchar;
  ALTER TABLE "notices" ADD COLUMN "search_text_en" varchar;
  ALTER TABLE "_notices_v" ADD COLUMN "version_search_title_ko" varchar;
  ALTER TABLE "_notices_v" ADD COLUMN "version_search_title_en" varchar;
  ALTER TABLE "_notices_v" ADD COLUMN "version_search_text_ko" varchar;
  ALTER TABLE "_notices_v" ADD COLUMN "version_search_text_en" varchar;
  ALTER TABLE "writings" ADD COLUMN "search_title_ko" varchar;
  ALTER TABLE "writings" ADD COLUMN "search_title_en" varchar;
  ALTER TABLE "writings" ADD COLUMN "search_text_ko" varchar;
  ALTER TABLE "writings" ADD COLUMN "search_text_en" varchar;
  ALTER TABLE "_writings_v" ADD COLUMN "version_search_title_ko" varchar;
  ALTER TABLE "_writings_v" ADD COLUMN "version_search_title_en" varchar;
  ALTER TABLE "_writings_v" ADD COLUMN "version_search_text_ko" varchar;
  ALTER TABLE "_writings_v" ADD COLUMN "version_search_text_en" varchar;`)
}
