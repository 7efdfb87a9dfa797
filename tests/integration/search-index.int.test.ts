import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { searchGrams, searchWords } from '@/lib/search/grams'

import { sql } from '../helpers/db'
import { getLegacy } from '../helpers/http'

/**
 * docs/public-site.md: newsroom search reads `search_documents`, with a gram index for 1- and 2-character words,
 * a word index for longer ones and a trigram index for words with a space inside. With the seed's
 * few rows Postgres rightly reads the whole table, so
 * a plan on the live table proves nothing. Instead this test takes the statement the app really
 * ran for a search (pg_stat_statements) and has Postgres plan it, with the values the app sent,
 * against copies of search_documents and search_words private to this session (same columns and
 * indexes, copied; a temporary table comes first on the search path) that hold the
 * real rows plus 100,000 other press releases' rows and their words. No planner setting is changed.
 */

type Page = { list: { reportSeq: number }[]; totalSize: number }
type PlanNode = {
  'Node Type': string
  'Index Name'?: string
  'Relation Name'?: string
  'Actual Rows'?: number
  'Actual Loops'?: number
  'Rows Removed by Filter'?: number
  'Rows Removed by Index Recheck'?: number
  Plans?: PlanNode[]
}

const FILLER_ROWS = 100_000
let client: pg.Client

beforeAll(async () => {
  await sql('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
  client = new pg.Client({ connectionString: inject('databaseUrl') })
  await client.connect()
  // Indexes are built after the rows are in (as the real ones are copied below): a bulk build
  // takes seconds where 200,000 rows inserted into a dozen GIN indexes one by one take minutes.
  await client.query('CREATE TEMP TABLE search_documents (LIKE public.search_documents INCLUDING DEFAULTS)')
  await client.query('INSERT INTO pg_temp.search_documents SELECT * FROM public.search_documents')
  await client.query('CREATE TEMP TABLE search_words (LIKE public.search_words INCLUDING ALL)')
  await client.query('INSERT INTO pg_temp.search_words SELECT * FROM public.search_words')
  const vocabulary = new Map<string, number>()
  const { rows: known } = await client.query<{ id: number; word: string }>('SELECT id, word FROM pg_temp.search_words')
  for (const row of known) vocabulary.set(row.word, row.id)
  /** The filler's word ids, new words added to the copy of the vocabulary. */
  const wordIds = async (texts: string[]) => {
    const perText = texts.map(searchWords)
    const fresh = [...new Set(perText.flat())].filter((word) => !vocabulary.has(word))
    const next = 10_000_000 + vocabulary.size
    fresh.forEach((word, i) => vocabulary.set(word, next + i))
    if (fresh.length > 0)
      await client.query('INSERT INTO pg_temp.search_words (id, word) SELECT * FROM unnest($1::int[], $2::text[])', [
        fresh.map((word) => vocabulary.get(word)),
        fresh,
      ])
    return perText.map((words) => JSON.stringify(words.map((word) => vocabulary.get(word))))
  }
  // Search rows of 100,000 other press releases in both languages, none containing the words searched for below.
  const texts = {
    ko: (g: number) => [`배달프렌즈 소식 제${g}호`, '사장님과 라이더를 위한 상생 지원 소식을 전합니다.'],
    en: (g: number) => [`Baedal Friends news no. ${g}`, 'Support for restaurant owners and riders.'],
  }
  const ids = Array.from({ length: FILLER_ROWS }, (_, i) => 1_000_000 + i)
  for (const [locale, text] of Object.entries(texts)) {
    for (let start = 0; start < ids.length; start += 10_000) {
      const chunk = ids.slice(start, start + 10_000)
      const titles = chunk.map((g) => text(g)[0])
      const bodies = chunk.map((g) => text(g).join(' '))
      await client.query(
        `INSERT INTO pg_temp.search_documents (source, doc_id, locale, published, publish_date, title, body, title_grams,
           body_grams, title_words, body_words)
         SELECT 'press-releases', t.id, $1, true, timestamptz '2020-01-01' - t.id * interval '1 minute', t.title, t.body,
           ARRAY(SELECT jsonb_array_elements_text(t.tg)), ARRAY(SELECT jsonb_array_elements_text(t.bg)),
           ARRAY(SELECT jsonb_array_elements_text(t.tw)::int), ARRAY(SELECT jsonb_array_elements_text(t.bw)::int)
         FROM unnest($2::int[], $3::text[], $4::text[], $5::jsonb[], $6::jsonb[], $7::jsonb[], $8::jsonb[])
           AS t(id, title, body, tg, bg, tw, bw)`,
        [
          locale,
          chunk,
          titles,
          bodies,
          titles.map((t) => JSON.stringify(searchGrams(t))),
          bodies.map((b) => JSON.stringify(searchGrams(b))),
          await wordIds(titles),
          await wordIds(bodies),
        ],
      )
    }
  }
  // The documents themselves, as many: the statement joins the search rows to them.
  await client.query('CREATE TEMP TABLE press_releases (LIKE public.press_releases INCLUDING ALL)')
  await client.query('INSERT INTO pg_temp.press_releases SELECT * FROM public.press_releases')
  await client.query(
    `INSERT INTO pg_temp.press_releases (id, _status, publish_date, created_at, updated_at)
     SELECT doc_id, 'published', publish_date, now(), now() FROM pg_temp.search_documents
     WHERE doc_id >= 1000000 AND locale = 'ko'`,
  )
  // The indexes of the press releases' scopes and the table's own; the other sources'
  // partial indexes would hold nothing of the copy and only cost a build each.
  const { rows: indexes } = await client.query<{ indexdef: string }>(
    `SELECT indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename = 'search_documents'
     AND (indexdef NOT LIKE '%WHERE%(source)::text%' OR indexdef LIKE '%''press-releases''%')`,
  )
  for (const { indexdef } of indexes)
    await client.query(indexdef.replace(' ON public.search_documents ', ' ON pg_temp.search_documents '))
  await client.query('ANALYZE pg_temp.search_documents')
  await client.query('ANALYZE pg_temp.search_words')
  await client.query('ANALYZE pg_temp.press_releases')
  // Pages another test file asked for may be kept in the app's list cache: a new list version makes
  // the app run its statements again (what a write of the table does).
  await sql(`UPDATE list_versions SET version = version + 1 WHERE source = 'press_releases'`)
}, 240_000)

afterAll(async () => {
  await client?.end()
})

/** The statements the app ran to answer `path` that read search_documents. */
async function statementsFor(path: string): Promise<string[]> {
  // A page asked for before may be kept in the list cache: a new list version makes the app read it.
  await sql(`UPDATE list_versions SET version = version + 1 WHERE source = 'press_releases'`)
  await sql('SELECT pg_stat_statements_reset()')
  const { status } = await getLegacy(path)
  expect(status).toBe(200)
  const rows = await sql<{ query: string }>(
    `SELECT query FROM pg_stat_statements
     WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database()) AND strpos(query, 'search_documents') > 0`,
  )
  return rows.map((r) => r.query)
}

/** The statement with its parameters replaced by the values the app sends for this search. */
function bind(statement: string, match: string, locale: string): string {
  const roles: [RegExp, string][] = [
    [/ ilike \$(\d+)/gi, match],
    [/\.word like \$(\d+)/gi, match],
    [/@> ARRAY\[\$(\d+)\]/gi, match],
    [/s\.source = \$(\d+)/gi, 'press-releases'],
    [/s\.locale = \$(\d+)/gi, locale],
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

/** Every row a plan's scans of the search rows and the documents read, kept or thrown away. */
function rowsRead(node: PlanNode): number {
  const scanned = ['search_documents', 'press_releases'].includes(node['Relation Name'] ?? '')
  const own = scanned
    ? ((node['Actual Rows'] ?? 0) +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)) *
      (node['Actual Loops'] ?? 1)
    : 0
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsRead(child), 0)
}

describe('newsroom search on a large table', () => {
  it.each([
    ['배달로봇', 'ko', 'TITLE_CONTENT', 'body_words', '%배달로봇%'],
    ['로봇 시범', 'ko', 'TITLE_CONTENT', 'body gin_trgm_ops', '%로봇 시범%'],
    ['로봇', 'ko', 'TITLE_CONTENT', 'body_grams', '로봇'],
    ['봇', 'ko', 'TITLE', 'title_grams', '봇'],
    ['BF_DEV', 'en', 'TITLE', 'title_words', '%bf\\_dev%'],
  ])(
    '"%s" (%s, %s): Postgres plans the app\'s own statement with the index on %s',
    async (keyword, lang, type, indexed, match) => {
      const path = `/api/report?lang=${lang}&searchType=${type}&searchKeyword=${encodeURIComponent(keyword)}`
      const statements = await statementsFor(path)
      // The page and its count, in one statement.
      expect(statements).toHaveLength(1)

      // One index per source and locale (partial, published rows only): the searched one's.
      const { rows } = await client.query<{ indexname: string }>(
        `SELECT indexname FROM pg_indexes WHERE schemaname = (SELECT nspname FROM pg_namespace WHERE oid = pg_my_temp_schema())
         AND tablename = 'search_documents' AND indexdef LIKE $1`,
        [
          `%USING gin (${indexed}) WHERE (((source)::text = 'press-releases'::text) AND ((locale)::text = '${lang}'::text) AND published)`,
        ],
      )
      expect(rows).toHaveLength(1)
      const searchIndex = rows[0].indexname

      const app = (await getLegacy<Page>(path)).body.data!
      expect(app.totalSize).toBeGreaterThan(0)
      const bound = bind(statements[0], match, lang)
      // Bound right: on the copy the statement finds what the app found (the filler matches nothing).
      const result = await client.query<{ id: number; total: string }>(bound)
      expect(Number(result.rows[0].total)).toBe(app.totalSize)
      expect(result.rows.map((r) => r.id)).toEqual(app.list.map((i) => i.reportSeq))

      const explained = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(`EXPLAIN (FORMAT JSON) ${bound}`)
      const plan = explained.rows[0]['QUERY PLAN'][0].Plan
      expect(indexNames(plan), JSON.stringify(plan)).toContain(searchIndex)
    },
  )

  // A rare word, a word nobody wrote, and a word in every English filler row but in no Korean
  // one: each is answered from an index of the searched source and locale. Before, the last one
  // took every English row from the one index of all locales, and the page walked every published
  // press release in date order for a match that never came.
  it.each([
    ['배달로봇', 'ko'],
    ['qzxvjw', 'ko'],
    ['qzxvjw', 'en'],
    ['restaurant', 'ko'],
    ['배달프렌즈', 'en'],
  ])('"%s" (%s) reads a few index entries, not the 100,000 other rows', async (keyword, lang) => {
    const path = `/api/report?lang=${lang}&searchType=TITLE_CONTENT&searchKeyword=${encodeURIComponent(keyword)}`
    const statements = await statementsFor(path)
    expect(statements).toHaveLength(1)
    const app = (await getLegacy<Page>(path)).body.data!
    const bound = bind(statements[0], `%${keyword}%`, lang)
    const explained = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${bound}`,
    )
    const plan = explained.rows[0]['QUERY PLAN'][0].Plan
    const result = await client.query<{ total: string }>(bound)
    expect(Number(result.rows[0].total)).toBe(app.totalSize)
    expect(rowsRead(plan), JSON.stringify(plan)).toBeLessThan(1_000)
  })
})
