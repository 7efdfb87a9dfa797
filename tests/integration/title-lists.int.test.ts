import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import { MAX_TITLE_MATCHES } from '@/lib/restSurface/titleSql'

import { devAccounts } from '../../seed/devAccounts'
import { growTestCorpus } from '../helpers/corpus'
import { sql } from '../helpers/db'
import { bearer, login, request } from '../helpers/http'

/**
 * Staff lists searched and sorted by title are answered from the title indexes:
 * here every answer is compared with a plain SQL match on the same rows (ILIKE '%word%' per word,
 * Payload's own semantics), page by page: the same count, the same sort keys in the same order,
 * and only rows that hold the words. A corpus larger than MAX_TITLE_MATCHES makes `(` (in every
 * generated title) a common word, read the other way.
 */

const editor = devAccounts.find((a) => a.role === 'editor')!
let token = ''
let remove = async () => {}

type Doc = { id: number; title?: string | null; publishDate: string; _status: string }
type List = { docs: Doc[]; totalDocs: number; page: number }

beforeAll(async () => {
  token = await login(editor.email, editor.password)
  ;({ remove } = await growTestCorpus(
    { pressReleases: MAX_TITLE_MATCHES + 100, factChecks: 0, mediaReports: 0, notices: 0 },
    30,
  ))
  // The size Postgres knows of the title tables sets which read counts a search (ginCountCap): a
  // rare word's rows from the GIN index, a common word's by matching every title.
  // And the statistics of the lists' own columns say which hold few values (holdsFewValues).
  await sql('ANALYZE press_releases, press_releases_locales, _press_releases_v, _press_releases_v_locales')
}, 300_000)

afterAll(async () => {
  await remove()
})

/** What Payload's own query answers: the rows, their count, from SQL. */
type Truth = { keys: string[]; total: number }

type Query = {
  locale: 'ko' | 'en'
  words?: string[][]
  /** The title, or a column of the list's own table (a page of a common word is then read by its ids). */
  sort?: 'title' | '-title' | 'publishDate' | '_status' | '-_status'
  page?: number
  drafts?: boolean
  published?: boolean
  /** One group's words sent as an AND of searches (`where[and][i][title][like]`), one word each. */
  split?: boolean
}

/** The list as SQL reads it: documents (or latest versions) joined to their locale row, as Payload joins them. */
async function truth({ locale, words = [], sort, page = 1, drafts = false, published = false }: Query): Promise<Truth> {
  const [table, column, date] = drafts
    ? ['_press_releases_v', 'version_title', 'version_publish_date']
    : ['press_releases', 'title', 'publish_date']
  const params: unknown[] = [locale]
  const conditions = drafts ? ['d.latest'] : []
  if (published) conditions.push(`d.${drafts ? 'version__status' : '_status'} = 'published'`)
  if (words.length)
    conditions.push(
      `(${words
        .map((group) =>
          group
            .map((word) => {
              params.push(`%${word}%`)
              return `l.${column} ILIKE $${params.length}`
            })
            .join(' AND '),
        )
        .join(' OR ')})`,
    )
  const from = `FROM ${table} d LEFT JOIN ${table}_locales l ON l._parent_id = d.id AND l._locale = $1
    ${conditions.length ? `WHERE ${conditions.join(' AND ')}` : ''}`
  const status = drafts ? 'version__status' : '_status'
  const field = (sort ?? '-publishDate').replace('-', '')
  const key = field === 'title' ? `l.${column}` : field === '_status' ? `d.${status}` : `d.${date}`
  const order = `${key} ${sort?.startsWith('-') || !sort ? 'DESC' : 'ASC'}, d.created_at DESC`
  const rows = await sql<{ key: string | Date | null }>(
    `SELECT ${key} AS key ${from} ORDER BY ${order} OFFSET ${(page - 1) * 10} LIMIT 10`,
    params,
  )
  const [{ n }] = await sql<{ n: string }>(`SELECT count(*) AS n ${from}`, params)
  return { keys: rows.map((r) => keyText(r.key)), total: Number(n) }
}

const keyText = (key: unknown) => (key instanceof Date ? key.toISOString() : key === null ? '' : String(key))

/** The same list as the editor reads it through Payload's REST. */
async function list({ locale, words = [], sort, page = 1, drafts = false, published = false, split }: Query) {
  const where = split
    ? words[0].map((word, i) => `where[and][${i}][title][like]=${encode([word])}`)
    : words.map((group, i) =>
        words.length === 1 ? `where[title][like]=${encode(group)}` : `where[or][${i}][title][like]=${encode(group)}`,
      )
  const query = [
    `locale=${locale}`,
    'fallback-locale=none',
    'depth=0',
    'limit=10',
    `page=${page}`,
    ...where,
    ...(sort ? [`sort=${sort}`] : []),
    ...(drafts ? ['draft=true'] : []),
    ...(published ? ['where[_status][equals]=published'] : []),
  ].join('&')
  const res = await request(`/api/press-releases?${query}`, { headers: bearer(token) })
  expect(res.status, query).toBe(200)
  return { query, body: (await res.json()) as List }
}

const encode = (words: string[]) => encodeURIComponent(words.join(' '))

async function expectSameList(query: Query) {
  const [expected, { query: asked, body }] = await Promise.all([truth(query), list(query)])
  expect(body.totalDocs, asked).toBe(expected.total)
  const keys = body.docs.map((doc) => keyText(sortKey(doc, query.sort)))
  expect(keys, asked).toEqual(expected.keys)
  // Each row holds one group's words, as ILIKE matches them (case-insensitively).
  for (const doc of body.docs)
    if (query.words?.length && query.words.every((group) => group.every((w) => !/[%_\\]/.test(w))))
      expect(
        query.words.some((group) => group.every((w) => (doc.title ?? '').toLowerCase().includes(w.toLowerCase()))),
        `${asked}: ${doc.title}`,
      ).toBe(true)
  return body
}

function sortKey(doc: Doc, sort: Query['sort']) {
  const field = sort?.replace('-', '')
  if (field === 'title') return doc.title ?? null
  if (field === '_status') return doc._status
  return new Date(doc.publishDate)
}

/** A piece of a generated title that few titles hold: two characters of its last word. */
async function rareWord(): Promise<string> {
  const [{ title }] = await sql<{ title: string }>(
    `SELECT title FROM press_releases_locales WHERE _locale = 'ko' ORDER BY _parent_id DESC LIMIT 1`,
  )
  return Array.from(title.split(' ').at(-2) ?? title)
    .slice(0, 2)
    .join('')
}

describe('staff lists searched by title', () => {
  it('answer a rare word, an absent one, two words, OR-ed words and LIKE wildcards as SQL does, in both locales', async () => {
    const rare = await rareWord()
    for (const locale of ['ko', 'en'] as const)
      for (const words of [
        [[rare]],
        [['zqxjv']],
        [['2', '0']],
        [[rare], ['보도']],
        [['a_b']],
        [['1%3']],
        // Groups the grams answer alone beside groups whose titles are checked word by word.
        [['보도자료'], ['2'], ['Delivery']],
        [['보도', '1_3'], ['zq']],
        // Wildcards alone match every title long enough; escapes make a wildcard literal, and a
        // trailing one the pattern's closing %.
        [['%']],
        [['%%%'], ['zq']],
        [['__']],
        [['a\\']],
        [['(\\']],
        [['1\\_']],
        [['%', '보도']],
        // Longer than some titles, or than all: read as a search, not dropped.
        [['_'.repeat(40)]],
        [['%', '_'.repeat(300)]],
      ])
        await expectSameList({ locale, words })
    await expectSameList({ locale: 'ko', words: [['_']], page: 7, published: true })
    await expectSameList({ locale: 'en', words: [['%']], sort: '-title', page: 3 })
    // A Korean word searched in the English list: its titles are not read.
    expect((await expectSameList({ locale: 'en', words: [['보도자료']] })).totalDocs).toBe(0)
  })

  it(`answer a common word (in more than ${MAX_TITLE_MATCHES} titles) with its real count, on any page`, async () => {
    for (const page of [1, 3, 200]) {
      const body = await expectSameList({ locale: 'ko', words: [['(']], page })
      expect(body.totalDocs).toBeGreaterThan(MAX_TITLE_MATCHES)
    }
    await expectSameList({ locale: 'en', words: [['(']], page: 2 })
    await expectSameList({ locale: 'ko', words: [['(']], published: true })
    // Counted from the title order: OR-ed words, two words, a word beside a wildcard, and an AND of
    // searches, whose count once was its first word's alone (37,541 at 100,000 for a pair no title holds).
    await expectSameList({ locale: 'en', words: [['('], [')'], ['zq']], page: 2 })
    await expectSameList({ locale: 'ko', words: [['(', ')']], page: 3 })
    await expectSameList({ locale: 'ko', words: [['(', '_']], page: 2 })
    expect((await expectSameList({ locale: 'ko', words: [['(', 'zqxjv']], split: true, page: 2 })).totalDocs).toBe(0)
    await expectSameList({ locale: 'en', words: [['(', ')']], split: true, page: 2 })
    // Sorted by a column of the list's own table: the page's ids and the count read at once.
    await expectSameList({ locale: 'ko', words: [['(']], sort: 'publishDate', page: 3 })
    await expectSameList({ locale: 'en', words: [['('], ['zq']], sort: '-_status', page: 2 })
    await expectSameList({ locale: 'ko', words: [['(']], sort: '_status', published: true })
    expect((await expectSameList({ locale: 'ko', words: [['(']], sort: 'publishDate', page: 999 })).docs).toEqual([])
    for (const [query, words] of [
      ['where[title][like]=(', [['(']]],
      ['where[and][0][title][like]=(&where[and][1][title][like]=zqxjv', [['(', 'zqxjv']]],
      ['where[or][0][title][like]=(&where[or][1][title][like]=zq', [['('], ['zq']]],
    ] as const) {
      const count = await request(`/api/press-releases/count?locale=ko&${query}`, { headers: bearer(token) })
      expect(await count.json(), query).toEqual({
        totalDocs: (await truth({ locale: 'ko', words: words.map((group) => [...group]) })).total,
      })
    }
  })

  it('read a page of a common word sorted by status, and its count, in one statement', async () => {
    await sql('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
    const windowReads = async () =>
      Number(
        (
          await sql<{ calls: string }>(
            `SELECT coalesce(sum(calls), 0) AS calls FROM pg_stat_statements WHERE query LIKE '%count(*) OVER ()%'`,
          )
        )[0].calls,
      )
    for (const query of [
      { locale: 'ko', words: [['(']], sort: '-_status', page: 2 },
      { locale: 'en', words: [['(']], sort: '_status', drafts: true },
    ] satisfies Query[]) {
      const before = await windowReads()
      await expectSameList(query)
      expect(await windowReads(), JSON.stringify(query)).toBe(before + 1)
    }
  })

  it('drop a draft search of wildcards alone when every latest version has such a title, though an older one has none', async () => {
    await sql('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
    // An older version saved before its English title was written: no English locale row.
    const [{ id }] = await sql<{ id: number }>(
      `INSERT INTO _press_releases_v (parent_id, version__status, latest)
       SELECT parent_id, version__status, false FROM _press_releases_v WHERE latest LIMIT 1 RETURNING id`,
    )
    try {
      const searches = async () =>
        Number(
          (
            await sql<{ calls: string }>(
              `SELECT coalesce(sum(calls), 0) AS calls FROM pg_stat_statements
               WHERE query LIKE '%"_press_releases_v_locales"."version_title" ilike%'`,
            )
          )[0].calls,
        )
      const before = await searches()
      await expectSameList({ locale: 'en', words: [['_']], drafts: true, sort: '-_status', page: 3 })
      // Payload read the list without the search: every latest version holds a title of one character.
      expect(await searches()).toBe(before)
    } finally {
      await sql('DELETE FROM _press_releases_v WHERE id = $1', [id])
    }
  })

  it("answer the admin's draft list searched by title: the latest version of each document", async () => {
    for (const words of [[['(']], [[await rareWord()]], [['zqxjv']]])
      await expectSameList({ locale: 'ko', words, drafts: true })
    await expectSameList({ locale: 'en', words: [['(']], drafts: true, page: 2 })
    await expectSameList({ locale: 'ko', words: [['(']], drafts: true, sort: '-title', page: 2 })
    await expectSameList({ locale: 'ko', words: [['(']], drafts: true, sort: 'publishDate', page: 2 })
    await expectSameList({ locale: 'en', words: [['(']], drafts: true, sort: '-_status' })
  })
})

describe('staff lists sorted by title', () => {
  it('answer each page in title order, either way, in both locales, as SQL does', async () => {
    for (const locale of ['ko', 'en'] as const)
      for (const [sort, page] of [
        ['title', 1],
        ['title', 4],
        ['-title', 1],
        ['-title', 3],
      ] as const)
        await expectSameList({ locale, sort, page })
  })

  it('answer a title order with a filter, a common word, a rare one, and in the draft list', async () => {
    await expectSameList({ locale: 'ko', sort: 'title', published: true, page: 2 })
    await expectSameList({ locale: 'ko', sort: 'title', words: [['(']], page: 2 })
    await expectSameList({ locale: 'ko', sort: '-title', words: [['(']] })
    await expectSameList({ locale: 'ko', sort: 'title', words: [[await rareWord()]] })
    await expectSameList({ locale: 'ko', sort: 'title', drafts: true, page: 2 })
    await expectSameList({ locale: 'en', sort: '-title', drafts: true })
  })

  it('answer a deep page from a window of titles, counted from the nearer end, not sorting every title before it', async () => {
    await sql('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
    // Payload's own read of a title order: its id query bounded neither by titles nor by ids.
    const unboundedReads = async () =>
      Number(
        (
          await sql<{ calls: string }>(
            `SELECT coalesce(sum(calls), 0) AS calls FROM pg_stat_statements
             WHERE query LIKE 'select distinct%' AND query LIKE '%order by "%_locales"."%title" %'
               AND query NOT LIKE '%title" >= $%' AND query NOT LIKE '%title" <= $%'
               AND query NOT LIKE '%id" in ($%'`,
          )
        )[0].calls,
      )
    const before = await unboundedReads()
    const lastPage = async (query: Query) => Math.ceil((await truth(query)).total / 10)
    const [documents, published, drafts] = await Promise.all([
      lastPage({ locale: 'ko' }),
      lastPage({ locale: 'en', published: true }),
      lastPage({ locale: 'en', drafts: true }),
    ])
    for (const query of [
      { locale: 'ko', sort: 'title', page: 40 },
      { locale: 'ko', sort: '-title', page: 60 },
      // Past the list's middle: the rows before the window are all but those from it on.
      { locale: 'ko', sort: 'title', page: documents - 3 },
      { locale: 'en', sort: '-title', page: documents - 1 },
      { locale: 'ko', sort: 'title', page: documents },
      { locale: 'ko', sort: '-title', published: true, page: 45 },
      { locale: 'en', sort: 'title', published: true, page: published - 6 },
      { locale: 'ko', sort: 'title', drafts: true, page: 70 },
      { locale: 'en', sort: '-title', drafts: true, page: drafts - 2 },
    ] satisfies Query[])
      expect((await expectSameList(query)).docs.length, JSON.stringify(query)).toBeGreaterThan(0)
    expect(await unboundedReads()).toBe(before)
  })

  it('read whether every row is titled once until a write changes a title, then again', async () => {
    await sql('CREATE EXTENSION IF NOT EXISTS pg_stat_statements')
    const titledReads = async () =>
      Number(
        (
          await sql<{ calls: string }>(
            `SELECT coalesce(sum(calls), 0) AS calls FROM pg_stat_statements WHERE query LIKE '%AS state, %AS every%'`,
          )
        )[0].calls,
      )
    const query: Query = { locale: 'en', sort: '-title', drafts: true, page: 2 }
    await expectSameList(query)
    const read = await titledReads()
    await expectSameList(query)
    expect(await titledReads()).toBe(read)
    // A latest version loses its English title: a descending list now starts with it.
    const [row] = await sql<{ id: number; title: string }>(
      `UPDATE _press_releases_v_locales l SET version_title = NULL
       FROM (SELECT l.id, l.version_title FROM _press_releases_v_locales l
             JOIN _press_releases_v v ON v.id = l._parent_id AND v.latest WHERE l._locale = 'en' ORDER BY l.id LIMIT 1) old
       WHERE l.id = old.id RETURNING l.id, old.version_title AS title`,
    )
    try {
      const first = await expectSameList({ ...query, page: 1 })
      expect(first.docs[0].title ?? null).toBeNull()
      expect(await titledReads()).toBeGreaterThan(read)
    } finally {
      await sql('UPDATE _press_releases_v_locales SET version_title = $2 WHERE id = $1', [row.id, row.title])
    }
    await expectSameList(query)
  })
})

describe('the title indexes', () => {
  it("answer a one-syllable word, a title order and a row's title from an index, on the documents and their versions", async () => {
    const client = new pg.Client({ connectionString: inject('databaseUrl') })
    await client.connect()
    try {
      // With sequential scans priced out, the plan shows whether an index can answer at all.
      await client.query('BEGIN; SET LOCAL enable_seqscan = off')
      const plan = async (query: string) =>
        (await client.query<{ 'QUERY PLAN': string }>(`EXPLAIN ${query}`)).rows.map((r) => r['QUERY PLAN']).join('\n')
      for (const [table, column] of [
        ['press_releases_locales', 'title'],
        ['_press_releases_v_locales', 'version_title'],
        ['notices_locales', 'title'],
        ['_writings_v_locales', 'version_title'],
      ]) {
        // The (locale, parent) index, cheaper than any other on a table this small, is set aside
        // (the drop is rolled back).
        await client.query(`DROP INDEX IF EXISTS "${table}_locale_parent_id_unique"`)
        for (const locale of ['ko', 'en']) {
          expect(
            await plan(
              `SELECT "${column}" FROM "${table}" WHERE _locale = '${locale}' AND "${column}" IS NOT NULL ORDER BY "${column}" OFFSET 19 LIMIT 1`,
            ),
            table,
          ).toContain(`${table}_${column}_order_idx`)
        }
        // A row's title is read by its parent from an index too: a filter narrowing the list to a
        // few rows (drafts only) checks their titles there, not in the locale rows.
        expect(
          await plan(
            `SELECT "${column}" FROM "${table}" WHERE _parent_id = 7 AND _locale = 'en' AND "${column}" ILIKE '%5%'`,
          ),
          table,
        ).toContain(`Index Only Scan using ${table}_${column}_by_parent_idx`)
        // Both hold the row's id and title: a search of wildcards alone reads one of them (the
        // cheaper on a table this small), not the locale rows (bitmap scans, which read the rows,
        // priced out for this plan only).
        await client.query('SET LOCAL enable_bitmapscan = off')
        expect(
          await plan(
            `SELECT _parent_id FROM "${table}" WHERE _locale = 'ko' AND "${column}" IS NOT NULL AND lower("${column}") LIKE '%_%'`,
          ),
          table,
        ).toMatch(new RegExp(`^Index Only Scan using ${table}_${column}_(order|by_parent)_idx`))
        await client.query('SET LOCAL enable_bitmapscan = on')
        // The order and parent indexes, which narrow to the locale at least, are set aside too: can
        // the grams answer?
        await client.query(`DROP INDEX "${table}_${column}_order_idx"`)
        await client.query(`DROP INDEX "${table}_${column}_by_parent_idx"`)
        for (const locale of ['ko', 'en'])
          expect(
            await plan(
              `SELECT _parent_id FROM "${table}" WHERE _locale = '${locale}' AND substring_grams("${column}") @> substring_grams('가')`,
            ),
            table,
          ).toContain(`${table}_${column}_grams_${locale}_idx`)
      }
    } finally {
      await client.query('ROLLBACK')
      await client.end()
    }
  })
})
