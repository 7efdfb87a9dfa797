import { beforeAll, describe, expect, it } from 'vitest'

import { NEXT_DUE_MARK } from '../../src/collections/hooks/dueTimes'
import { DATABASE_APPLICATION_NAME } from '../../src/lib/env'
import { sql } from '../helpers/db'
import { request } from '../helpers/http'

const QUIET_MS = 300

/**
 * SQL statements run since the last reset, this file's own bookkeeping excluded, and transaction
 * control too (a public read runs in a read-only transaction of its own: src/lib/data/sql/publicRead.ts),
 * and the server's own look for scheduled items every 30 s (src/collections/hooks/dueTimes.ts),
 * which no request runs.
 */
async function statementsSinceReset(except = '%pg_stat_activity%'): Promise<number> {
  const rows = await sql<{ calls: number }>(
    `SELECT calls::int AS calls FROM pg_stat_statements
     WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND query NOT ILIKE '%pg_stat_statements%' AND query NOT ILIKE '%pg_stat_activity%'
       AND query NOT ILIKE $1 AND query NOT ILIKE $2 AND query !~* '^(begin|commit|rollback)\\y'`,
    [except, `%${NEXT_DUE_MARK}%`],
  )
  return rows.reduce((sum, r) => sum + r.calls, 0)
}

/**
 * Earlier browser tests leave background work behind (ISR revalidations run after their
 * response): the counters are trusted only after the app ran nothing for QUIET_MS.
 */
async function resetWhenQuiet(): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    await sql('SELECT pg_stat_statements_reset()')
    await new Promise((r) => setTimeout(r, QUIET_MS))
    const [{ busy }] = await sql<{ busy: number }>(
      "SELECT count(*)::int AS busy FROM pg_stat_activity WHERE application_name = $1 AND state <> 'idle'",
      [DATABASE_APPLICATION_NAME],
    )
    if (busy === 0 && (await statementsSinceReset()) === 0) return
  }
  throw new Error(`the app never stayed quiet for ${QUIET_MS} ms`)
}

async function countStatements(path: string): Promise<number> {
  await resetWhenQuiet()
  const res = await request(path)
  expect(res.status, path).toBe(200)
  return statementsSinceReset()
}

describe('legacy list query budget', () => {
  beforeAll(async () => {
    await sql('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
    // Warm up: the first request of a route also loads the app; only steady state is measured.
    for (const path of ['/api/report', '/api/media', '/api/notice', '/api/writing']) await request(path)
    // The app's sessions are named, so waiting for quiet watches the right connections.
    const sessions = await sql<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = $1',
      [DATABASE_APPLICATION_NAME],
    )
    expect(sessions[0].n).toBeGreaterThan(0)
  })

  it.each([
    '/api/report?pageSize=1',
    '/api/report?pageSize=500',
    '/api/media?pageSize=100&lang=en',
    '/api/fact?pageSize=50&searchKeyword=%ED%83%84%EC%86%8C',
    '/api/notice?pageSize=100',
    '/api/writing?pageSize=100',
  ])('answers %s with at most 3 SQL statements', async (path) => {
    const count = await countStatements(path)
    expect(count).toBeGreaterThan(0)
    expect(count).toBeLessThanOrEqual(3)
  })
})

describe('cached pages', () => {
  it.each(['/newsroom/report', '/en/notice', '/sustainability/together/0', '/company/history'])(
    'serves %s from the cache without a database query (the maintenance switch aside)',
    async (path) => {
      // A write made by an earlier file expires its tags a second time a few seconds later
      // (src/collections/hooks/revalidate.ts), and the next visit then renders the page again: the
      // page is asked for until it is served twice in a row with no query in between, which a
      // page that is not cached never is.
      const deadline = Date.now() + 30_000
      let statements = -1
      while (statements !== 0 && Date.now() < deadline) {
        for (let i = 0; i < 2; i++) expect((await request(path)).status).toBe(200)
        await resetWhenQuiet()
        expect((await request(path)).status).toBe(200)
        // The proxy reads the maintenance switch (site settings) at most every 2 s, whatever the page.
        statements = await statementsSinceReset('%site_settings%')
      }
      expect(statements).toBe(0)
    },
  )
})
