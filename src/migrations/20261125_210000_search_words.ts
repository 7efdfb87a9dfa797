import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { searchedCollections, syncSearchRows, type SearchedCollection } from '../lib/search/sync'

/**
 * A word index for search words of three characters or more (src/lib/search/grams.ts,
 * searchWords): the vocabulary `search_words` (every distinct lower-cased word of three characters
 * or more, trigram-indexed) and, per search row, the ids of the words it holds (GIN-indexed). A
 * word found in nearly every document ("라이더", "rider") was checked against the text of each,
 * 1.4-2.2 s at 100,000 press releases read cold; from the word index, 76-84 ms (docs/benchmarks.md).
 * Then every search row is written again by syncSearchRows (the latest migration that changes what
 * a row holds writes them; see 20261125_170000_search_documents). Written by hand: Payload's
 * schema diff knows no GIN operator classes.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
      CREATE TABLE IF NOT EXISTS "search_words" ("id" serial PRIMARY KEY, "word" text NOT NULL UNIQUE);
      CREATE INDEX IF NOT EXISTS "search_words_word_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);
      ALTER TABLE "search_documents"
        ADD COLUMN IF NOT EXISTS "title_words" integer[] NOT NULL DEFAULT '{}',
        ADD COLUMN IF NOT EXISTS "body_words" integer[] NOT NULL DEFAULT '{}';`),
  )
  for (const [slug, { table }] of Object.entries(searchedCollections)) {
    const { rows } = await db.execute<{ id: number }>(sql.raw(`SELECT id FROM "${table}" ORDER BY id`))
    for (const { id } of rows) await syncSearchRows(db, slug as SearchedCollection, id)
  }
  await db.execute(
    sql.raw(`
      CREATE INDEX IF NOT EXISTS "search_documents_title_words_idx" ON "search_documents" USING gin ("title_words");
      CREATE INDEX IF NOT EXISTS "search_documents_body_words_idx" ON "search_documents" USING gin ("body_words");`),
  )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(
    sql.raw(`
      DROP INDEX IF EXISTS "search_documents_title_words_idx";
      DROP INDEX IF EXISTS "search_documents_body_words_idx";
      ALTER TABLE "search_documents" DROP COLUMN IF EXISTS "title_words", DROP COLUMN IF EXISTS "body_words";
      DROP TABLE IF EXISTS "search_words";`),
  )
}
