import { beforeAll, describe, expect, it } from 'vitest'

import { sql } from '../helpers/db'
import { request } from '../helpers/http'

/** SQL statements the app ran since the last reset (this test's own bookkeeping excluded). */
async function statementsSinceReset(): Promise<{ query: string; calls: number }[]> {
  return sql<{ query: string; calls: number }>(
    `SELECT query, calls::int AS calls FROM pg_stat_statements
     WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
       AND query NOT ILIKE '%pg_stat_statements%'
       AND query NOT IN ('BEGIN', 'COMMIT', 'ROLLBACK')`,
  )
}

async function countStatements(path: string): Promise<number> {
  await sql('SELECT pg_stat_statements_reset()')
  const res = await request(path)
  expect(res.status, path).toBe(200)
  const statements = await statementsSinceReset()
  return statements.reduce((sum, s) => sum + s.calls, 0)
}

describe('legacy list query budget', () => {
  beforeAll(async () => {
    await sql('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
    // Warm up: the first request of a route also loads the app; only steady state is measured.
    for (const path of ['/api/report', '/api/media', '/api/notice', '/api/writing']) await request(path)
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
