import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Each list's locale rows get a btree by the row they title (`_parent_id, _locale`) that holds
 * the title, so that a filter narrowing a list to a few rows (drafts only, a date range) checks
 * their titles in the index, one lookup each. Payload's own unique index on `(_locale, _parent_id)`
 * holds no title, so each lookup would read a locale row (bodies included); Postgres then chose to
 * match every title of the locale instead: at 100,000 press releases, the drafts (1,965) holding
 * "5" in their English title took 78 ms to count and 77 ms to page by title, 21 ms and 9 ms here.
 */
const LISTS = ['press_releases', 'fact_checks', 'media_reports', 'notices', 'writings']
const TITLES = LISTS.flatMap((list) => [
  [`${list}_locales`, 'title'],
  [`_${list}_v_locales`, 'version_title'],
])

const indexName = (table: string, column: string) => `${table}_${column}_by_parent_idx`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [table, column] of TITLES)
    await db.execute(
      sql.raw(
        `CREATE INDEX IF NOT EXISTS "${indexName(table, column)}" ON "${table}" (_parent_id, _locale) INCLUDE ("${column}");`,
      ),
    )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [table, column] of TITLES) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${indexName(table, column)}";`))
}
