import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * The title trigram indexes (20261128_020000_title_search_indexes), one per locale. A staff
 * list searches the titles of one locale (Payload joins the locale rows on `_locale = $1`), but
 * an index of every locale returned the other locale's matches too, to be filtered out row by row:
 * `where[title][like]=rider` on the Korean list took 600 ms at 100,000 press releases, for no
 * result, because "rider" is in most English titles. Partial indexes hold one locale each; the
 * locale is a parameter of an unnamed statement, planned with its value, so Postgres picks the
 * locale's index. Written by hand: Payload's schema diff has no operator-class indexes.
 */
const LISTS = ['press_releases', 'fact_checks', 'media_reports', 'notices', 'writings']
const LOCALES = ['ko', 'en']
const TITLES = LISTS.flatMap((list) => [
  [`${list}_locales`, 'title'],
  [`_${list}_v_locales`, 'version_title'],
])

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [table, column] of TITLES) {
    for (const locale of LOCALES)
      await db.execute(
        sql.raw(
          `CREATE INDEX IF NOT EXISTS "${table}_${column}_trgm_${locale}_idx" ON "${table}" USING gin ("${column}" gin_trgm_ops) WHERE _locale = '${locale}';`,
        ),
      )
    await db.execute(sql.raw(`DROP INDEX IF EXISTS "${table}_${column}_trgm_idx";`))
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [table, column] of TITLES) {
    await db.execute(
      sql.raw(`CREATE INDEX IF NOT EXISTS "${table}_${column}_trgm_idx" ON "${table}" USING gin ("${column}" gin_trgm_ops);`),
    )
    for (const locale of LOCALES) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${table}_${column}_trgm_${locale}_idx";`))
  }
}
