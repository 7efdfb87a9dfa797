import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { describe, expect, inject, it } from 'vitest'

import { devAccounts } from '../../seed/devAccounts'
import { TOTAL_COUNTS } from '../../seed/fixtures'
import { sql } from '../helpers/db'
import { runEntry } from '../../tooling/process'

/** Every table of the app (versions, `_locales` and `_rels` included): row count and a digest of all rows. */
async function tableSnapshot(): Promise<Record<string, string>> {
  const tables = await sql<{ name: string }>(
    "SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
  )
  const rows: Record<string, string> = {}
  for (const { name } of tables) {
    const [r] = await sql<{ n: string; digest: string | null }>(
      `SELECT count(*)::text AS n, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest FROM "${name}" t`,
    )
    rows[name] = `${r.n} rows, ${r.digest}`
  }
  return rows
}

/** Every uploaded file on disk, by path: size, last write and a digest of its bytes. */
function uploadsSnapshot(): Record<string, string> {
  const root = inject('uploadsDir')
  const files: Record<string, string> = {}
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue
    const file = path.join(entry.parentPath, entry.name)
    const stat = fs.statSync(file)
    const digest = crypto.createHash('sha1').update(fs.readFileSync(file)).digest('hex')
    files[path.relative(root, file)] = `${stat.size} bytes, ${stat.mtimeMs}, ${digest}`
  }
  return files
}

/** The seed as `npm run seed` runs it: one of our entry points (export condition, exit-13 backstop). */
async function runSeed(env: Record<string, string>): Promise<void> {
  const code = await runEntry('tsx', ['seed/run.ts'], { ...process.env, PAYLOAD_DISABLE_JOBS: '1', ...env }, (line) =>
    console.warn(line),
  )
  if (code !== 0) throw new Error(`tsx seed/run.ts exited with ${code}`)
}

describe('migrations', () => {
  it('applied every committed migration to the empty database, with no dev push', async () => {
    const files = fs
      .readdirSync(path.resolve('src/migrations'))
      .filter((f) => /^\d{8}_\d{6}_.+\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort()
    const applied = await sql<{ name: string; batch: number }>(
      'SELECT name, batch FROM payload_migrations ORDER BY name',
    )
    expect(applied.map((m) => m.name)).toEqual(files)
    expect(applied.every((m) => m.batch >= 1)).toBe(true)
  })

  it('created the gram and trigram indexes of the search table, and filled it from the seeded documents', async () => {
    // One of each per source and locale, of published rows only: a search reads its own scope.
    const indexes = await sql<{ indexname: string; indexdef: string }>(
      "SELECT indexname, indexdef FROM pg_indexes WHERE tablename = 'search_documents' AND indexdef LIKE '%USING gin%'",
    )
    const scopes = { 'press-releases': 'pr', 'fact-checks': 'fc', 'media-reports': 'mr', notices: 'nt' }
    const expected = Object.entries(scopes).flatMap(([source, short]) =>
      ['ko', 'en'].flatMap((locale) =>
        ['title_grams', 'body_grams', 'title_words', 'body_words', 'title_trgm', 'body_trgm'].map((what) => ({
          indexname: `search_${what}_${short}_${locale}`,
          scope: `WHERE (((source)::text = '${source}'::text) AND ((locale)::text = '${locale}'::text) AND published)`,
        })),
      ),
    )
    expect(indexes.map((i) => i.indexname).sort()).toEqual(expected.map((e) => e.indexname).sort())
    for (const { indexname, scope } of expected)
      expect(indexes.find((i) => i.indexname === indexname)!.indexdef).toContain(scope)
    // Every row with text holds its words, and every word id is in the vocabulary.
    const [{ wordless, unknown }] = await sql<{ wordless: number; unknown: number }>(
      `SELECT (SELECT count(*)::int FROM search_documents WHERE length(body) > 40 AND body_words = '{}') AS wordless,
        (SELECT count(*)::int FROM search_documents s, unnest(s.title_words || s.body_words) AS w(id)
         WHERE NOT EXISTS (SELECT 1 FROM search_words v WHERE v.id = w.id)) AS unknown`,
    )
    expect({ wordless, unknown }).toEqual({ wordless: 0, unknown: 0 })
    // One row per searchable document and locale.
    const [{ missing }] = await sql<{ missing: number }>(
      `SELECT count(*)::int AS missing FROM press_releases d, (VALUES ('ko'), ('en')) l(locale)
       WHERE NOT EXISTS (SELECT 1 FROM search_documents s WHERE s.source = 'press-releases' AND s.doc_id = d.id AND s.locale = l.locale)`,
    )
    expect(missing).toBe(0)
  })
})

describe('seed', () => {
  it('seeded every collection with the documented counts', async () => {
    // Counted by the global setup right after the seed: the test files before this one add rows.
    expect(inject('seededCounts')).toEqual(TOTAL_COUNTS)
    const [{ years }] = await sql<{ years: number }>('SELECT count(DISTINCT year)::int AS years FROM history_years')
    expect(years).toBe(16)
  })

  it('is idempotent: a second `npm run seed` changes no row of any table (versions, locales, relations) and no upload file', async () => {
    const tablesBefore = await tableSnapshot()
    const uploadsBefore = uploadsSnapshot()
    // The snapshot covers what a re-seed could touch: draft versions, localized rows, relations, files.
    const names = Object.keys(tablesBefore)
    for (const kind of [/^_press_releases_v$/, /^press_releases_locales$/, /_rels$/, /^_notices_v_locales$/]) {
      expect(
        names.some((n) => kind.test(n)),
        String(kind),
      ).toBe(true)
    }
    expect(tablesBefore._press_releases_v).not.toMatch(/^0 rows/)
    expect(Object.keys(uploadsBefore).length).toBeGreaterThan(0)

    await runSeed({ DATABASE_URL: inject('databaseUrl'), UPLOADS_DIR: inject('uploadsDir'), APP_ENV: 'test' })
    expect(await tableSnapshot()).toEqual(tablesBefore)
    expect(uploadsSnapshot()).toEqual(uploadsBefore)
  }, 180_000)

  it('creates no development accounts in production (APP_ENV=production, fresh database)', async () => {
    // Outside production the test database has them, flagged: the query below would see them.
    const [{ flagged }] = await sql<{ flagged: number }>('SELECT count(*)::int AS flagged FROM users WHERE dev_account')
    expect(flagged).toBe(devAccounts.length)

    const name = `seed_production_${process.pid}_${Date.now()}`
    const url = new URL(inject('databaseUrl'))
    url.pathname = `/${name}`
    const uploads = fs.mkdtempSync(path.resolve('.test-data', 'uploads-production-'))
    await sql(`CREATE DATABASE "${name}"`)
    try {
      await runSeed({
        DATABASE_URL: url.toString(),
        UPLOADS_DIR: uploads,
        APP_ENV: 'production',
        PAYLOAD_SECRET: crypto.randomBytes(32).toString('hex'),
      })
      const client = new pg.Client({ connectionString: url.toString() })
      await client.connect()
      try {
        const count = async (query: string, params: unknown[] = []) =>
          (await client.query<{ n: number }>(query, params)).rows[0].n
        // The seed did run: the content is all there.
        expect(await count('SELECT count(*)::int AS n FROM press_releases')).toBe(TOTAL_COUNTS['press-releases'])
        expect(await count('SELECT count(*)::int AS n FROM users WHERE dev_account')).toBe(0)
        const emails = devAccounts.map((a) => a.email)
        expect(await count('SELECT count(*)::int AS n FROM users WHERE email = ANY($1)', [emails])).toBe(0)
      } finally {
        await client.end()
      }
    } finally {
      await sql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
      fs.rmSync(uploads, { recursive: true, force: true })
    }
  }, 180_000)
})
