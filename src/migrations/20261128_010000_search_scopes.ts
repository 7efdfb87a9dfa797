import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { locales } from '../i18n/locales'
import { searchedCollections, syncSearchRows, type SearchedCollection } from '../lib/search/sync'

/**
 * The search indexes become one per source and locale, of published rows only (partial indexes),
 * instead of one over every source and locale. A word that is common in English press releases
 * but absent from the Korean ones made the single index return every English document holding it
 * (110,954 candidates at 100,000 press releases) only to filter them all out; the index of the
 * searched source and locale holds none of them, so the answer costs an index lookup. The queries
 * name the source, the locale and `published` as literals (src/lib/data/sql/search.ts), which is
 * what lets Postgres pick these indexes.
 *
 * The grams now hold three-character runs too (src/lib/search/grams.ts), so every search row is
 * written again by syncSearchRows (this is now the latest migration that changes what a row
 * holds), before the new indexes are built: building them over the rows is much faster than
 * adding each row to them. Written by hand: Payload's schema diff knows no partial or GIN indexes.
 */

/** Short names for the sources, to keep index names under Postgres's 63 characters. */
const SHORT: Record<keyof typeof searchedCollections, string> = {
  'press-releases': 'pr',
  'fact-checks': 'fc',
  'media-reports': 'mr',
  notices: 'nt',
}

/** What is indexed: the grams and word ids (GIN) and the text itself (trigrams), of title and body. */
const INDEXED = [
  ['title_grams', 'gin ("title_grams")'],
  ['body_grams', 'gin ("body_grams")'],
  ['title_words', 'gin ("title_words")'],
  ['body_words', 'gin ("body_words")'],
  ['title_trgm', 'gin ("title" gin_trgm_ops)'],
  ['body_trgm', 'gin ("body" gin_trgm_ops)'],
] as const

const GLOBAL = INDEXED.map(([name]) => `search_documents_${name}_idx`)

function scoped(): { name: string; create: string }[] {
  return Object.keys(searchedCollections).flatMap((source) =>
    locales.flatMap((locale) =>
      INDEXED.map(([what, using]) => {
        const name = `search_${what}_${SHORT[source as keyof typeof SHORT]}_${locale}`
        return {
          name,
          create: `CREATE INDEX IF NOT EXISTS "${name}" ON "search_documents" USING ${using}
            WHERE "source" = '${source}' AND "locale" = '${locale}' AND "published";`,
        }
      }),
    ),
  )
}

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql.raw(GLOBAL.map((name) => `DROP INDEX IF EXISTS "${name}";`).join('\n')))
  for (const [slug, { table }] of Object.entries(searchedCollections)) {
    const { rows } = await db.execute<{ id: number }>(sql.raw(`SELECT id FROM "${table}" ORDER BY id`))
    for (const { id } of rows) await syncSearchRows(db, slug as SearchedCollection, id)
  }
  await db.execute(sql.raw(scoped().map((index) => index.create).join('\n')))
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(
      INDEXED.map(
        ([what, using]) => `CREATE INDEX IF NOT EXISTS "search_documents_${what}_idx" ON "search_documents" USING ${using};`,
      ).join('\n'),
    ),
  )
  await db.execute(sql.raw(scoped().map((index) => `DROP INDEX IF EXISTS "${index.name}";`).join('\n')))
}
