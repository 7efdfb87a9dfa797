import type pg from 'pg'

import { searchGrams, searchWords } from '../../src/lib/search/grams'
import { between, pick, seededRandom } from './random'

/**
 * Grows a seeded database into a large, realistic newsroom for the benchmarks: new press releases,
 * fact checks, media reports and notices whose Korean and English titles, subtitles and bodies are
 * recombined from the seeded articles' own sentences (so words occur as often as on the real site),
 * with dates spread over ten years, a few drafts and a few scheduled items the public must not see.
 * Written as the write path writes them: the document row, one row per locale, its latest version
 * (the row and locale rows Payload writes with drafts on, which the admin's lists read), and one
 * search row per locale (title; title, subtitle and body text; their grams and word ids). The same
 * seed gives the same corpus.
 */
export type CorpusSize = { pressReleases: number; factChecks: number; mediaReports: number; notices: number }

export const BENCH_CORPUS: CorpusSize = {
  pressReleases: 100_000,
  factChecks: 10_000,
  mediaReports: 20_000,
  notices: 10_000,
}

type Kind = { table: string; source: string; textColumn: 'subtitle' | 'summary' | null; body: boolean }

const KINDS: Record<keyof CorpusSize, Kind> = {
  pressReleases: { table: 'press_releases', source: 'press-releases', textColumn: 'subtitle', body: true },
  factChecks: { table: 'fact_checks', source: 'fact-checks', textColumn: 'subtitle', body: true },
  mediaReports: { table: 'media_reports', source: 'media-reports', textColumn: 'summary', body: false },
  notices: { table: 'notices', source: 'notices', textColumn: null, body: true },
}

const LOCALES = ['ko', 'en'] as const
type Locale = (typeof LOCALES)[number]

type Pool = { titles: string[]; texts: string[]; sentences: string[]; sources: string[] }

const BATCH = 1000
const DAY_MS = 86_400_000

function paragraphsOf(body: unknown): string[] {
  const root = (body as { root?: { children?: { children?: { text?: string }[] }[] } } | null)?.root
  return (root?.children ?? [])
    .map((p) => (p.children ?? []).map((c) => c.text ?? '').join(''))
    .filter((p) => p.trim() !== '')
}

/** Sentences end with ., ?, ! or 다. followed by a space; good enough to recombine prose. */
const sentencesOf = (text: string) => text.split(/(?<=[.?!])\s+/).filter((s) => s.length > 8)

async function pools(client: pg.Client): Promise<Record<Locale, Pool>> {
  const result: Record<Locale, Pool> = {
    ko: { titles: [], texts: [], sentences: [], sources: [] },
    en: { titles: [], texts: [], sentences: [], sources: [] },
  }
  for (const table of ['press_releases', 'fact_checks']) {
    const { rows } = await client.query<{
      _locale: Locale
      title: string
      subtitle: string
      source: string
      body: unknown
    }>(`SELECT _locale, title, subtitle, source, body FROM ${table}_locales`)
    for (const row of rows) {
      const pool = result[row._locale]
      if (row.title) pool.titles.push(row.title)
      if (row.subtitle) pool.texts.push(row.subtitle)
      if (row.source) pool.sources.push(row.source)
      for (const paragraph of paragraphsOf(row.body)) pool.sentences.push(...sentencesOf(paragraph))
    }
  }
  for (const locale of LOCALES) {
    const pool = result[locale]
    if (pool.titles.length === 0 || pool.sentences.length === 0)
      throw new Error(`the seed has no ${locale} articles to grow from`)
    if (pool.sources.length === 0) pool.sources.push(locale === 'ko' ? '배달프렌즈' : 'Baedal Friends')
  }
  return result
}

type Doc = {
  publishDate: string
  status: 'published' | 'draft'
  thumbnail: number | null
  pinned: boolean
  reportUrl: string
  locales: Record<Locale, { title: string; text: string; source: string; paragraphs: string[] }>
}

function makeDoc(random: () => number, pool: Record<Locale, Pool>, kind: Kind, images: number[], now: number): Doc {
  // Ten years back; about 1% scheduled up to 30 days ahead, about 2% drafts.
  const scheduled = random() < 0.01
  const offset = scheduled ? -between(random, 1, 30 * 24) * 3_600_000 : Math.floor(random() * 3650 * DAY_MS)
  const publishDate = new Date(Math.floor((now - offset) / 60_000) * 60_000).toISOString()
  const locales = {} as Doc['locales']
  const paragraphCount = kind.body ? between(random, 3, 6) : 0
  const titleIndex = Math.floor(random() * 1e9)
  for (const locale of LOCALES) {
    const p = pool[locale]
    const paragraphs = Array.from({ length: paragraphCount }, () =>
      Array.from({ length: between(random, 2, 4) }, () => pick(random, p.sentences)).join(' '),
    )
    locales[locale] = {
      title: `${p.titles[titleIndex % p.titles.length]} (${between(random, 2, 9999)})`,
      text: kind.textColumn ? pick(random, p.texts) : '',
      source: pick(random, p.sources),
      paragraphs,
    }
  }
  return {
    publishDate,
    status: random() < 0.02 ? 'draft' : 'published',
    thumbnail: images.length > 0 && random() < 0.9 ? pick(random, images) : null,
    pinned: random() < 0.001,
    reportUrl: `https://news.example.com/articles/${Math.floor(random() * 1e9)}`,
    locales,
  }
}

const lexical = (paragraphs: string[]) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: null,
    children: paragraphs.map((text) => ({
      type: 'paragraph',
      format: '',
      indent: 0,
      version: 1,
      direction: null,
      textFormat: 0,
      children: [{ mode: 'normal', text, type: 'text', style: '', detail: 0, format: 0, version: 1 }],
    })),
  },
})

/** Word ids already in search_words, per database client (the vocabulary only grows). */
const vocabularies = new WeakMap<pg.Client, Map<string, number>>()

/** The search_words ids of each text's words (searchWords), adding the new words as syncSearchRows does. */
async function wordIds(client: pg.Client, texts: string[]): Promise<number[][]> {
  const known = vocabularies.get(client) ?? new Map<string, number>()
  vocabularies.set(client, known)
  const perText = texts.map(searchWords)
  const fresh = [...new Set(perText.flat())].filter((word) => !known.has(word))
  if (fresh.length > 0) {
    await client.query(
      'INSERT INTO search_words (word) SELECT w FROM unnest($1::text[]) w ORDER BY 1 ON CONFLICT (word) DO NOTHING',
      [fresh],
    )
    const { rows } = await client.query<{ id: number; word: string }>(
      'SELECT id, word FROM search_words WHERE word = ANY($1::text[])',
      [fresh],
    )
    for (const row of rows) known.set(row.word, row.id)
  }
  return perText.map((words) => words.map((word) => known.get(word)!))
}

/** Column names of a table with their enum type (null for any other type), per database client (the schema does not change while a corpus grows). */
const schemas = new WeakMap<pg.Client, Map<string, Map<string, string | null>>>()

async function columnsOf(client: pg.Client, table: string): Promise<Map<string, string | null>> {
  const known = schemas.get(client) ?? new Map<string, Map<string, string | null>>()
  schemas.set(client, known)
  if (!known.has(table)) {
    const { rows } = await client.query<{ column_name: string; data_type: string; udt_name: string }>(
      "SELECT column_name, data_type, udt_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1",
      [table],
    )
    known.set(table, new Map(rows.map((r) => [r.column_name, r.data_type === 'USER-DEFINED' ? r.udt_name : null])))
  }
  return known.get(table)!
}

/**
 * The columns of `table` that its versions' table keeps as `version_<column>`, each as the value
 * to select for it: an enum column is cast to the versions' own enum type (Payload gives each
 * table its own, e.g. a date's time zone: `enum_notices_publishdate_tz` and
 * `enum__notices_v_version_publishdate_tz`).
 */
async function versionedColumns(
  client: pg.Client,
  table: string,
  versions: string,
  prefix = '',
): Promise<{ column: string; value: string }[]> {
  const [own, kept] = await Promise.all([columnsOf(client, table), columnsOf(client, versions)])
  return [...own.keys()]
    .filter((column) => kept.has(`version_${column}`) && column !== '_status')
    .sort()
    .map((column) => {
      const enumType = kept.get(`version_${column}`)
      return { column, value: enumType ? `${prefix}${column}::text::"${enumType}"` : `${prefix}${column}` }
    })
}

/**
 * Each new document's one version, as Payload writes it on a save with drafts on: a copy of the
 * document's columns as `version_*` (and its locale rows as the version's), its status, `latest`,
 * and the version's own timestamps. The admin's lists read these (`latest`), not the documents.
 */
async function insertVersions(client: pg.Client, kind: Kind, ids: number[]) {
  const versions = `_${kind.table}_v`
  const columns = await versionedColumns(client, kind.table, versions)
  await client.query(
    `INSERT INTO ${versions} (parent_id, ${columns.map((c) => `version_${c.column}`).join(', ')}, version__status,
       created_at, updated_at, latest)
     SELECT id, ${columns.map((c) => c.value).join(', ')}, _status::text::enum_${versions}_version_status, updated_at, updated_at, true
     FROM ${kind.table} WHERE id = ANY($1::int[]) ORDER BY id`,
    [ids],
  )
  const localeColumns = (await versionedColumns(client, `${kind.table}_locales`, `${versions}_locales`, 'l.')).filter(
    (c) => c.column !== 'id',
  )
  await client.query(
    `INSERT INTO ${versions}_locales (_locale, _parent_id, ${localeColumns.map((c) => `version_${c.column}`).join(', ')})
     SELECT l._locale, v.id, ${localeColumns.map((c) => c.value).join(', ')}
     FROM ${kind.table}_locales l JOIN ${versions} v ON v.parent_id = l._parent_id
     WHERE l._parent_id = ANY($1::int[])`,
    [ids],
  )
}

async function insertBatch(client: pg.Client, kind: Kind, docs: Doc[]) {
  const extra =
    kind.table === 'media_reports' ? ', report_url' : kind.table === 'notices' ? ', pinned' : ', thumbnail_id'
  const extraValues = docs.map((d) =>
    kind.table === 'media_reports' ? d.reportUrl : kind.table === 'notices' ? d.pinned : d.thumbnail,
  )
  const extraType = kind.table === 'media_reports' ? 'varchar[]' : kind.table === 'notices' ? 'boolean[]' : 'int[]'
  const { rows } = await client.query<{ id: number }>(
    `INSERT INTO ${kind.table} (publish_date, _status${extra})
     SELECT d, s::enum_${kind.table}_status, e FROM unnest($1::timestamptz[], $2::text[], $3::${extraType}) AS t(d, s, e)
     RETURNING id`,
    [docs.map((d) => d.publishDate), docs.map((d) => d.status), extraValues],
  )
  const ids = rows.map((r) => r.id)
  for (const locale of LOCALES) {
    const cols = ['title', 'source', ...(kind.textColumn ? [kind.textColumn] : []), ...(kind.body ? ['body'] : [])]
    const values: unknown[][] = [
      docs.map((d) => d.locales[locale].title),
      docs.map((d) => d.locales[locale].source),
      ...(kind.textColumn ? [docs.map((d) => d.locales[locale].text)] : []),
      ...(kind.body ? [docs.map((d) => JSON.stringify(lexical(d.locales[locale].paragraphs)))] : []),
    ]
    const types = ['text[]', 'text[]', ...(kind.textColumn ? ['text[]'] : []), ...(kind.body ? ['jsonb[]'] : [])]
    const sourceCols = kind.table === 'notices' ? cols.filter((c) => c !== 'source') : cols
    const sourceValues = kind.table === 'notices' ? values.filter((_, i) => cols[i] !== 'source') : values
    const sourceTypes = kind.table === 'notices' ? types.filter((_, i) => cols[i] !== 'source') : types
    const params = sourceValues.map((_, i) => `$${i + 3}::${sourceTypes[i]}`).join(', ')
    await client.query(
      `INSERT INTO ${kind.table}_locales (_locale, _parent_id, ${sourceCols.join(', ')})
       SELECT $1::_locales, t.* FROM unnest($2::int[], ${params}) AS t`,
      [locale, ids, ...sourceValues],
    )
    // The search rows, as syncSearchRows writes them (src/lib/search/sync.ts).
    const titles = docs.map((d) => d.locales[locale].title)
    const bodies = docs.map((d) => {
      const l = d.locales[locale]
      return [l.title, l.text, l.paragraphs.join('\n\n')].filter(Boolean).join('\n')
    })
    const titleWords = await wordIds(client, titles)
    const bodyWords = await wordIds(client, bodies)
    await client.query(
      `INSERT INTO search_documents (source, doc_id, locale, published, publish_date, title, body, title_grams, body_grams,
         title_words, body_words)
       SELECT $1, t.id, $2, t.published, t.publish_date, t.title, t.body,
         ARRAY(SELECT jsonb_array_elements_text(t.tg)), ARRAY(SELECT jsonb_array_elements_text(t.bg)),
         ARRAY(SELECT jsonb_array_elements_text(t.tw)::int), ARRAY(SELECT jsonb_array_elements_text(t.bw)::int)
       FROM unnest($3::int[], $4::boolean[], $5::timestamptz[], $6::text[], $7::text[], $8::jsonb[], $9::jsonb[],
         $10::jsonb[], $11::jsonb[]) AS t(id, published, publish_date, title, body, tg, bg, tw, bw)`,
      [
        kind.source,
        locale,
        ids,
        docs.map((d) => d.status === 'published'),
        docs.map((d) => d.publishDate),
        titles,
        bodies,
        titles.map((t) => JSON.stringify(searchGrams(t))),
        bodies.map((b) => JSON.stringify(searchGrams(b))),
        titleWords.map((ids) => JSON.stringify(ids)),
        bodyWords.map((ids) => JSON.stringify(ids)),
      ],
    )
  }
  await insertVersions(client, kind, ids)
}

/** Adds the corpus to the database behind `client` (migrated and seeded). Returns rows added per kind. */
export async function growCorpus(
  client: pg.Client,
  size: CorpusSize = BENCH_CORPUS,
  { seed = 20261125, log = (line: string) => console.log(line) } = {},
): Promise<CorpusSize> {
  const random = seededRandom(seed)
  const pool = await pools(client)
  const { rows: imageRows } = await client.query<{ id: number }>('SELECT id FROM images ORDER BY id')
  const images = imageRows.map((r) => r.id)
  const now = Date.now()
  for (const [key, count] of Object.entries(size) as [keyof CorpusSize, number][]) {
    const kind = KINDS[key]
    const started = performance.now()
    for (let done = 0; done < count; done += BATCH) {
      const docs = Array.from({ length: Math.min(BATCH, count - done) }, () => makeDoc(random, pool, kind, images, now))
      await client.query('BEGIN')
      await insertBatch(client, kind, docs)
      await client.query('COMMIT')
    }
    log(`${kind.table}: ${count} added in ${((performance.now() - started) / 1000).toFixed(1)} s`)
  }
  return size
}
