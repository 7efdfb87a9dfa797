import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * Staff passkeys (src/lib/auth/secondFactor/passkeyStore.ts), a second way to confirm a sign-in:
 * in a table of their own for the same reason as `staff_second_factors`, and hanging from that
 * table's row: a passkey exists only beside the authenticator app (and its recovery codes), and a
 * reset or a deleted account takes the passkeys with it, even one being added at that moment. A
 * credential is registered once across all accounts.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TABLE "staff_passkeys" (
    "id" serial PRIMARY KEY NOT NULL,
    "user_id" integer NOT NULL REFERENCES "staff_second_factors"("user_id") ON DELETE CASCADE,
    "credential_id" text NOT NULL UNIQUE,
    "public_key" text NOT NULL,
    "counter" bigint NOT NULL DEFAULT 0,
    "transports" jsonb NOT NULL DEFAULT '[]'::jsonb,
    "name" varchar(60) NOT NULL,
    "created_at" timestamp(3) with time zone NOT NULL DEFAULT now(),
    "last_used_at" timestamp(3) with time zone,
    "last_challenge_ms" bigint NOT NULL DEFAULT 0
  );
  CREATE INDEX "staff_passkeys_user_idx" ON "staff_passkeys" ("user_id");`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE "staff_passkeys";`)
}
