import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('ko', 'en');
  CREATE TYPE "public"."enum_press_releases_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__press_releases_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__press_releases_v_published_locale" AS ENUM('ko', 'en');
  CREATE TYPE "public"."enum_media_reports_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__media_reports_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__media_reports_v_published_locale" AS ENUM('ko', 'en');
  CREATE TYPE "public"."enum_fact_checks_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__fact_checks_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__fact_checks_v_published_locale" AS ENUM('ko', 'en');
  CREATE TYPE "public"."enum_notices_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__notices_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__notices_v_published_locale" AS ENUM('ko', 'en');
  CREATE TYPE "public"."enum_writings_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__writings_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__writings_v_published_locale" AS ENUM('ko', 'en');
  CREATE TYPE "public"."enum_connection_sites_level" AS ENUM('1', '2', '3');
  CREATE TYPE "public"."enum_policies_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__policies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__policies_v_published_locale" AS ENUM('ko', 'en');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'editor', 'compliance');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "press_releases" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"thumbnail_id" integer,
  	"publish_date" timestamp(3) with time zone,
  	"search_title_ko" varchar,
  	"search_title_en" varchar,
  	"search_text_ko" varchar,
  	"search_text_en" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_press_releases_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "press_releases_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"source" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_press_releases_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_thumbnail_id" integer,
  	"version_publish_date" timestamp(3) with time zone,
  	"version_search_title_ko" varchar,
  	"version_search_title_en" varchar,
  	"version_search_text_ko" varchar,
  	"version_search_text_en" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__press_releases_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__press_releases_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_press_releases_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_source" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"thumbnail_id" integer,
  	"report_url" varchar,
  	"publish_date" timestamp(3) with time zone,
  	"search_title_ko" varchar,
  	"search_title_en" varchar,
  	"search_text_ko" varchar,
  	"search_text_en" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_media_reports_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "media_reports_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"source" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_media_reports_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_thumbnail_id" integer,
  	"version_report_url" varchar,
  	"version_publish_date" timestamp(3) with time zone,
  	"version_search_title_ko" varchar,
  	"version_search_title_en" varchar,
  	"version_search_text_ko" varchar,
  	"version_search_text_en" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__media_reports_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__media_reports_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_media_reports_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_source" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "fact_checks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"thumbnail_id" integer,
  	"publish_date" timestamp(3) with time zone,
  	"search_title_ko" varchar,
  	"search_title_en" varchar,
  	"search_text_ko" varchar,
  	"search_text_en" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_fact_checks_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "fact_checks_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"source" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_fact_checks_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_thumbnail_id" integer,
  	"version_publish_date" timestamp(3) with time zone,
  	"version_search_title_ko" varchar,
  	"version_search_title_en" varchar,
  	"version_search_text_ko" varchar,
  	"version_search_text_en" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__fact_checks_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__fact_checks_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_fact_checks_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_source" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "notices" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"pinned" boolean DEFAULT false,
  	"publish_date" timestamp(3) with time zone,
  	"search_title_ko" varchar,
  	"search_title_en" varchar,
  	"search_text_ko" varchar,
  	"search_text_en" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_notices_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "notices_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_notices_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_pinned" boolean DEFAULT false,
  	"version_publish_date" timestamp(3) with time zone,
  	"version_search_title_ko" varchar,
  	"version_search_title_en" varchar,
  	"version_search_text_ko" varchar,
  	"version_search_text_en" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__notices_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__notices_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_notices_v_locales" (
  	"version_title" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "writings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"thumbnail_id" integer,
  	"category_id" integer,
  	"publish_date" timestamp(3) with time zone,
  	"search_title_ko" varchar,
  	"search_title_en" varchar,
  	"search_text_ko" varchar,
  	"search_text_en" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_writings_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "writings_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_writings_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_thumbnail_id" integer,
  	"version_category_id" integer,
  	"version_publish_date" timestamp(3) with time zone,
  	"version_search_title_ko" varchar,
  	"version_search_title_en" varchar,
  	"version_search_text_ko" varchar,
  	"version_search_text_en" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__writings_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__writings_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_writings_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "writing_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"korea_name" varchar NOT NULL,
  	"english_name" varchar NOT NULL,
  	"korea_explanation" varchar,
  	"english_explanation" varchar,
  	"etc_name" varchar,
  	"etc_explanation" varchar,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fonts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"short_name" varchar NOT NULL,
  	"preview_image_id" integer,
  	"archive_id" integer,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "fonts_locales" (
  	"name" varchar NOT NULL,
  	"release_label" varchar NOT NULL,
  	"description" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "music_tracks_tags" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"tag" varchar NOT NULL
  );
  
  CREATE TABLE "music_tracks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"audio_id" integer,
  	"duration_seconds" numeric,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "music_tracks_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "connection_sites" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"level" "enum_connection_sites_level" NOT NULL,
  	"url" varchar NOT NULL,
  	"korea_name" varchar NOT NULL,
  	"english_name" varchar NOT NULL,
  	"order" numeric DEFAULT 0 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "policies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"effective_date" timestamp(3) with time zone,
  	"body" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_policies_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_policies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_effective_date" timestamp(3) with time zone,
  	"version_body" jsonb,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__policies_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__policies_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "images" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_thumbnail_url" varchar,
  	"sizes_thumbnail_width" numeric,
  	"sizes_thumbnail_height" numeric,
  	"sizes_thumbnail_mime_type" varchar,
  	"sizes_thumbnail_filesize" numeric,
  	"sizes_thumbnail_filename" varchar,
  	"sizes_share_url" varchar,
  	"sizes_share_width" numeric,
  	"sizes_share_height" numeric,
  	"sizes_share_mime_type" varchar,
  	"sizes_share_filesize" numeric,
  	"sizes_share_filename" varchar
  );
  
  CREATE TABLE "images_locales" (
  	"alt" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "downloads" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "downloads_locales" (
  	"label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "enum_users_role" DEFAULT 'editor' NOT NULL,
  	"dev_account" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"press_releases_id" integer,
  	"media_reports_id" integer,
  	"fact_checks_id" integer,
  	"notices_id" integer,
  	"writings_id" integer,
  	"writing_categories_id" integer,
  	"fonts_id" integer,
  	"music_tracks_id" integer,
  	"connection_sites_id" integer,
  	"policies_id" integer,
  	"images_id" integer,
  	"downloads_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_customer_service" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"phone" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_customer_service_locales" (
  	"label" varchar NOT NULL,
  	"hours" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"business_registration_number" varchar NOT NULL,
  	"email" varchar,
  	"default_share_image_id" integer,
  	"maintenance_mode" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_locales" (
  	"company_name" varchar NOT NULL,
  	"ceo" varchar NOT NULL,
  	"address" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "history_years_months" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"month" numeric NOT NULL
  );
  
  CREATE TABLE "history_years_months_locales" (
  	"goal" varchar NOT NULL,
  	"goal_detail" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "history_years" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric NOT NULL
  );
  
  CREATE TABLE "history_years_locales" (
  	"summary" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "history" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "music_album" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cover_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "music_album_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "press_releases" ADD CONSTRAINT "press_releases_thumbnail_id_images_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "press_releases_locales" ADD CONSTRAINT "press_releases_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."press_releases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_press_releases_v" ADD CONSTRAINT "_press_releases_v_parent_id_press_releases_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."press_releases"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_releases_v" ADD CONSTRAINT "_press_releases_v_version_thumbnail_id_images_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_press_releases_v_locales" ADD CONSTRAINT "_press_releases_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_press_releases_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_reports" ADD CONSTRAINT "media_reports_thumbnail_id_images_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "media_reports_locales" ADD CONSTRAINT "media_reports_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_media_reports_v" ADD CONSTRAINT "_media_reports_v_parent_id_media_reports_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."media_reports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_media_reports_v" ADD CONSTRAINT "_media_reports_v_version_thumbnail_id_images_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_media_reports_v_locales" ADD CONSTRAINT "_media_reports_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_media_reports_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fact_checks" ADD CONSTRAINT "fact_checks_thumbnail_id_images_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fact_checks_locales" ADD CONSTRAINT "fact_checks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fact_checks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_fact_checks_v" ADD CONSTRAINT "_fact_checks_v_parent_id_fact_checks_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."fact_checks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_fact_checks_v" ADD CONSTRAINT "_fact_checks_v_version_thumbnail_id_images_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_fact_checks_v_locales" ADD CONSTRAINT "_fact_checks_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_fact_checks_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "notices_locales" ADD CONSTRAINT "notices_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_notices_v" ADD CONSTRAINT "_notices_v_parent_id_notices_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."notices"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_notices_v_locales" ADD CONSTRAINT "_notices_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_notices_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "writings" ADD CONSTRAINT "writings_thumbnail_id_images_id_fk" FOREIGN KEY ("thumbnail_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "writings" ADD CONSTRAINT "writings_category_id_writing_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."writing_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "writings_locales" ADD CONSTRAINT "writings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."writings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_writings_v" ADD CONSTRAINT "_writings_v_parent_id_writings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."writings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_writings_v" ADD CONSTRAINT "_writings_v_version_thumbnail_id_images_id_fk" FOREIGN KEY ("version_thumbnail_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_writings_v" ADD CONSTRAINT "_writings_v_version_category_id_writing_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."writing_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_writings_v_locales" ADD CONSTRAINT "_writings_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_writings_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "fonts" ADD CONSTRAINT "fonts_preview_image_id_images_id_fk" FOREIGN KEY ("preview_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fonts" ADD CONSTRAINT "fonts_archive_id_downloads_id_fk" FOREIGN KEY ("archive_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "fonts_locales" ADD CONSTRAINT "fonts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."fonts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "music_tracks_tags" ADD CONSTRAINT "music_tracks_tags_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."music_tracks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "music_tracks" ADD CONSTRAINT "music_tracks_audio_id_downloads_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."downloads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "music_tracks_locales" ADD CONSTRAINT "music_tracks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."music_tracks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_policies_v" ADD CONSTRAINT "_policies_v_parent_id_policies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."policies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "images_locales" ADD CONSTRAINT "images_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "downloads_locales" ADD CONSTRAINT "downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_press_releases_fk" FOREIGN KEY ("press_releases_id") REFERENCES "public"."press_releases"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_reports_fk" FOREIGN KEY ("media_reports_id") REFERENCES "public"."media_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fact_checks_fk" FOREIGN KEY ("fact_checks_id") REFERENCES "public"."fact_checks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_notices_fk" FOREIGN KEY ("notices_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_writings_fk" FOREIGN KEY ("writings_id") REFERENCES "public"."writings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_writing_categories_fk" FOREIGN KEY ("writing_categories_id") REFERENCES "public"."writing_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_fonts_fk" FOREIGN KEY ("fonts_id") REFERENCES "public"."fonts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_music_tracks_fk" FOREIGN KEY ("music_tracks_id") REFERENCES "public"."music_tracks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_connection_sites_fk" FOREIGN KEY ("connection_sites_id") REFERENCES "public"."connection_sites"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_policies_fk" FOREIGN KEY ("policies_id") REFERENCES "public"."policies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_images_fk" FOREIGN KEY ("images_id") REFERENCES "public"."images"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_downloads_fk" FOREIGN KEY ("downloads_id") REFERENCES "public"."downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_customer_service" ADD CONSTRAINT "site_settings_customer_service_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_customer_service_locales" ADD CONSTRAINT "site_settings_customer_service_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings_customer_service"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_default_share_image_id_images_id_fk" FOREIGN KEY ("default_share_image_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "history_years_months" ADD CONSTRAINT "history_years_months_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."history_years"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "history_years_months_locales" ADD CONSTRAINT "history_years_months_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."history_years_months"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "history_years" ADD CONSTRAINT "history_years_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."history"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "history_years_locales" ADD CONSTRAINT "history_years_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."history_years"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "music_album" ADD CONSTRAINT "music_album_cover_id_images_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."images"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "music_album_locales" ADD CONSTRAINT "music_album_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."music_album"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "press_releases_thumbnail_idx" ON "press_releases" USING btree ("thumbnail_id");
  CREATE INDEX "press_releases_publish_date_idx" ON "press_releases" USING btree ("publish_date");
  CREATE INDEX "press_releases_updated_at_idx" ON "press_releases" USING btree ("updated_at");
  CREATE INDEX "press_releases_created_at_idx" ON "press_releases" USING btree ("created_at");
  CREATE INDEX "press_releases__status_idx" ON "press_releases" USING btree ("_status");
  CREATE UNIQUE INDEX "press_releases_locales_locale_parent_id_unique" ON "press_releases_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_press_releases_v_parent_idx" ON "_press_releases_v" USING btree ("parent_id");
  CREATE INDEX "_press_releases_v_version_version_thumbnail_idx" ON "_press_releases_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_press_releases_v_version_version_publish_date_idx" ON "_press_releases_v" USING btree ("version_publish_date");
  CREATE INDEX "_press_releases_v_version_version_updated_at_idx" ON "_press_releases_v" USING btree ("version_updated_at");
  CREATE INDEX "_press_releases_v_version_version_created_at_idx" ON "_press_releases_v" USING btree ("version_created_at");
  CREATE INDEX "_press_releases_v_version_version__status_idx" ON "_press_releases_v" USING btree ("version__status");
  CREATE INDEX "_press_releases_v_created_at_idx" ON "_press_releases_v" USING btree ("created_at");
  CREATE INDEX "_press_releases_v_updated_at_idx" ON "_press_releases_v" USING btree ("updated_at");
  CREATE INDEX "_press_releases_v_snapshot_idx" ON "_press_releases_v" USING btree ("snapshot");
  CREATE INDEX "_press_releases_v_published_locale_idx" ON "_press_releases_v" USING btree ("published_locale");
  CREATE INDEX "_press_releases_v_latest_idx" ON "_press_releases_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_press_releases_v_locales_locale_parent_id_unique" ON "_press_releases_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_reports_thumbnail_idx" ON "media_reports" USING btree ("thumbnail_id");
  CREATE INDEX "media_reports_publish_date_idx" ON "media_reports" USING btree ("publish_date");
  CREATE INDEX "media_reports_updated_at_idx" ON "media_reports" USING btree ("updated_at");
  CREATE INDEX "media_reports_created_at_idx" ON "media_reports" USING btree ("created_at");
  CREATE INDEX "media_reports__status_idx" ON "media_reports" USING btree ("_status");
  CREATE UNIQUE INDEX "media_reports_locales_locale_parent_id_unique" ON "media_reports_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_media_reports_v_parent_idx" ON "_media_reports_v" USING btree ("parent_id");
  CREATE INDEX "_media_reports_v_version_version_thumbnail_idx" ON "_media_reports_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_media_reports_v_version_version_publish_date_idx" ON "_media_reports_v" USING btree ("version_publish_date");
  CREATE INDEX "_media_reports_v_version_version_updated_at_idx" ON "_media_reports_v" USING btree ("version_updated_at");
  CREATE INDEX "_media_reports_v_version_version_created_at_idx" ON "_media_reports_v" USING btree ("version_created_at");
  CREATE INDEX "_media_reports_v_version_version__status_idx" ON "_media_reports_v" USING btree ("version__status");
  CREATE INDEX "_media_reports_v_created_at_idx" ON "_media_reports_v" USING btree ("created_at");
  CREATE INDEX "_media_reports_v_updated_at_idx" ON "_media_reports_v" USING btree ("updated_at");
  CREATE INDEX "_media_reports_v_snapshot_idx" ON "_media_reports_v" USING btree ("snapshot");
  CREATE INDEX "_media_reports_v_published_locale_idx" ON "_media_reports_v" USING btree ("published_locale");
  CREATE INDEX "_media_reports_v_latest_idx" ON "_media_reports_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_media_reports_v_locales_locale_parent_id_unique" ON "_media_reports_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "fact_checks_thumbnail_idx" ON "fact_checks" USING btree ("thumbnail_id");
  CREATE INDEX "fact_checks_publish_date_idx" ON "fact_checks" USING btree ("publish_date");
  CREATE INDEX "fact_checks_updated_at_idx" ON "fact_checks" USING btree ("updated_at");
  CREATE INDEX "fact_checks_created_at_idx" ON "fact_checks" USING btree ("created_at");
  CREATE INDEX "fact_checks__status_idx" ON "fact_checks" USING btree ("_status");
  CREATE UNIQUE INDEX "fact_checks_locales_locale_parent_id_unique" ON "fact_checks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_fact_checks_v_parent_idx" ON "_fact_checks_v" USING btree ("parent_id");
  CREATE INDEX "_fact_checks_v_version_version_thumbnail_idx" ON "_fact_checks_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_fact_checks_v_version_version_publish_date_idx" ON "_fact_checks_v" USING btree ("version_publish_date");
  CREATE INDEX "_fact_checks_v_version_version_updated_at_idx" ON "_fact_checks_v" USING btree ("version_updated_at");
  CREATE INDEX "_fact_checks_v_version_version_created_at_idx" ON "_fact_checks_v" USING btree ("version_created_at");
  CREATE INDEX "_fact_checks_v_version_version__status_idx" ON "_fact_checks_v" USING btree ("version__status");
  CREATE INDEX "_fact_checks_v_created_at_idx" ON "_fact_checks_v" USING btree ("created_at");
  CREATE INDEX "_fact_checks_v_updated_at_idx" ON "_fact_checks_v" USING btree ("updated_at");
  CREATE INDEX "_fact_checks_v_snapshot_idx" ON "_fact_checks_v" USING btree ("snapshot");
  CREATE INDEX "_fact_checks_v_published_locale_idx" ON "_fact_checks_v" USING btree ("published_locale");
  CREATE INDEX "_fact_checks_v_latest_idx" ON "_fact_checks_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_fact_checks_v_locales_locale_parent_id_unique" ON "_fact_checks_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "notices_pinned_idx" ON "notices" USING btree ("pinned");
  CREATE INDEX "notices_publish_date_idx" ON "notices" USING btree ("publish_date");
  CREATE INDEX "notices_updated_at_idx" ON "notices" USING btree ("updated_at");
  CREATE INDEX "notices_created_at_idx" ON "notices" USING btree ("created_at");
  CREATE INDEX "notices__status_idx" ON "notices" USING btree ("_status");
  CREATE UNIQUE INDEX "notices_locales_locale_parent_id_unique" ON "notices_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_notices_v_parent_idx" ON "_notices_v" USING btree ("parent_id");
  CREATE INDEX "_notices_v_version_version_pinned_idx" ON "_notices_v" USING btree ("version_pinned");
  CREATE INDEX "_notices_v_version_version_publish_date_idx" ON "_notices_v" USING btree ("version_publish_date");
  CREATE INDEX "_notices_v_version_version_updated_at_idx" ON "_notices_v" USING btree ("version_updated_at");
  CREATE INDEX "_notices_v_version_version_created_at_idx" ON "_notices_v" USING btree ("version_created_at");
  CREATE INDEX "_notices_v_version_version__status_idx" ON "_notices_v" USING btree ("version__status");
  CREATE INDEX "_notices_v_created_at_idx" ON "_notices_v" USING btree ("created_at");
  CREATE INDEX "_notices_v_updated_at_idx" ON "_notices_v" USING btree ("updated_at");
  CREATE INDEX "_notices_v_snapshot_idx" ON "_notices_v" USING btree ("snapshot");
  CREATE INDEX "_notices_v_published_locale_idx" ON "_notices_v" USING btree ("published_locale");
  CREATE INDEX "_notices_v_latest_idx" ON "_notices_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_notices_v_locales_locale_parent_id_unique" ON "_notices_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "writings_thumbnail_idx" ON "writings" USING btree ("thumbnail_id");
  CREATE INDEX "writings_category_idx" ON "writings" USING btree ("category_id");
  CREATE INDEX "writings_publish_date_idx" ON "writings" USING btree ("publish_date");
  CREATE INDEX "writings_updated_at_idx" ON "writings" USING btree ("updated_at");
  CREATE INDEX "writings_created_at_idx" ON "writings" USING btree ("created_at");
  CREATE INDEX "writings__status_idx" ON "writings" USING btree ("_status");
  CREATE UNIQUE INDEX "writings_locales_locale_parent_id_unique" ON "writings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_writings_v_parent_idx" ON "_writings_v" USING btree ("parent_id");
  CREATE INDEX "_writings_v_version_version_thumbnail_idx" ON "_writings_v" USING btree ("version_thumbnail_id");
  CREATE INDEX "_writings_v_version_version_category_idx" ON "_writings_v" USING btree ("version_category_id");
  CREATE INDEX "_writings_v_version_version_publish_date_idx" ON "_writings_v" USING btree ("version_publish_date");
  CREATE INDEX "_writings_v_version_version_updated_at_idx" ON "_writings_v" USING btree ("version_updated_at");
  CREATE INDEX "_writings_v_version_version_created_at_idx" ON "_writings_v" USING btree ("version_created_at");
  CREATE INDEX "_writings_v_version_version__status_idx" ON "_writings_v" USING btree ("version__status");
  CREATE INDEX "_writings_v_created_at_idx" ON "_writings_v" USING btree ("created_at");
  CREATE INDEX "_writings_v_updated_at_idx" ON "_writings_v" USING btree ("updated_at");
  CREATE INDEX "_writings_v_snapshot_idx" ON "_writings_v" USING btree ("snapshot");
  CREATE INDEX "_writings_v_published_locale_idx" ON "_writings_v" USING btree ("published_locale");
  CREATE INDEX "_writings_v_latest_idx" ON "_writings_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_writings_v_locales_locale_parent_id_unique" ON "_writings_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "writing_categories_order_idx" ON "writing_categories" USING btree ("order");
  CREATE INDEX "writing_categories_updated_at_idx" ON "writing_categories" USING btree ("updated_at");
  CREATE INDEX "writing_categories_created_at_idx" ON "writing_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "fonts_short_name_idx" ON "fonts" USING btree ("short_name");
  CREATE INDEX "fonts_preview_image_idx" ON "fonts" USING btree ("preview_image_id");
  CREATE INDEX "fonts_archive_idx" ON "fonts" USING btree ("archive_id");
  CREATE INDEX "fonts_order_idx" ON "fonts" USING btree ("order");
  CREATE INDEX "fonts_updated_at_idx" ON "fonts" USING btree ("updated_at");
  CREATE INDEX "fonts_created_at_idx" ON "fonts" USING btree ("created_at");
  CREATE UNIQUE INDEX "fonts_locales_locale_parent_id_unique" ON "fonts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "music_tracks_tags_order_idx" ON "music_tracks_tags" USING btree ("_order");
  CREATE INDEX "music_tracks_tags_parent_id_idx" ON "music_tracks_tags" USING btree ("_parent_id");
  CREATE INDEX "music_tracks_tags_locale_idx" ON "music_tracks_tags" USING btree ("_locale");
  CREATE INDEX "music_tracks_audio_idx" ON "music_tracks" USING btree ("audio_id");
  CREATE INDEX "music_tracks_order_idx" ON "music_tracks" USING btree ("order");
  CREATE INDEX "music_tracks_updated_at_idx" ON "music_tracks" USING btree ("updated_at");
  CREATE INDEX "music_tracks_created_at_idx" ON "music_tracks" USING btree ("created_at");
  CREATE UNIQUE INDEX "music_tracks_locales_locale_parent_id_unique" ON "music_tracks_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "connection_sites_level_idx" ON "connection_sites" USING btree ("level");
  CREATE INDEX "connection_sites_order_idx" ON "connection_sites" USING btree ("order");
  CREATE INDEX "connection_sites_updated_at_idx" ON "connection_sites" USING btree ("updated_at");
  CREATE INDEX "connection_sites_created_at_idx" ON "connection_sites" USING btree ("created_at");
  CREATE INDEX "policies_effective_date_idx" ON "policies" USING btree ("effective_date");
  CREATE INDEX "policies_updated_at_idx" ON "policies" USING btree ("updated_at");
  CREATE INDEX "policies_created_at_idx" ON "policies" USING btree ("created_at");
  CREATE INDEX "policies__status_idx" ON "policies" USING btree ("_status");
  CREATE INDEX "_policies_v_parent_idx" ON "_policies_v" USING btree ("parent_id");
  CREATE INDEX "_policies_v_version_version_effective_date_idx" ON "_policies_v" USING btree ("version_effective_date");
  CREATE INDEX "_policies_v_version_version_updated_at_idx" ON "_policies_v" USING btree ("version_updated_at");
  CREATE INDEX "_policies_v_version_version_created_at_idx" ON "_policies_v" USING btree ("version_created_at");
  CREATE INDEX "_policies_v_version_version__status_idx" ON "_policies_v" USING btree ("version__status");
  CREATE INDEX "_policies_v_created_at_idx" ON "_policies_v" USING btree ("created_at");
  CREATE INDEX "_policies_v_updated_at_idx" ON "_policies_v" USING btree ("updated_at");
  CREATE INDEX "_policies_v_snapshot_idx" ON "_policies_v" USING btree ("snapshot");
  CREATE INDEX "_policies_v_published_locale_idx" ON "_policies_v" USING btree ("published_locale");
  CREATE INDEX "_policies_v_latest_idx" ON "_policies_v" USING btree ("latest");
  CREATE INDEX "images_updated_at_idx" ON "images" USING btree ("updated_at");
  CREATE INDEX "images_created_at_idx" ON "images" USING btree ("created_at");
  CREATE UNIQUE INDEX "images_filename_idx" ON "images" USING btree ("filename");
  CREATE INDEX "images_sizes_thumbnail_sizes_thumbnail_filename_idx" ON "images" USING btree ("sizes_thumbnail_filename");
  CREATE INDEX "images_sizes_share_sizes_share_filename_idx" ON "images" USING btree ("sizes_share_filename");
  CREATE UNIQUE INDEX "images_locales_locale_parent_id_unique" ON "images_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "downloads_updated_at_idx" ON "downloads" USING btree ("updated_at");
  CREATE INDEX "downloads_created_at_idx" ON "downloads" USING btree ("created_at");
  CREATE UNIQUE INDEX "downloads_filename_idx" ON "downloads" USING btree ("filename");
  CREATE UNIQUE INDEX "downloads_locales_locale_parent_id_unique" ON "downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_press_releases_id_idx" ON "payload_locked_documents_rels" USING btree ("press_releases_id");
  CREATE INDEX "payload_locked_documents_rels_media_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("media_reports_id");
  CREATE INDEX "payload_locked_documents_rels_fact_checks_id_idx" ON "payload_locked_documents_rels" USING btree ("fact_checks_id");
  CREATE INDEX "payload_locked_documents_rels_notices_id_idx" ON "payload_locked_documents_rels" USING btree ("notices_id");
  CREATE INDEX "payload_locked_documents_rels_writings_id_idx" ON "payload_locked_documents_rels" USING btree ("writings_id");
  CREATE INDEX "payload_locked_documents_rels_writing_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("writing_categories_id");
  CREATE INDEX "payload_locked_documents_rels_fonts_id_idx" ON "payload_locked_documents_rels" USING btree ("fonts_id");
  CREATE INDEX "payload_locked_documents_rels_music_tracks_id_idx" ON "payload_locked_documents_rels" USING btree ("music_tracks_id");
  CREATE INDEX "payload_locked_documents_rels_connection_sites_id_idx" ON "payload_locked_documents_rels" USING btree ("connection_sites_id");
  CREATE INDEX "payload_locked_documents_rels_policies_id_idx" ON "payload_locked_documents_rels" USING btree ("policies_id");
  CREATE INDEX "payload_locked_documents_rels_images_id_idx" ON "payload_locked_documents_rels" USING btree ("images_id");
  CREATE INDEX "payload_locked_documents_rels_downloads_id_idx" ON "payload_locked_documents_rels" USING btree ("downloads_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_customer_service_order_idx" ON "site_settings_customer_service" USING btree ("_order");
  CREATE INDEX "site_settings_customer_service_parent_id_idx" ON "site_settings_customer_service" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "site_settings_customer_service_locales_locale_parent_id_uniq" ON "site_settings_customer_service_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_default_share_image_idx" ON "site_settings" USING btree ("default_share_image_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "history_years_months_order_idx" ON "history_years_months" USING btree ("_order");
  CREATE INDEX "history_years_months_parent_id_idx" ON "history_years_months" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "history_years_months_locales_locale_parent_id_unique" ON "history_years_months_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "history_years_order_idx" ON "history_years" USING btree ("_order");
  CREATE INDEX "history_years_parent_id_idx" ON "history_years" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "history_years_locales_locale_parent_id_unique" ON "history_years_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "music_album_cover_idx" ON "music_album" USING btree ("cover_id");
  CREATE UNIQUE INDEX "music_album_locales_locale_parent_id_unique" ON "music_album_locales" USING btree ("_locale","_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "press_releases" CASCADE;
  DROP TABLE "press_releases_locales" CASCADE;
  DROP TABLE "_press_releases_v" CASCADE;
  DROP TABLE "_press_releases_v_locales" CASCADE;
  DROP TABLE "media_reports" CASCADE;
  DROP TABLE "media_reports_locales" CASCADE;
  DROP TABLE "_media_reports_v" CASCADE;
  DROP TABLE "_media_reports_v_locales" CASCADE;
  DROP TABLE "fact_checks" CASCADE;
  DROP TABLE "fact_checks_locales" CASCADE;
  DROP TABLE "_fact_checks_v" CASCADE;
  DROP TABLE "_fact_checks_v_locales" CASCADE;
  DROP TABLE "notices" CASCADE;
  DROP TABLE "notices_locales" CASCADE;
  DROP TABLE "_notices_v" CASCADE;
  DROP TABLE "_notices_v_locales" CASCADE;
  DROP TABLE "writings" CASCADE;
  DROP TABLE "writings_locales" CASCADE;
  DROP TABLE "_writings_v" CASCADE;
  DROP TABLE "_writings_v_locales" CASCADE;
  DROP TABLE "writing_categories" CASCADE;
  DROP TABLE "fonts" CASCADE;
  DROP TABLE "fonts_locales" CASCADE;
  DROP TABLE "music_tracks_tags" CASCADE;
  DROP TABLE "music_tracks" CASCADE;
  DROP TABLE "music_tracks_locales" CASCADE;
  DROP TABLE "connection_sites" CASCADE;
  DROP TABLE "policies" CASCADE;
  DROP TABLE "_policies_v" CASCADE;
  DROP TABLE "images" CASCADE;
  DROP TABLE "images_locales" CASCADE;
  DROP TABLE "downloads" CASCADE;
  DROP TABLE "downloads_locales" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_customer_service" CASCADE;
  DROP TABLE "site_settings_customer_service_locales" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "history_years_months" CASCADE;
  DROP TABLE "history_years_months_locales" CASCADE;
  DROP TABLE "history_years" CASCADE;
  DROP TABLE "history_years_locales" CASCADE;
  DROP TABLE "history" CASCADE;
  DROP TABLE "music_album" CASCADE;
  DROP TABLE "music_album_locales" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_press_releases_status";
  DROP TYPE "public"."enum__press_releases_v_version_status";
  DROP TYPE "public"."enum__press_releases_v_published_locale";
  DROP TYPE "public"."enum_media_reports_status";
  DROP TYPE "public"."enum__media_reports_v_version_status";
  DROP TYPE "public"."enum__media_reports_v_published_locale";
  DROP TYPE "public"."enum_fact_checks_status";
  DROP TYPE "public"."enum__fact_checks_v_version_status";
  DROP TYPE "public"."enum__fact_checks_v_published_locale";
  DROP TYPE "public"."enum_notices_status";
  DROP TYPE "public"."enum__notices_v_version_status";
  DROP TYPE "public"."enum__notices_v_published_locale";
  DROP TYPE "public"."enum_writings_status";
  DROP TYPE "public"."enum__writings_v_version_status";
  DROP TYPE "public"."enum__writings_v_published_locale";
  DROP TYPE "public"."enum_connection_sites_level";
  DROP TYPE "public"."enum_policies_status";
  DROP TYPE "public"."enum__policies_v_version_status";
  DROP TYPE "public"."enum__policies_v_published_locale";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
