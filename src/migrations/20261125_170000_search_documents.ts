import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

import { searchedCollections } from '../lib/search/sync'

/**
 * Search text moves out of the document tables into `search_documents` (one row per document and
 * locale), so list scans and counts never read article text, and gains an index for one- and
 * two-character words (most Korean words), which pg_trgm cannot index:
 * - title_grams / body_grams: every character and pair of characters (src/lib/search/grams.ts),
 *   GIN-indexed: a 1-2 character word is answered by the index alone, exactly;
 * - title / body with pg_trgm GIN indexes for words of three characters or more;
 * - published / publish_date copied from the document (kept by a trigger), so a search counts
 *   without joining the document table; the list re-checks the public rule on the page's rows.
 * Written by hand: Payload's schema diff knows neither GIN operator classes nor triggers.
 * The rows are written by the latest migration that changes what a row holds
 * (20261128_010000_search_scopes), with the app's own syncSearchRows, which writes every column
 * of today's table and so cannot run before that migration has added them.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
      CREATE EXTENSION IF NOT EXISTS pg_trgm;
      CREATE TABLE IF NOT EXISTS "search_documents" (
        "source" varchar NOT NULL,
        "doc_id" integer NOT NULL,
        "locale" varchar NOT NULL,
        "published" boolean NOT NULL DEFAULT false,
        "publish_date" timestamp(3) with time zone,
        "title" text NOT NULL DEFAULT '',
        "body" text NOT NULL DEFAULT '',
        "title_grams" text[] NOT NULL DEFAULT '{}',
        "body_grams" text[] NOT NULL DEFAULT '{}',
        PRIMARY KEY ("source", "locale", "doc_id")
      ) WITH (toast_tuple_target = 128);
      CREATE INDEX IF NOT EXISTS "search_documents_list_idx"
        ON "search_documents" ("source", "locale", "publish_date" DESC, "doc_id" DESC) WHERE "published";
      CREATE INDEX IF NOT EXISTS "search_documents_title_grams_idx" ON "search_documents" USING gin ("title_grams");
      CREATE INDEX IF NOT EXISTS "search_documents_body_grams_idx" ON "search_documents" USING gin ("body_grams");
      CREATE INDEX IF NOT EXISTS "search_documents_title_trgm_idx" ON "search_documents" USING gin ("title" gin_trgm_ops);
      CREATE INDEX IF NOT EXISTS "search_documents_body_trgm_idx" ON "search_documents" USING gin ("body" gin_trgm_ops);
      CREATE OR REPLACE FUNCTION "sync_search_visibility"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "search_documents" SET "published" = (NEW._status = 'published'), "publish_date" = NEW.publish_date
        WHERE "source" = TG_ARGV[0] AND "doc_id" = NEW.id;
        RETURN NULL;
      END $$;`),
  )
  for (const [slug, { table }] of Object.entries(searchedCollections)) {
    await db.execute(
      sql.raw(`
        DROP TRIGGER IF EXISTS "${table}_search_visibility" ON "${table}";
        CREATE TRIGGER "${table}_search_visibility" AFTER UPDATE OF _status, publish_date ON "${table}"
          FOR EACH ROW EXECUTE FUNCTION "sync_search_visibility"('${slug}');`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const { table } of Object.values(searchedCollections)) {
    await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "${table}_search_visibility" ON "${table}";`))
  }
  await db.execute(sql.raw('DROP FUNCTION IF EXISTS "sync_search_visibility"(); DROP TABLE IF EXISTS "search_documents";'))
}
