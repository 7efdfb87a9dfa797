import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

/**
 * Each list's versions (its draft list) get a version number in `list_versions` too, raised by
 * Postgres on every write of the versions or their locale rows (migration
 * 20261125_161000_list_versions does so for the documents). The staff lists keep what they learn
 * of every row's titles under it (titleSql's everyRowTitled): asked of the 100,000 latest versions
 * of press releases, it read them all for each request, 100 ms.
 */
const LISTS = ['press_releases', 'fact_checks', 'media_reports', 'notices', 'writings']
const WATCHED = LISTS.flatMap((list) => [
  [`_${list}_v`, `_${list}_v`],
  [`_${list}_v_locales`, `_${list}_v`],
])

export async function up({ db }: MigrateUpArgs): Promise<void> {
  for (const [table, source] of WATCHED)
    await db.execute(
      sql.raw(`
        INSERT INTO "list_versions" ("source") VALUES ('${source}') ON CONFLICT DO NOTHING;
        DROP TRIGGER IF EXISTS "${table}_list_version" ON "${table}";
        CREATE TRIGGER "${table}_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}"
          FOR EACH STATEMENT EXECUTE FUNCTION "bump_list_version"('${source}');`),
    )
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  for (const [table, source] of WATCHED)
    await db.execute(
      sql.raw(`
        DROP TRIGGER IF EXISTS "${table}_list_version" ON "${table}";
        DELETE FROM "list_versions" WHERE "source" = '${source}';`),
    )
}
