import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * View and click analytics (src/lib/analytics). Generated: the job's name in Payload's job tables.
 * Written by hand: raw events (kept 30 days), their daily counts (kept), the salt of each day's
 * visitor hash (kept until the day is over) and the aggregation's watermark. Plain tables, not
 * Payload collections: a beacon's insert must not run a collection's hooks, and editors read the
 * counts in their own admin view.
 */
export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'aggregateAnalytics' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'aggregateAnalytics' BEFORE 'schedulePublish';`)
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS analytics_events (
      id bigserial PRIMARY KEY,
      received_at timestamptz NOT NULL,
      element varchar(40) NOT NULL,
      type varchar(5) NOT NULL CHECK (type IN ('view', 'click')),
      locale varchar(2) NOT NULL CHECK (locale IN ('ko', 'en')),
      visitor varchar(22) NOT NULL
    );
    CREATE INDEX IF NOT EXISTS analytics_events_received_at_idx ON analytics_events (received_at);
    CREATE TABLE IF NOT EXISTS analytics_daily (
      day date NOT NULL,
      element varchar(40) NOT NULL,
      locale varchar(2) NOT NULL,
      views integer NOT NULL,
      clicks integer NOT NULL,
      PRIMARY KEY (day, element, locale)
    );
    CREATE TABLE IF NOT EXISTS analytics_salts (
      day date PRIMARY KEY,
      salt bytea NOT NULL
    );
    CREATE TABLE IF NOT EXISTS analytics_runs (
      id integer PRIMARY KEY CHECK (id = 1),
      last_event_id bigint NOT NULL,
      ran_at timestamptz NOT NULL
    );`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS analytics_runs, analytics_salts, analytics_daily, analytics_events;`)
  await db.execute(sql`
   ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'sendSubmissionMail', 'purgeExpiredSubmissions', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'sendSubmissionMail', 'purgeExpiredSubmissions', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";`)
}
