import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'
import { afterAll, describe, expect, inject, it } from 'vitest'

import { findFreePort } from '../../src/lib/db/ports'
import { capture, startUntil } from '../../tooling/capture'
import { withEntryConditions } from '../../tooling/process'
import { sql } from '../helpers/db'

/**
 * Migrations once: instances of one release that start together take turns at
 * migrating and seeding one database, and web instances started with MIGRATE=0 leave both to
 * `npm run migrate`. Each case gets a fresh database of its own on the test server.
 */

const created: string[] = []
const scratch = fs.mkdtempSync(path.resolve('.test-data', 'migrate-once-'))

afterAll(async () => {
  for (const name of created) await sql(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)
  fs.rmSync(scratch, { recursive: true, force: true })
})

async function freshDatabase(label: string): Promise<string> {
  const name = `${label}_${process.pid}_${Date.now()}`
  await sql(`CREATE DATABASE "${name}"`)
  created.push(name)
  const url = new URL(inject('databaseUrl'))
  url.pathname = `/${name}`
  return url.toString()
}

async function query<T extends Record<string, unknown>>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return (await client.query(text)).rows as T[]
  } finally {
    await client.end()
  }
}

const committedMigrations = () =>
  fs
    .readdirSync(path.resolve('src/migrations'))
    .filter((f) => /^\d{8}_\d{6}_.+\.ts$/.test(f))
    .map((f) => f.replace(/\.ts$/, ''))
    .sort()

const instanceEnv = (url: string, extra: Record<string, string> = {}) =>
  withEntryConditions({
    ...process.env,
    DATABASE_URL: url,
    UPLOADS_DIR: fs.mkdtempSync(path.join(scratch, 'uploads-')),
    APP_ENV: 'test',
    PAYLOAD_DISABLE_JOBS: '1',
    ...extra,
  })

describe('migrations once', () => {
  it('three instances migrating one fresh database at once all succeed: each migration applied once, the seed run once', async () => {
    const url = await freshDatabase('migrate_once')
    const runs = await Promise.all(
      [1, 2, 3].map(() => capture('tsx', ['scripts/prepare.ts'], instanceEnv(url), 300_000)),
    )
    for (const run of runs) expect(run.code, run.output.slice(-2000)).toBe(0)

    const applied = await query<{ name: string }>(url, 'SELECT name FROM payload_migrations ORDER BY name')
    expect(applied.map((m) => m.name)).toEqual(committedMigrations())
    // A second seed running beside the first would have created its documents again.
    const doubled = await query(
      url,
      `SELECT l._locale, l.title, count(*) FROM press_releases_locales l GROUP BY 1, 2 HAVING count(*) > 1`,
    )
    expect(doubled).toEqual([])
    const [{ n }] = await query<{ n: number }>(url, 'SELECT count(*)::int AS n FROM press_releases')
    expect(n).toBeGreaterThan(0)
  }, 360_000)

  it('an instance started with MIGRATE=0 serves without migrating: the database stays as it was', async () => {
    const url = await freshDatabase('migrate_zero')
    const env = instanceEnv(url, { MIGRATE: '0', PORT: String(await findFreePort()) })
    // Until the server is up: nothing before or during its start may have migrated.
    const { child, output } = await startUntil('tsx', ['scripts/start.ts'], env, /Ready on/, 240_000)
    try {
      expect(output()).toMatch(/MIGRATE=0: migrations and the first-run seed are left to `npm run migrate`/)
    } finally {
      if (child.pid) process.kill(-child.pid, 'SIGKILL')
    }
    const [{ t }] = await query<{ t: string | null }>(url, "SELECT to_regclass('public.payload_migrations')::text AS t")
    expect(t).toBeNull()
  }, 300_000)
})
