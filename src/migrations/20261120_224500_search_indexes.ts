import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Korean has no Postgres full-text parser, so search is case-insensitive substring matching
 * (ILIKE '%word%'). Trigram GIN indexes make that fast for any script, Hangul included.
 * Written by hand: Payload's schema diff does not know about operator-class indexes.
 */
const TABLES = ['press_releases_locales', 'fact_checks_locales', 'media_reports_locales', 'notices_locales']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm;'))
  for (const table of TABLES) {
    for (const column of ['title', 'search_text']) {
      await db.execute(
        sql.raw(`CREATE INDEX IF NOT EXISTS "${table}_${column}_trgm_idx" ON "${table}" USING gin ("${column}" gin_trgm_ops);`),
      )
    }
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of TABLES) {
    for (const column of ['title', 'search_text']) {
      await db.execute(sql.raw(`DROP INDEX IF EXISTS "${table}_${column}_trgm_idx";`))
    }
  }
}
