import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import { TOTAL_COUNTS } from '../../seed/fixtures'
import { sql } from '../helpers/db'
import { run } from '../helpers/server'

/** Tables with an updated_at column: their row count and newest change show any write. */
const TABLES = ['press_releases', 'fact_checks', 'media_reports', 'notices', 'writings', 'writing_categories', 'fonts', 'music_tracks', 'connection_sites', 'policies', 'images', 'downloads', 'users', 'site_settings', 'history', 'music_album']

async function snapshot() {
  const rows: Record<string, string> = {}
  for (const table of TABLES) {
    const [r] = await sql<{ n: string; latest: string | null }>(`SELECT count(*)::text AS n, max(updated_at)::text AS latest FROM "${table}"`)
    rows[table] = `${r.n}@${r.latest}`
  }
  const [years] = await sql<{ n: string }>('SELECT count(*)::text AS n FROM history_years')
  rows.history_years = years.n
  return rows
}

describe('migrations', () => {
  it('applied every committed migration to the empty database, with no dev push', async () => {
    const files = fs
      .readdirSync(path.resolve('src/migrations'))
      .filter((f) => /^\d{8}_\d{6}_.+\.ts$/.test(f))
      .map((f) => f.replace(/\.ts$/, ''))
      .sort()
    const applied = await sql<{ name: string; batch: number }>('SELECT name, batch FROM payload_migrations ORDER BY name')
    expect(applied.map((m) => m.name)).toEqual(files)
    expect(applied.every((m) => m.batch >= 1)).toBe(true)
  })

  it('created the trigram indexes that make Korean substring search fast', async () => {
    const indexes = await sql<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE indexname LIKE '%_trgm_idx'")
    expect(indexes.map((i) => i.indexname)).toEqual(
      expect.arrayContaining(['press_releases_search_text_ko_trgm_idx', 'notices_search_title_en_trgm_idx']),
    )
  })
})

describe('seed', () => {
  it('seeded every collection with the documented counts', async () => {
    const counts: Record<string, number> = {}
    for (const slug of Object.keys(TOTAL_COUNTS)) {
      const [r] = await sql<{ n: number }>(`SELECT count(*)::int AS n FROM "${slug.replace(/-/g, '_')}"`)
      counts[slug] = r.n
    }
    expect(counts).toEqual(TOTAL_COUNTS)
    const [{ years }] = await sql<{ years: number }>('SELECT count(DISTINCT year)::int AS years FROM history_years')
    expect(years).toBe(16)
  })

  it('is idempotent: a second `npm run seed` changes nothing', async () => {
    const before = await snapshot()
    await run('tsx', ['seed/run.ts'], {
      ...process.env,
      DATABASE_URL: inject('databaseUrl'),
      UPLOADS_DIR: inject('uploadsDir'),
      APP_ENV: 'test',
      PAYLOAD_DISABLE_JOBS: '1',
    })
    expect(await snapshot()).toEqual(before)
  })
})
