import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Staff accounts are no longer locked after failed sign-ins (anyone knowing an email could lock
 * its editor out): sign-ins are throttled per client and slowed per account in memory instead
 * (collections/signInGuard.ts), so Payload no longer keeps a count or a lock time per account.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "users" DROP COLUMN IF EXISTS "login_attempts", DROP COLUMN IF EXISTS "lock_until"`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql`ALTER TABLE "users" ADD COLUMN IF NOT EXISTS "login_attempts" numeric DEFAULT 0, ADD COLUMN IF NOT EXISTS "lock_until" timestamp(3) with time zone`,
  )
}
