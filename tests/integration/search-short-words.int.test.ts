import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { devAccounts } from '../../seed/devAccounts'
import { bearer, deleteDocs, getLegacy, login, request } from '../helpers/http'
import type { Page } from '../helpers/legacyExpect'

/**
 * Korean words are mostly one or two syllables, which a trigram index cannot look up; the search
 * answers them from its gram index instead, and longer words from its word index (or, with a
 * space inside, from the text). What a visitor depends on: whichever way, the result is exactly a
 * case-insensitive substring match, with %, _ and \ taken literally. Proven on press releases
 * made of syllables nothing else on the site uses, against the same match done in JavaScript.
 */

const editor = devAccounts.find((a) => a.role === 'editor')!
let token = ''

const FIXTURE = [
  { title: '뷁꿻 쀍햏', subtitle: '햏햏 뷁' },
  { title: '꿻뷁뷁', subtitle: '100%_뷁\\꿻' },
  { title: 'ABC뷁Def', subtitle: '쀍 a_b' },
  { title: '햏', subtitle: '꿻꿻꿻' },
]
const created: { id: number; title: string; text: string }[] = []

const KEYWORDS = [
  '뷁',
  '꿻',
  '쀍',
  '햏',
  '뷁꿻',
  '꿻뷁',
  '뷁뷁',
  '쀍햏',
  '햏햏',
  '꿻꿻',
  'c뷁',
  'C뷁',
  '뷁d',
  '%',
  '_',
  '\\',
  '%_',
  '_뷁',
  '\\꿻',
  '뷁 ',
  ' 햏',
]

/** Three characters or more: the word index, or the text when there is a space inside. */
const LONGER_KEYWORDS = [
  '꿻뷁뷁',
  '꿻꿻꿻',
  '꿻꿻꿻꿻',
  '뷁꿻 쀍',
  '꿻 쀍햏',
  '햏햏 뷁',
  'abc뷁',
  'C뷁D',
  'ABC뷁DEF',
  '100%',
  '%_뷁',
  '_뷁\\',
  '뷁\\꿻',
  'a_b',
  'a%b',
  'axb',
  ' 뷁꿻 쀍햏 ',
  // Three characters with a space inside: a phrase, never a gram.
  '꿻 쀍',
  '햏 뷁',
  '쀍 a',
]

beforeAll(async () => {
  token = await login(editor.email, editor.password)
  for (const doc of FIXTURE) {
    const res = await request('/api/press-releases', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify({ ...doc, publishDate: '2019-03-01T00:00:00.000Z', _status: 'published' }),
    })
    expect(res.status).toBe(201)
    const id = ((await res.json()) as { doc: { id: number } }).doc.id
    created.push({ id, title: doc.title, text: `${doc.title}\n${doc.subtitle}` })
  }
})

afterAll(async () => {
  if (created.length > 0)
    await deleteDocs(
      'press-releases',
      created.map((c) => c.id),
      token,
    )
})

/** The fixture items the API returns for a word, by id. */
async function found(word: string, searchType: 'TITLE' | 'TITLE_CONTENT'): Promise<number[]> {
  const { status, body } = await getLegacy<Page>(
    `/api/report?pageSize=500&searchType=${searchType}&searchKeyword=${encodeURIComponent(word)}`,
  )
  expect(status).toBe(200)
  const ids = new Set(created.map((c) => c.id))
  return body
    .data!.list.map((i) => i.reportSeq as number)
    .filter((id) => ids.has(id))
    .sort((a, b) => a - b)
}

/** The same search done as a plain substring match (the API trims the word). */
function expected(word: string, field: 'title' | 'text'): number[] {
  const needle = word.trim().toLowerCase()
  return created
    .filter((c) => c[field].toLowerCase().includes(needle))
    .map((c) => c.id)
    .sort((a, b) => a - b)
}

/** Each word, in both search types, against the substring match; and the words are not all misses. */
function matchesSubstringSearch(words: string[]) {
  it.each(words)('"%s" finds exactly the items that contain it (title and text)', async (word) => {
    expect(await found(word, 'TITLE_CONTENT')).toEqual(expected(word, 'text'))
  })

  it.each(words)('"%s" finds exactly the items whose title contains it', async (word) => {
    expect(await found(word, 'TITLE')).toEqual(expected(word, 'title'))
  })

  it('finds something for most words, so the comparison is not vacuous', () => {
    const nonEmpty = words.filter((word) => expected(word, 'text').length > 0)
    expect(nonEmpty.length).toBeGreaterThan(words.length / 2)
  })
}

describe('search for one- and two-character words', () => matchesSubstringSearch(KEYWORDS))

describe('search for words of three characters or more', () => matchesSubstringSearch(LONGER_KEYWORDS))

describe('saves that add the same new words at the same time', () => {
  it('all succeed, and each document is found by its words', async () => {
    // Each save adds its new words to the vocabulary in one sorted statement: saves sharing new
    // words wait for each other there (ON CONFLICT), and none fails.
    const stamp = Date.now()
    const words = (n: number) => Array.from({ length: 12 }, (_, i) => `어휘${stamp}x${n}x${i}`).join(' ')
    const docs = Array.from({ length: 4 }, (_, n) => [
      { title: words(n), subtitle: words(n + 100) },
      { title: words(n + 100), subtitle: words(n) },
    ]).flat()
    const saved = await Promise.all(
      docs.map(async (doc) => {
        const res = await request('/api/press-releases', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...bearer(token) },
          body: JSON.stringify({ ...doc, publishDate: '2019-03-01T00:00:00.000Z', _status: 'published' }),
        })
        const body = (await res.json()) as { doc?: { id: number } }
        return { status: res.status, id: body.doc?.id }
      }),
    )
    for (const { id } of saved) if (id) created.push({ id, title: '', text: '' })
    expect(saved.map((s) => s.status)).toEqual(docs.map(() => 201))
    for (let n = 0; n < 4; n++) {
      const { body } = await getLegacy<Page>(`/api/report?searchKeyword=${encodeURIComponent(`어휘${stamp}x${n}x7`)}`)
      expect(body.data!.totalSize).toBe(2)
    }
  })
})
