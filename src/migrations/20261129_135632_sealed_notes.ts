import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { openNotes, reportKey, sealNotes } from '../lib/reports/sealed'

type Row = { id: number; seal_id: string; wrapped_key: string; notes: string | null }

/**
 * Compliance's internal notes on a case are sealed under the case's own key, like everything the
 * reporter wrote (src/collections/EthicsReports/hooks.ts, `sealNotes`). Notes written before are
 * sealed here, in the migration's transaction, before their plaintext column is dropped: none is
 * lost and none stays readable in the database or in a later backup.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "ethics_reports" ADD COLUMN "sealed_notes" varchar;`)
  const { rows } = await db.execute(
    sql`SELECT id, seal_id, wrapped_key, internal_notes AS notes FROM "ethics_reports" WHERE coalesce(internal_notes, '') <> ''`,
  )
  for (const row of rows as Row[]) {
    const sealed = sealNotes(reportKey({ sealId: row.seal_id, wrappedKey: row.wrapped_key }), row.seal_id, row.notes!)
    await db.execute(sql`UPDATE "ethics_reports" SET "sealed_notes" = ${sealed} WHERE id = ${row.id}`)
  }
  await db.execute(sql`ALTER TABLE "ethics_reports" DROP COLUMN "internal_notes";`)
}

/** Back to the plaintext column the earlier code reads (opened with the same keys). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`ALTER TABLE "ethics_reports" ADD COLUMN "internal_notes" varchar;`)
  const { rows } = await db.execute(
    sql`SELECT id, seal_id, wrapped_key, sealed_notes AS notes FROM "ethics_reports" WHERE sealed_notes IS NOT NULL`,
  )
  for (const row of rows as Row[]) {
    const notes = openNotes(reportKey({ sealId: row.seal_id, wrappedKey: row.wrapped_key }), row.seal_id, row.notes!)
    await db.execute(sql`UPDATE "ethics_reports" SET "internal_notes" = ${notes} WHERE id = ${row.id}`)
  }
  await db.execute(sql`ALTER TABLE "ethics_reports" DROP COLUMN "sealed_notes";`)
}
