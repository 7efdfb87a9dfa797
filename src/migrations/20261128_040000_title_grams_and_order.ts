import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * What lets a staff list search and sort its titles from an index (src/lib/restSurface/indexedTitles.ts):
 * - `substring_grams(text)`: every run of one to three characters of the lower-cased text that holds
 *   no white space. A title contains a word only if its grams include every gram of the word, so a
 *   GIN index of the grams answers a search of any length, one Hangul syllable included (pg_trgm
 *   answers none under three characters), and Postgres estimates it well per locale, where the
 *   trigram indexes left it walking the whole list in date order for a word of the other locale.
 * - a btree of each locale's titles, from which a list sorted by title reads where its page ends.
 * One GIN index per locale (partial), for the reason of 20261128_030000_title_search_by_locale.
 * Written by hand: Payload's schema diff has no expression or partial indexes.
 */
const LISTS = ['press_releases', 'fact_checks', 'media_reports', 'notices', 'writings']
const LOCALES = ['ko', 'en']
const TITLES = LISTS.flatMap((list) => [
  [`${list}_locales`, 'title'],
  [`_${list}_v_locales`, 'version_title'],
])

// IMMUTABLE holds: lower() follows the title column's collation, which the index expression fixes.
// STRICT: a NULL title has no grams. The same function computes a searched word's grams. COST: it
// runs a query per call, so that Postgres reads its index rather than compute it for every row.
const GRAMS = `CREATE OR REPLACE FUNCTION substring_grams(t text) RETURNS text[]
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 1000 AS $$
  SELECT coalesce(array_agg(DISTINCT g), '{}') FROM (
    SELECT substr(s.l, i, n) AS g
    FROM (SELECT lower(t) AS l) s, generate_series(1, char_length(s.l)) i, generate_series(1, 3) n
    WHERE i + n - 1 <= char_length(s.l)
  ) runs WHERE g !~ '\\s'
$$;`

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(GRAMS))
  for (const [table, column] of TITLES) {
    for (const locale of LOCALES)
      await db.execute(
        sql.raw(
          `CREATE INDEX IF NOT EXISTS "${table}_${column}_grams_${locale}_idx" ON "${table}" USING gin (substring_grams("${column}")) WHERE _locale = '${locale}';`,
        ),
      )
    await db.execute(
      sql.raw(`CREATE INDEX IF NOT EXISTS "${table}_${column}_order_idx" ON "${table}" (_locale, "${column}");`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [table, column] of TITLES) {
    for (const locale of LOCALES) await db.execute(sql.raw(`DROP INDEX IF EXISTS "${table}_${column}_grams_${locale}_idx";`))
    await db.execute(sql.raw(`DROP INDEX IF EXISTS "${table}_${column}_order_idx";`))
  }
  await db.execute(sql.raw('DROP FUNCTION IF EXISTS substring_grams(text);'))
}
