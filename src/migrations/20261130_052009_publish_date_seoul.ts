import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_press_releases_publishdate_tz" AS ENUM('Asia/Seoul');
  CREATE TYPE "public"."enum__press_releases_v_version_publishdate_tz" AS ENUM('Asia/Seoul');
  CREATE TYPE "public"."enum_media_reports_publishdate_tz" AS ENUM('Asia/Seoul');
  CREATE TYPE "public"."enum__media_reports_v_version_publishdate_tz" AS ENUM('Asia/Seoul');
  CREATE TYPE "public"."enum_fact_checks_publishdate_tz" AS ENUM('Asia/Seoul');
  CREATE TYPE "public"."enum__fact_checks_v_version_publishdate_tz" AS ENUM('Asia/Seoul');
  CREATE TYPE "public"."enum_notices_publishdate_tz" AS ENUM('Asia/Seoul');
  CREATE TYPE "public"."enum__notices_v_version_publishdate_tz" AS ENUM('Asia/Seoul');
  CREATE TYPE "public"."enum_writings_publishdate_tz" AS ENUM('Asia/Seoul');
  CREATE TYPE "public"."enum__writings_v_version_publishdate_tz" AS ENUM('Asia/Seoul');
  ALTER TABLE "press_releases" ADD COLUMN "publishdate_tz" "enum_press_releases_publishdate_tz" DEFAULT 'Asia/Seoul';
  ALTER TABLE "_press_releases_v" ADD COLUMN "version_publishdate_tz" "enum__press_releases_v_version_publishdate_tz" DEFAULT 'Asia/Seoul';
  ALTER TABLE "media_reports" ADD COLUMN "publishdate_tz" "enum_media_reports_publishdate_tz" DEFAULT 'Asia/Seoul';
  ALTER TABLE "_media_reports_v" ADD COLUMN "version_publishdate_tz" "enum__media_reports_v_version_publishdate_tz" DEFAULT 'Asia/Seoul';
  ALTER TABLE "fact_checks" ADD COLUMN "publishdate_tz" "enum_fact_checks_publishdate_tz" DEFAULT 'Asia/Seoul';
  ALTER TABLE "_fact_checks_v" ADD COLUMN "version_publishdate_tz" "enum__fact_checks_v_version_publishdate_tz" DEFAULT 'Asia/Seoul';
  ALTER TABLE "notices" ADD COLUMN "publishdate_tz" "enum_notices_publishdate_tz" DEFAULT 'Asia/Seoul';
  ALTER TABLE "_notices_v" ADD COLUMN "version_publishdate_tz" "enum__notices_v_version_publishdate_tz" DEFAULT 'Asia/Seoul';
  ALTER TABLE "writings" ADD COLUMN "publishdate_tz" "enum_writings_publishdate_tz" DEFAULT 'Asia/Seoul';
  ALTER TABLE "_writings_v" ADD COLUMN "version_publishdate_tz" "enum__writings_v_version_publishdate_tz" DEFAULT 'Asia/Seoul';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "press_releases" DROP COLUMN "publishdate_tz";
  ALTER TABLE "_press_releases_v" DROP COLUMN "version_publishdate_tz";
  ALTER TABLE "media_reports" DROP COLUMN "publishdate_tz";
  ALTER TABLE "_media_reports_v" DROP COLUMN "version_publishdate_tz";
  ALTER TABLE "fact_checks" DROP COLUMN "publishdate_tz";
  ALTER TABLE "_fact_checks_v" DROP COLUMN "version_publishdate_tz";
  ALTER TABLE "notices" DROP COLUMN "publishdate_tz";
  ALTER TABLE "_notices_v" DROP COLUMN "version_publishdate_tz";
  ALTER TABLE "writings" DROP COLUMN "publishdate_tz";
  ALTER TABLE "_writings_v" DROP COLUMN "version_publishdate_tz";
  DROP TYPE "public"."enum_press_releases_publishdate_tz";
  DROP TYPE "public"."enum__press_releases_v_version_publishdate_tz";
  DROP TYPE "public"."enum_media_reports_publishdate_tz";
  DROP TYPE "public"."enum__media_reports_v_version_publishdate_tz";
  DROP TYPE "public"."enum_fact_checks_publishdate_tz";
  DROP TYPE "public"."enum__fact_checks_v_version_publishdate_tz";
  DROP TYPE "public"."enum_notices_publishdate_tz";
  DROP TYPE "public"."enum__notices_v_version_publishdate_tz";
  DROP TYPE "public"."enum_writings_publishdate_tz";
  DROP TYPE "public"."enum__writings_v_version_publishdate_tz";`)
}
