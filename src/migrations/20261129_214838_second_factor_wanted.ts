import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/** An editor's choice to sign in with a second step (src/lib/auth/secondFactor/policy.ts). */

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "second_factor_wanted" boolean DEFAULT false;`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "second_factor_wanted";`)
}
