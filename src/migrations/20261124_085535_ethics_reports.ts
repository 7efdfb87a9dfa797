import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_ethics_reports_form" AS ENUM('consult', 'report');
  CREATE TYPE "public"."enum_ethics_reports_status" AS ENUM('received', 'inReview', 'answered', 'closed');
  CREATE TYPE "public"."enum_ethics_reports_locale" AS ENUM('ko', 'en');
  CREATE TYPE "public"."enum_report_messages_author" AS ENUM('reporter', 'staff');
  CREATE TYPE "public"."enum_report_audit_log_action" AS ENUM('created', 'read', 'statusChanged', 'replied', 'downloaded', 'purged');
  CREATE TABLE "ethics_reports" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"receipt_number" varchar NOT NULL,
  	"form" "enum_ethics_reports_form" NOT NULL,
  	"status" "enum_ethics_reports_status" DEFAULT 'received' NOT NULL,
  	"assignee_id" integer,
  	"received_at" timestamp(3) with time zone NOT NULL,
  	"acknowledge_by" timestamp(3) with time zone,
  	"result_by" timestamp(3) with time zone,
  	"acknowledged_at" timestamp(3) with time zone,
  	"closed_at" timestamp(3) with time zone,
  	"locale" "enum_ethics_reports_locale" NOT NULL,
  	"internal_notes" varchar,
  	"seal_id" varchar NOT NULL,
  	"wrapped_key" varchar NOT NULL,
  	"sealed" varchar NOT NULL,
  	"secret_hash" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "report_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"report_id" integer NOT NULL,
  	"author" "enum_report_messages_author" DEFAULT 'staff' NOT NULL,
  	"staff_user_id" integer,
  	"sealed" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "report_audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"case_number" varchar NOT NULL,
  	"report_id" integer,
  	"user_id" integer,
  	"action" "enum_report_audit_log_action" NOT NULL,
  	"from_status" varchar,
  	"to_status" varchar,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ethics_reports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "report_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "report_audit_log_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "reports_retention_months" numeric DEFAULT 12 NOT NULL;
  ALTER TABLE "ethics_reports" ADD CONSTRAINT "ethics_reports_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "report_messages" ADD CONSTRAINT "report_messages_report_id_ethics_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."ethics_reports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "report_messages" ADD CONSTRAINT "report_messages_staff_user_id_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "report_audit_log" ADD CONSTRAINT "report_audit_log_report_id_ethics_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."ethics_reports"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "report_audit_log" ADD CONSTRAINT "report_audit_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "ethics_reports_receipt_number_idx" ON "ethics_reports" USING btree ("receipt_number");
  CREATE INDEX "ethics_reports_form_idx" ON "ethics_reports" USING btree ("form");
  CREATE INDEX "ethics_reports_status_idx" ON "ethics_reports" USING btree ("status");
  CREATE INDEX "ethics_reports_assignee_idx" ON "ethics_reports" USING btree ("assignee_id");
  CREATE INDEX "ethics_reports_received_at_idx" ON "ethics_reports" USING btree ("received_at");
  CREATE INDEX "ethics_reports_acknowledge_by_idx" ON "ethics_reports" USING btree ("acknowledge_by");
  CREATE INDEX "ethics_reports_result_by_idx" ON "ethics_reports" USING btree ("result_by");
  CREATE INDEX "ethics_reports_closed_at_idx" ON "ethics_reports" USING btree ("closed_at");
  CREATE INDEX "ethics_reports_updated_at_idx" ON "ethics_reports" USING btree ("updated_at");
  CREATE INDEX "ethics_reports_created_at_idx" ON "ethics_reports" USING btree ("created_at");
  CREATE INDEX "report_messages_report_idx" ON "report_messages" USING btree ("report_id");
  CREATE INDEX "report_messages_staff_user_idx" ON "report_messages" USING btree ("staff_user_id");
  CREATE INDEX "report_messages_updated_at_idx" ON "report_messages" USING btree ("updated_at");
  CREATE INDEX "report_messages_created_at_idx" ON "report_messages" USING btree ("created_at");
  CREATE INDEX "report_audit_log_case_number_idx" ON "report_audit_log" USING btree ("case_number");
  CREATE INDEX "report_audit_log_report_idx" ON "report_audit_log" USING btree ("report_id");
  CREATE INDEX "report_audit_log_user_idx" ON "report_audit_log" USING btree ("user_id");
  CREATE INDEX "report_audit_log_action_idx" ON "report_audit_log" USING btree ("action");
  CREATE INDEX "report_audit_log_at_idx" ON "report_audit_log" USING btree ("at");
  CREATE INDEX "report_audit_log_updated_at_idx" ON "report_audit_log" USING btree ("updated_at");
  CREATE INDEX "report_audit_log_created_at_idx" ON "report_audit_log" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ethics_reports_fk" FOREIGN KEY ("ethics_reports_id") REFERENCES "public"."ethics_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_report_messages_fk" FOREIGN KEY ("report_messages_id") REFERENCES "public"."report_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_report_audit_log_fk" FOREIGN KEY ("report_audit_log_id") REFERENCES "public"."report_audit_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_ethics_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("ethics_reports_id");
  CREATE INDEX "payload_locked_documents_rels_report_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("report_messages_id");
  CREATE INDEX "payload_locked_documents_rels_report_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("report_audit_log_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "ethics_reports" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_messages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "report_audit_log" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "ethics_reports" CASCADE;
  DROP TABLE "report_messages" CASCADE;
  DROP TABLE "report_audit_log" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ethics_reports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_report_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_report_audit_log_fk";
  
  DROP INDEX "payload_locked_documents_rels_ethics_reports_id_idx";
  DROP INDEX "payload_locked_documents_rels_report_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_report_audit_log_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ethics_reports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "report_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "report_audit_log_id";
  ALTER TABLE "site_settings" DROP COLUMN "reports_retention_months";
  DROP TYPE "public"."enum_ethics_reports_form";
  DROP TYPE "public"."enum_ethics_reports_status";
  DROP TYPE "public"."enum_ethics_reports_locale";
  DROP TYPE "public"."enum_report_messages_author";
  DROP TYPE "public"."enum_report_audit_log_action";`)
}
