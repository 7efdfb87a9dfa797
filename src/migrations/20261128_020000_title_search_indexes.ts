import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Staff lists search by title (the admin's search box, `where[title][like]`), which Payload runs
 * as `ILIKE '%word%'` on the localized titles: at 100,000 press releases a scan of every title,
 * and twenty such conditions OR-ed together took 5–7 s. Trigram indexes answer a substring
 * search in any script, Hangul included, on the documents' titles and on their versions' (the
 * admin's lists read the latest versions). Written by hand: Payload's schema diff has no
 * operator-class indexes.
 */
const LISTS = ['press_releases', 'fact_checks', 'media_reports', 'notices', 'writings']
const TITLES = LISTS.flatMap((list) => [
  [`${list}_locales`, 'title'],
  [`_${list}_v_locales`, 'version_title'],
])

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm;'))
  for (const [table, column] of TITLES) {
    await db.execute(
      sql.raw(`CREATE INDEX IF NOT EXISTS "${table}_${column}_trgm_idx" ON "${table}" USING gin ("${column}" gin_trgm_ops);`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [table, column] of TITLES) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${table}_${column}_trgm_idx";`))
}
