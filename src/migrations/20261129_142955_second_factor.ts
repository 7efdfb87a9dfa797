import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Staff second factors (src/lib/auth/secondFactor/store.ts): one row per enrolled account, in a
 * table of their own rather than on `users` (Payload's sign-in writes the whole account row back
 * as it read it, which would restore a spent recovery code or a used step). The secret is sealed;
 * the recovery codes are HMACs; a deleted account takes its row with it.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "staff_second_factors" (
    "user_id" integer PRIMARY KEY NOT NULL REFERENCES "users"("id") ON DELETE CASCADE,
    "totp_secret" text NOT NULL,
    "last_step" bigint NOT NULL,
    "recovery_codes" jsonb NOT NULL,
    "since" timestamp(3) with time zone NOT NULL DEFAULT now()
  );`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "staff_second_factors";`)
}
