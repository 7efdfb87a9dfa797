/**
 * The legacy API at scale (a benchmark, not a test; loopback only, bounded in time):
 *   npm run bench
 * 1. Starts its own stack (fresh Postgres, migrations, seed, production build if stale, `next start`)
 *    and grows the newsroom to 100,000 press releases, 20,000 media reports, 10,000 fact checks and
 *    10,000 notices (bench/corpus/generate.ts; the same seed gives the same corpus).
 * 2. Loads each endpoint with autocannon at 1 and 32 connections: list page 1, a deep page, Korean 1-,
 *    2- and 3-character search, English search, a detail, Payload's own REST list of the same
 *    collection; and the floor: a static JS chunk served by the same `next start`.
 *    Then 40 simultaneous requests, each for a different deep page not read before.
 * 3. Prints a table (req/s, p50, p97.5, p99, errors) with each throughput as a share of the floor,
 *    the slowest SQL statements of the run (pg_stat_statements) with their plans, and writes JSON
 *    to .bench-data/api-<date>.json.
 */
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { startStack } from '../tooling/stack'
import { growCorpus } from './corpus/generate'
import { cannon, type LoadResult } from './lib/cannon'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6)
const CONNECTIONS = [1, 32]

const q = (s: string) => encodeURIComponent(s)

async function staticChunk(base: string): Promise<string> {
  const html = await (await fetch(`${base}/ko`)).text()
  const chunk = html.match(/\/_next\/static\/chunks\/[^"']+\.js/)?.[0]
  if (!chunk) throw new Error('no static chunk found on /ko')
  return chunk
}

async function slowestStatements(client: pg.Client) {
  const { rows } = await client.query<{ query: string; calls: string; mean: number }>(
    `SELECT query, calls, round(mean_exec_time::numeric, 2)::float AS mean FROM pg_stat_statements
     WHERE query ~* '(press_releases|search)' AND query !~* '^(explain|insert|create|vacuum|analyze)'
     ORDER BY total_exec_time DESC LIMIT 4`,
  )
  const out = []
  for (const row of rows) {
    let plan = ''
    try {
      const explained = await client.query(`EXPLAIN (GENERIC_PLAN) ${row.query}`)
      plan = explained.rows.map((r) => r['QUERY PLAN']).join('\n')
    } catch (error) {
      plan = `(no generic plan: ${(error as Error).message})`
    }
    out.push({ mean: row.mean, calls: Number(row.calls), query: row.query, plan })
  }
  return out
}

async function main() {
  console.log('Starting the stack (fresh database, seed, build if stale, next start)…')
  const stack = await startStack()
  const client = new pg.Client({ connectionString: stack.db.url })
  try {
    await client.connect()
    console.log('Growing the corpus…')
    await growCorpus(client)
    await client.query('VACUUM ANALYZE')
    const { rows } = await client.query<{ n: string }>(
      `SELECT count(*) AS n FROM press_releases WHERE _status = 'published' AND publish_date <= now()`,
    )
    const published = Number(rows[0].n)
    const deepPage = Math.ceil(published / 20 / 2)
    const { rows: ids } = await client.query<{ id: number }>(
      `SELECT id FROM press_releases WHERE _status = 'published' AND publish_date <= now() ORDER BY id DESC LIMIT 1`,
    )
    await client.query('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
    await client.query('SELECT pg_stat_statements_reset()')

    const base = stack.baseUrl
    const floorPath = await staticChunk(base)
    const scenarios: [string, string][] = [
      ['floor: static JS chunk', floorPath],
      ['list page 1', '/api/report?pageNumber=1&pageSize=20'],
      [`deep page ${deepPage}`, `/api/report?pageNumber=${deepPage}&pageSize=20`],
      ['Korean 1 char (배)', `/api/report?searchKeyword=${q('배')}`],
      ['Korean 2 chars (배달)', `/api/report?searchKeyword=${q('배달')}`],
      ['Korean 3 chars (라이더)', `/api/report?searchKeyword=${q('라이더')}`],
      ['English (rider)', `/api/report?searchKeyword=rider&lang=en`],
      ['detail', `/api/report/${ids[0].id}/detail`],
      ['Payload REST list', '/api/press-releases?limit=20&depth=0'],
    ]
    const results: ({ what: string; path: string; 'floor %': number } & LoadResult)[] = []
    let floor = 0
    for (const [what, urlPath] of scenarios) {
      for (const connections of CONNECTIONS) {
        const result = await cannon(base + urlPath, connections, SECONDS, { 'accept-encoding': 'gzip' })
        if (what.startsWith('floor') && connections === 32) floor = result['req/s']
        results.push({ what, path: urlPath, ...result, 'floor %': 0 })
        console.log(`${what} @${connections}: ${result['req/s']} req/s, p50 ${result['p50 ms']} ms`)
      }
    }
    // 40 visitors at once, each on a different deep page (none of them read before): all must be answered.
    const burst = await Promise.all(
      Array.from({ length: 40 }, async (_, i) => {
        const started = performance.now()
        const res = await fetch(`${base}/api/report?pageNumber=${deepPage - 100 + i}&pageSize=20`)
        await res.arrayBuffer()
        return { status: res.status, ms: performance.now() - started }
      }),
    )
    const burstErrors = burst.filter((b) => b.status !== 200).length
    const burstSlowest = Math.round(Math.max(...burst.map((b) => b.ms)))
    console.log(`40 simultaneous deep pages: ${burstErrors} not 200, slowest ${burstSlowest} ms`)
    for (const r of results) r['floor %'] = floor ? Math.round((r['req/s'] / floor) * 1000) / 10 : 0
    console.log(`\nLegacy API at ${published} published press releases (${SECONDS} s per row, loopback)`)
    console.table(results.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'path'))))

    const statements = await slowestStatements(client)
    console.log('\nSlowest SQL statements of the run, with their plans:')
    for (const s of statements) console.log(`\n${s.mean} ms mean, ${s.calls} calls\n${s.query}\n${s.plan}`)

    const out = path.resolve('.bench-data', `api-${new Date().toISOString().slice(0, 10)}.json`)
    fs.mkdirSync(path.dirname(out), { recursive: true })
    fs.writeFileSync(
      out,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          published,
          results,
          burst: { errors: burstErrors, slowestMs: burstSlowest },
          statements,
        },
        null,
        2,
      ),
    )
    console.log(`\nJSON: ${out}`)
  } finally {
    await client.end().catch(() => {})
    await stack.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
