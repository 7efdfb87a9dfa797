import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Korean has no Postgres full-text parser, so search is case-insensitive substring matching
 * (ILIKE '%word%'). Trigram GIN indexes make that fast for any script, Hangul included.
 * Written by hand: Payload's schema diff does not know about operator-class indexes.
 */
const TABLES = ['press_releases', 'fact_checks', 'media_reports', 'notices', 'writings']
const COLUMNS = ['search_title_ko', 'search_title_en', 'search_text_ko', 'search_text_en']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm;'))
  for (const table of TABLES) {
    for (const column of COLUMNS) {
      await db.execute(
        sql.raw(`CREATE INDEX IF NOT EXISTS "${table}_${column}_trgm_idx" ON "${table}" USING gin ("${column}" gin_trgm_ops);`),
      )
    }
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of TABLES) {
    for (const column of COLUMNS) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${table}_${column}_trgm_idx";`))
  }
}
