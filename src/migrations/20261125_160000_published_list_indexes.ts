import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Every public list reads published items newest first (`_status = 'published'`, then
 * `publish_date DESC, id DESC`). A partial index on exactly that order holds only what the public
 * may see, so a page, a deep page (its OFFSET skips index entries, not rows) and the count are
 * index-only scans. Written by hand: Payload's schema diff has no partial or descending indexes.
 */
const TABLES = ['press_releases', 'fact_checks', 'media_reports', 'notices', 'writings']

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const table of TABLES) {
    await db.execute(
      sql.raw(
        `CREATE INDEX IF NOT EXISTS "${table}_published_list_idx" ON "${table}" (publish_date DESC, id DESC) WHERE _status = 'published';`,
      ),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const table of TABLES) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${table}_published_list_idx";`))
}
