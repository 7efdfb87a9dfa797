import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The staff audit log (src/collections/StaffAuditLog.ts). Append-only in the database too: a
 * trigger refuses every DELETE and every UPDATE except the one Postgres itself makes when an
 * account is deleted (its relationships set to null; the emails as they were stay).
 */
const APPEND_ONLY = `
  CREATE FUNCTION "staff_audit_log_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
  BEGIN
    IF TG_OP = 'DELETE' OR (to_jsonb(NEW) - 'actor_id' - 'subject_id') <> (to_jsonb(OLD) - 'actor_id' - 'subject_id')
      OR (NEW.actor_id IS NOT NULL AND NEW.actor_id IS DISTINCT FROM OLD.actor_id)
      OR (NEW.subject_id IS NOT NULL AND NEW.subject_id IS DISTINCT FROM OLD.subject_id) THEN
      RAISE EXCEPTION 'the staff audit log is append-only';
    END IF;
    RETURN NEW;
  END $$;
  CREATE TRIGGER "staff_audit_log_append_only" BEFORE UPDATE OR DELETE ON "staff_audit_log"
    FOR EACH ROW EXECUTE FUNCTION "staff_audit_log_append_only"();
`

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_staff_audit_log_action" AS ENUM('accountCreated', 'roleChanged', 'roleChangeRefused', 'accountDeleted', 'twoFactorEnrolled', 'twoFactorReset', 'twoFactorResetRefused', 'recoveryCodeUsed', 'twoFactorLocked', 'passkeyAdded', 'passkeyRemoved');
  CREATE TABLE "staff_audit_log" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"action" "enum_staff_audit_log_action" NOT NULL,
  	"actor_id" integer,
  	"actor_email" varchar,
  	"subject_id" integer,
  	"subject_email" varchar,
  	"from_value" varchar,
  	"to_value" varchar,
  	"at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "staff_audit_log" ADD CONSTRAINT "staff_audit_log_subject_id_users_id_fk" FOREIGN KEY ("subject_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "staff_audit_log_action_idx" ON "staff_audit_log" USING btree ("action");
  CREATE INDEX "staff_audit_log_actor_idx" ON "staff_audit_log" USING btree ("actor_id");
  CREATE INDEX "staff_audit_log_subject_idx" ON "staff_audit_log" USING btree ("subject_id");
  CREATE INDEX "staff_audit_log_at_idx" ON "staff_audit_log" USING btree ("at");
  CREATE INDEX "staff_audit_log_updated_at_idx" ON "staff_audit_log" USING btree ("updated_at");
  CREATE INDEX "staff_audit_log_created_at_idx" ON "staff_audit_log" USING btree ("created_at");`)
  await db.execute(sql.raw(APPEND_ONLY))
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "staff_audit_log" CASCADE;
  DROP TYPE "public"."enum_staff_audit_log_action";
  DROP FUNCTION IF EXISTS "staff_audit_log_append_only"();`)
}
