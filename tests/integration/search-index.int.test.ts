import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { escapeLike } from '@/lib/data/listQuery'

import { sql } from '../helpers/db'
import { getLegacy } from '../helpers/http'

/**
 * README: newsroom search is "trigram-indexed". With the seed's 44 press releases Postgres rightly
 * reads the whole table, so a plan on the live table proves nothing, and a plan with sequential
 * scans switched off proves only that an index exists. Instead this test takes the statements
 * the app really ran for a search (pg_stat_statements) and has Postgres plan them, with the values
 * the app sent, against a copy of press_releases private to this session (same columns and
 * indexes, `LIKE … INCLUDING ALL`; a temporary table comes first on the search path) that holds
 * the seeded rows plus 30,000 other releases. No planner setting is changed.
 */

type Page = { list: { reportSeq: number }[]; totalSize: number }
type PlanNode = { 'Index Name'?: string; Plans?: PlanNode[] }

const FILLER_ROWS = 30_000
let client: pg.Client

beforeAll(async () => {
  await sql('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
  client = new pg.Client({ connectionString: inject('databaseUrl') })
  await client.connect()
  await client.query('CREATE TEMP TABLE press_releases (LIKE public.press_releases INCLUDING ALL)')
  await client.query('INSERT INTO pg_temp.press_releases SELECT * FROM public.press_releases')
  // Older releases in the same languages, none containing the words searched for below.
  await client.query(
    `INSERT INTO pg_temp.press_releases
       (id, _status, publish_date, created_at, updated_at, search_title_ko, search_title_en, search_text_ko, search_text_en)
     SELECT 1000000 + g, 'published', timestamptz '2020-01-01' - g * interval '1 hour', now(), now(),
       '배달프렌즈 소식 제' || g || '호', 'Baedal Friends news no. ' || g,
       '배달프렌즈 소식 제' || g || '호 ' || repeat('사장님과 라이더를 위한 상생 지원 소식을 전합니다. ', 12),
       'Baedal Friends news no. ' || g || ' ' || repeat('Support for restaurant owners and riders. ', 12)
     FROM generate_series(1, $1::int) g`,
    [FILLER_ROWS],
  )
  await client.query('ANALYZE pg_temp.press_releases')
  // Pages another test file asked for may be kept in the app's list cache: a new list version makes
  // the app run its statements again (what a write of the table does).
  await sql(`UPDATE list_versions SET version = version + 1 WHERE source = 'press_releases'`)
})

afterAll(async () => {
  await client?.end()
})

/** The statements the app ran to answer `path` that filter on `column`. */
async function statementsFor(path: string, column: string): Promise<string[]> {
  await sql('SELECT pg_stat_statements_reset()')
  const { status } = await getLegacy(path)
  expect(status).toBe(200)
  const rows = await sql<{ query: string }>(
    `SELECT query FROM pg_stat_statements
     WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND strpos(query, $1) > 0`,
    [`"${column}" ilike $`],
  )
  return rows.map((r) => r.query)
}

/** The statement with its parameters replaced by the values the app sends for this search. */
function bind(statement: string, pattern: string, locale: string): string {
  const roles: [RegExp, string][] = [
    [/ ilike \$(\d+)/gi, pattern],
    [/publish_date"? <= \$(\d+)/gi, new Date().toISOString()],
    [/ limit \$(\d+)/gi, '20'],
    [/ offset \$(\d+)/gi, '0'],
    [/l\._locale = \$(\d+)/gi, locale],
    [/f\._locale = \$(\d+)/gi, 'ko'],
    // Constants of the statement, which pg_stat_statements shows as parameters too.
    [/_status = \$(\d+)/gi, 'published'],
    [/NULLIF\([^,]+, \$(\d+)\)/gi, ''],
    [/\$(\d+) AS report_url/gi, ''],
    [/ on \$(\d+)/gi, 'true'],
  ]
  const values = new Map<string, string>()
  for (const [re, value] of roles) for (const m of statement.matchAll(re)) values.set(m[1], value)
  return statement.replace(/\$(\d+)/g, (whole, n: string) => {
    const value = values.get(n)
    if (value === undefined) throw new Error(`no value known for ${whole} in: ${statement}`)
    return client.escapeLiteral(value)
  })
}

function indexNames(node: PlanNode): string[] {
  return [...(node['Index Name'] ? [node['Index Name']] : []), ...(node.Plans ?? []).flatMap(indexNames)]
}

describe('newsroom search on a large table', () => {
  it.each([
    ['배달로봇', 'ko', 'TITLE_CONTENT', 'search_text_ko'],
    ['BF_DEV', 'en', 'TITLE', 'search_title_en'],
  ])(
    '"%s" (%s, %s): Postgres plans the app\'s own statements with the trigram index on %s',
    async (keyword, lang, type, column) => {
      const path = `/api/report?lang=${lang}&searchType=${type}&searchKeyword=${encodeURIComponent(keyword)}`
      const statements = await statementsFor(path, column)
      // The page and its count, in one statement.
      expect(statements).toHaveLength(1)

      const { rows } = await client.query<{ indexname: string }>(
        `SELECT indexname FROM pg_indexes WHERE schemaname = (SELECT nspname FROM pg_namespace WHERE oid = pg_my_temp_schema())
         AND tablename = 'press_releases' AND indexdef LIKE $1`,
        [`%USING gin (${column} gin_trgm_ops)%`],
      )
      expect(rows).toHaveLength(1)
      const trigramIndex = rows[0].indexname

      const app = (await getLegacy<Page>(path)).body.data!
      expect(app.totalSize).toBeGreaterThan(0)
      for (const statement of statements) {
        const bound = bind(statement, `%${escapeLike(keyword)}%`, lang)
        // Bound right: on the copy the statement finds what the app found (the filler matches nothing).
        const result = await client.query<{ id: number; total: string }>(bound)
        expect(Number(result.rows[0].total)).toBe(app.totalSize)
        expect(result.rows.map((r) => r.id)).toEqual(app.list.map((i) => i.reportSeq))

        const explained = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${bound}`)
        const plan = explained.rows[0]['QUERY PLAN'][0].Plan
        expect(indexNames(plan), JSON.stringify(plan)).toContain(trigramIndex)
      }
    },
  )
})
