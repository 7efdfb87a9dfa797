import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * A version number per public list table, raised by Postgres itself on every insert, update or
 * delete of that table, whatever wrote it (the admin, a scheduled-publish job, a script, another
 * app instance). The legacy API keeps recent list pages in memory under that version
 * (src/lib/data/listCache.ts), so a write makes every cached page of that table unreachable at
 * once, on every instance, without a cache-invalidation message. Statement-level: one bump per
 * statement, not per row.
 */
const TABLES = ['press_releases', 'fact_checks', 'media_reports', 'notices', 'writings']
/** Each list's own table and its locale rows count as the list; images (thumbnails) as their own. */
const WATCHED = [...TABLES.flatMap((table) => [[table, table], [`${table}_locales`, table]]), ['images', 'images']]

export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(
    sql.raw(`
      CREATE TABLE IF NOT EXISTS "list_versions" ("source" varchar PRIMARY KEY, "version" bigint NOT NULL DEFAULT 0);
      CREATE OR REPLACE FUNCTION "bump_list_version"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "list_versions" ("source", "version") VALUES (TG_ARGV[0], 1)
        ON CONFLICT ("source") DO UPDATE SET "version" = "list_versions"."version" + 1;
        RETURN NULL;
      END $$;`),
  )
  for (const [table, source] of WATCHED) {
    await db.execute(
      sql.raw(`
        INSERT INTO "list_versions" ("source") VALUES ('${source}') ON CONFLICT DO NOTHING;
        DROP TRIGGER IF EXISTS "${table}_list_version" ON "${table}";
        CREATE TRIGGER "${table}_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
          FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"('${source}');`),
    )
  }
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [table] of WATCHED) await db.execute(sql.raw(`DROP TRIGGER IF EXISTS "${table}_list_version" ON "${table}";`))
  await db.execute(sql.raw('DROP FUNCTION IF EXISTS "bump_list_version"(); DROP TABLE IF EXISTS "list_versions";'))
}
