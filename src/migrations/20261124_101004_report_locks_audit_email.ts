import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_ethics_reports_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_report_messages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_report_audit_log_fk";
  
  DROP INDEX "payload_locked_documents_rels_ethics_reports_id_idx";
  DROP INDEX "payload_locked_documents_rels_report_messages_id_idx";
  DROP INDEX "payload_locked_documents_rels_report_audit_log_id_idx";
  ALTER TABLE "report_audit_log" ADD COLUMN "user_email" varchar;
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "ethics_reports_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "report_messages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "report_audit_log_id";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "ethics_reports_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "report_messages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "report_audit_log_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_ethics_reports_fk" FOREIGN KEY ("ethics_reports_id") REFERENCES "public"."ethics_reports"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_report_messages_fk" FOREIGN KEY ("report_messages_id") REFERENCES "public"."report_messages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_report_audit_log_fk" FOREIGN KEY ("report_audit_log_id") REFERENCES "public"."report_audit_log"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_ethics_reports_id_idx" ON "payload_locked_documents_rels" USING btree ("ethics_reports_id");
  CREATE INDEX "payload_locked_documents_rels_report_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("report_messages_id");
  CREATE INDEX "payload_locked_documents_rels_report_audit_log_id_idx" ON "payload_locked_documents_rels" USING btree ("report_audit_log_id");
  ALTER TABLE "report_audit_log" DROP COLUMN "user_email";`)
}
