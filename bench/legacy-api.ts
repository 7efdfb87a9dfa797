/**
 * The legacy API at scale (a benchmark, not a test; loopback only, bounded in time):
 *   npm run bench
 * 1. Starts its own stack (fresh Postgres, migrations, seed, production build if stale, the server)
 *    and grows the newsroom to 100,000 press releases, 20,000 media reports, 10,000 fact checks and
 *    10,000 notices (bench/corpus/generate.ts; the same seed gives the same corpus).
 * 2. Loads each endpoint with wrk (one thread) when Debian's `wrk` is installed, else autocannon, at 1
 *    and 32 connections: list page 1, a deep page, Korean 1-,
 *    2- and 3-character search, English search, a detail, Payload's own REST list of the same
 *    collection, the sitemap index and a full sitemap child; and the floor: a static JS chunk served by the same server. Before each list
 *    and search is loaded, five cold reads (the list's version raised first, as any write raises it).
 *    Then the SQL baselines straight through `pg`: list page 1 uncached, and a cached page's state read.
 *    Next's own floor for a route handler (the same route's OPTIONS, which does nothing) shows what
 *    Next costs before any code of ours; Main, prerendered, is loaded at 1 and 50 connections, beside
 *    Next's own cost of a prerendered page the proxy does not run for (the not-found page, a 404).
 *    Then 40 simultaneous requests, each for a different deep page not read before; never-seen
 *    search words, staff reads and publishing (bench/lib/*Load.ts); and Main's p50/p99 alone and
 *    while one client sends 100 sign-ins for made-up accounts, 30 at once (bench/lib/signInLoad.ts),
 *    three rounds from three clients, with the median ratio.
 * 3. Prints a table (req/s, p50, p97.5, p99, errors) with each throughput as a share of the floor,
 *    the slowest SQL statements of the run (pg_stat_statements) with their plans, and writes JSON
 *    to .bench-data/api-<date>.json.
 */
import fs from 'node:fs'
import path from 'node:path'

import pg from 'pg'

import { childPath, pageOfId } from '../src/lib/site/sitemapIndex'
import { editorAuthorization } from '../tooling/staff'
import { startStack } from '../tooling/stack'
import { restartEmbedded } from '../tooling/testDatabase'
import { growCorpus } from './corpus/generate'
import { cannon, type LoadResult } from './lib/cannon'
import { publishLoad } from './lib/publishLoad'
import { searchAfterRestart, searchLoad } from './lib/searchLoad'
import { signInLoad } from './lib/signInLoad'
import { searchWordSampler } from './lib/searchWords'
import { STAFF_RANDOM_READS, staffRandomLoad } from './lib/staffRandom'
import { sqlLoad } from './lib/sqlLoad'
import { staffLoad } from './lib/staffLoad'
import { wrk, wrkVersion } from './lib/wrk'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 6)
const CONNECTIONS = [1, 32]
/** Pages are loaded at 50 connections, as the issue states its targets for the page server. */
const PAGE_CONNECTIONS = 50

const q = (s: string) => encodeURIComponent(s)

/** wrk when present: its C client leaves the server a core that autocannon's Node client would take. */
const WRK = wrkVersion()
const load = WRK ? wrk : cannon
const GENERATOR = WRK ? `${WRK.split(' [')[0]}, 1 thread` : 'autocannon (install wrk for a lighter client)'

const PUBLIC = `d._status = 'published' AND d.publish_date <= now()`
const text = (column: string) => `COALESCE(NULLIF(l.${column}, ''), NULLIF(f.${column}, ''), l.${column}) AS ${column}`
/** The SQL baselines: list page 1 as the app reads it when nothing is cached, and the state read of a cached page. */
const SQL_BASELINES: [string, string][] = [
  [
    'SQL: list page 1, uncached',
    `SELECT c.total, p.id, p.publish_date, ${text('title')}, ${text('subtitle')}, i.filename
     FROM (SELECT count(*) AS total FROM press_releases d WHERE ${PUBLIC}) c
     LEFT JOIN LATERAL (SELECT d.* FROM press_releases d WHERE d.id IN (SELECT d.id FROM press_releases d
       WHERE ${PUBLIC} ORDER BY d.publish_date DESC, d.id DESC LIMIT 20)) p ON true
     LEFT JOIN press_releases_locales l ON l._parent_id = p.id AND l._locale = 'ko'
     LEFT JOIN press_releases_locales f ON f._parent_id = p.id AND f._locale = 'ko'
     LEFT JOIN images i ON i.id = p.thumbnail_id ORDER BY p.publish_date DESC, p.id DESC`,
  ],
  [
    'SQL: state read of a cached page',
    `SELECT (SELECT version FROM list_versions WHERE source = 'press_releases') AS list,
       (SELECT version FROM list_versions WHERE source = 'images') AS images,
       (SELECT max(d.publish_date) FROM press_releases d WHERE ${PUBLIC}) AS due`,
  ],
]

/**
 * What the first visitor after a write waits for: the list's version is raised as any write would
 * raise it, then one request is timed; five times per path. Returns the median and the slowest.
 */
async function coldReads(client: pg.Client, base: string, urlPath: string) {
  const times: number[] = []
  for (let i = 0; i < 5; i++) {
    await client.query(`UPDATE list_versions SET version = version + 1 WHERE source = 'press_releases'`)
    const started = performance.now()
    const res = await fetch(base + urlPath, { headers: { 'accept-encoding': 'gzip' } })
    await res.arrayBuffer()
    if (res.status !== 200) throw new Error(`${urlPath} answered ${res.status} on a cold read`)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  return { 'cold p50 ms': Math.round(times[2]), 'cold max ms': Math.round(times[4]) }
}

/**
 * BENCH_KEEP_CORPUS=1 keeps the grown database in .bench-data/corpus-pg and starts on it next time:
 * growing 140,000 articles takes half an hour on this machine. A directory without the mark of a
 * finished growth is half-grown, and starts again from scratch.
 */
function keptCorpus() {
  if (process.env.BENCH_KEEP_CORPUS !== '1') return undefined
  const dataDir = path.resolve('.bench-data', 'corpus-pg')
  const mark = `${dataDir}.grown`
  const grown = fs.existsSync(mark) && fs.existsSync(dataDir)
  if (!grown) fs.rmSync(dataDir, { recursive: true, force: true })
  return { dataDir, grown, markGrown: () => fs.writeFileSync(mark, new Date().toISOString()) }
}

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
  console.log(`Load generator: ${GENERATOR}`)
  const kept = keptCorpus()
  console.log(
    kept
      ? `Starting the stack on the kept corpus in ${kept.dataDir} (${kept.grown ? 'grown' : 'grown now'}), build if stale…`
      : 'Starting the stack (fresh database, seed, build if stale, server)…',
  )
  const stack = await startStack(kept ? { keptDataDir: kept.dataDir } : {})
  const client = new pg.Client({ connectionString: stack.db.url })
  try {
    await client.connect()
    if (!kept?.grown) {
      console.log('Growing the corpus…')
      await growCorpus(client)
      await client.query('VACUUM ANALYZE')
      kept?.markGrown()
    }
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
    // Payload's REST serves staff only: its row reads as the seeded editor, as the admin does.
    const staff = { authorization: await editorAuthorization(base) }
    // [what, path, connections]; the floor at every connection count a scenario uses.
    const scenarios: [string, string, number[]?][] = [
      ['floor: static JS chunk', floorPath, [...CONNECTIONS, PAGE_CONNECTIONS]],
      // Next's own cost of a route handler that does nothing: the same route's OPTIONS (204, no body).
      ["Next's route floor: OPTIONS /api/report", '/api/report'],
      ['list page 1', '/api/report?pageNumber=1&pageSize=20'],
      [`deep page ${deepPage}`, `/api/report?pageNumber=${deepPage}&pageSize=20`],
      ['Korean 1 char (배)', `/api/report?searchKeyword=${q('배')}`],
      ['Korean 2 chars (배달)', `/api/report?searchKeyword=${q('배달')}`],
      ['Korean 3 chars (라이더)', `/api/report?searchKeyword=${q('라이더')}`],
      ['English (rider)', `/api/report?searchKeyword=rider&lang=en`],
      ['detail', `/api/report/${ids[0].id}/detail`],
      ['Payload REST list (as an editor)', '/api/press-releases?limit=20&depth=0'],
      // The sitemap index, and a full child of press releases (the range before the newest's).
      ['sitemap index', '/sitemap.xml'],
      ['sitemap child (2,000 ids, 4,000 URLs)', childPath('press-releases', Math.max(0, pageOfId(ids[0].id) - 1))],
      // A prerendered page as the server serves it (from its page cache, through the proxy's rewrite).
      ['Main, prerendered (/)', '/', [1, PAGE_CONNECTIONS]],
      // Next's own cost of a prerendered page without the proxy: a path with an extension skips the
      // proxy and gets the prerendered not-found page (a 404 by design, counted under non2xx).
      ["Next's page floor: prerendered 404, no proxy", '/no-such-file.txt', [1, PAGE_CONNECTIONS]],
    ]
    type Row = { what: string; path: string; 'floor %': number } & LoadResult & Partial<Cold>
    type Cold = Awaited<ReturnType<typeof coldReads>>
    const results: Row[] = []
    const floor = new Map<number, number>()
    for (const [what, urlPath, connectionCounts = CONNECTIONS] of scenarios) {
      const method = what.includes('OPTIONS') ? 'OPTIONS' : 'GET'
      const headers = { 'accept-encoding': 'gzip', ...(what.startsWith('Payload REST') ? staff : {}) }
      // A row measures the answer it names, or none: a sitemap child once answered 404 here (from a
      // cache of another database) and was printed as fast as a 404 is.
      const expected = method === 'OPTIONS' ? 204 : what.includes('404') ? 404 : 200
      const probe = await fetch(base + urlPath, { method, headers })
      await probe.arrayBuffer()
      if (probe.status !== expected)
        throw new Error(`${what}: ${method} ${urlPath} answered ${probe.status}, not ${expected}; nothing measured`)
      // The first request of a page nobody asked for since the last write: not from the list cache.
      const cold = urlPath.startsWith('/api/report?') ? await coldReads(client, base, urlPath) : {}
      for (const connections of connectionCounts) {
        const result = await load(base + urlPath, connections, SECONDS, headers, method)
        if (what.startsWith('floor')) floor.set(connections, result['req/s'])
        results.push({ what, path: urlPath, ...result, 'floor %': 0, ...(connections === 1 ? cold : {}) })
        console.log(`${what} @${connections}: ${result['req/s']} req/s, p50 ${result['p50 ms']} ms`)
      }
    }
    for (const [what, statement] of SQL_BASELINES) {
      for (const connections of CONNECTIONS) {
        const result = await sqlLoad(stack.db.url, statement, connections, SECONDS)
        results.push({ what, path: '', ...result, 'floor %': 0 })
        console.log(`${what} @${connections}: ${result['req/s']} statements/s, p50 ${result['p50 ms']} ms`)
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
    // Search words nobody asked for before, drawn at random from every class a visitor could type.
    const seed = Number(process.env.BENCH_SEED) || Math.floor(Math.random() * 2 ** 31)
    console.log(`\nNever-seen search words, seed ${seed} (BENCH_SEED=${seed} repeats the draw)…`)
    const search = await searchLoad(client, base, seed)
    console.log('\nThe admin list as staff query it…')
    const sampler = await searchWordSampler(client, seed)
    const words = Array.from(
      { length: 20 },
      (_, i) => sampler.next(i % 2 ? 'latin from corpus' : 'hangul from corpus').word,
    )
    const staffLists = await staffLoad(base, staff.authorization, words)
    console.log(`Staff reads drawn at random (seed ${seed})…`)
    const staffRandom = await staffRandomLoad(base, staff.authorization, seed, () => sampler.next().word)
    console.log('Publish to visible under list load…')
    const publish = await publishLoad(base, staff.authorization)
    console.log('Main during refused sign-ins…')
    // Three rounds, each from a client of its own: one round's p99 is a handful of reads.
    const signIns = []
    for (const round of [1, 2, 3]) signIns.push(await signInLoad(base, { client: `198.51.100.${round}` }))
    const statements = await slowestStatements(client)
    // A share of the floor at the same number of connections; none for the SQL baselines (no HTTP).
    for (const r of results) {
      const floorHere = r.path ? floor.get(r.connections) : undefined
      r['floor %'] = floorHere ? Math.round((r['req/s'] / floorHere) * 1000) / 10 : 0
    }
    console.log(`\nLegacy API at ${published} published press releases (${SECONDS} s per row, loopback, ${GENERATOR})`)
    console.table(results.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== 'path'))))

    console.log(
      `\nFirst reads of never-seen search words, one at a time (all four lists, both languages; seed ${seed})`,
    )
    console.table(search.oneAtATime)
    console.log(`Slowest: ${search.slowest.ms} ms ${search.slowest.url}`)
    console.log(`${search.together.searches} never-seen searches at once, with the cached list page 1 read meanwhile`)
    console.table([search.together])

    console.log("\nThe admin list through Payload's REST, as the seeded editor (5 times each)")
    console.table(staffLists)
    console.log(
      `\n${STAFF_RANDOM_READS} staff reads drawn at random from every allowed sort, filter, search class and page (seed ${seed})`,
    )
    const { slowest: staffSlowest, ...staffRandomRow } = staffRandom
    console.table([staffRandomRow])
    for (const read of staffSlowest) console.log(`  ${read.ms} ms ${read.status} ${read.path}`)
    console.log('\nPublish to visible under list load (4 visitors reading lists meanwhile)')
    console.table([publish])
    console.log('\nMain (/) read by 4 visitors, alone and while one client sends 100 sign-ins, 30 at once')
    for (const round of signIns) {
      console.table(round.rows)
      console.log(`p99 during / alone: ${round['p99 ratio']}; sign-ins answered ${JSON.stringify(round.answers)}`)
    }
    const ratios = signIns.map((round) => round['p99 ratio']).sort((a, b) => a - b)
    console.log(`p99 ratio, median of ${ratios.length} rounds: ${ratios[1]} (each: ${ratios.join(', ')})`)
    const out = path.resolve('.bench-data', `api-${new Date().toISOString().slice(0, 10)}.json`)
    fs.mkdirSync(path.dirname(out), { recursive: true })
    fs.writeFileSync(
      out,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          generator: GENERATOR,
          published,
          results,
          burst: { errors: burstErrors, slowestMs: burstSlowest },
          search,
          staffLists,
          staffRandom,
          publish,
          signIns,
          statements,
        },
        null,
        2,
      ),
    )
    console.log(`\nJSON: ${out}`)
    // Last, as it stops the database: never-seen words right after PostgreSQL starts. What is
    // above is printed and written first. A connection the restart cuts is no failure of the run.
    console.log('\nNever-seen words right after PostgreSQL starts…')
    const cut = (error: Error & { code?: string }) => {
      if (error.code !== '57P01') throw error
      console.log(`(a connection ended by the restart: ${error.message})`)
    }
    process.on('uncaughtException', cut)
    const afterStart = stack.db.embedded
      ? await searchAfterRestart(
          async () => {
            const fresh = new pg.Client({ connectionString: stack.db.url })
            fresh.on('error', () => {})
            await fresh.connect()
            return fresh
          },
          async () => {
            await client.end()
            await restartEmbedded(stack.db)
          },
          base,
          seed + 1,
        )
      : undefined
    process.off('uncaughtException', cut)
    if (afterStart) {
      console.log(`\nNever-seen words right after PostgreSQL starts (seed ${seed + 1})`)
      console.table(afterStart.table)
      console.log(`Slowest: ${afterStart.slowest.ms} ms ${afterStart.slowest.url}`)
      fs.writeFileSync(out.replace(/\.json$/, '-after-start.json'), JSON.stringify(afterStart, null, 2))
    } else console.log('\n(The restart is measured with the embedded database only.)')
  } finally {
    await client.end().catch(() => {})
    await stack.stop()
  }
}

main().catch((error) => {
  console.error(error)
  process.exitCode = 1
})
