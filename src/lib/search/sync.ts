import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { convertLexicalToPlaintext } from '@payloadcms/richtext-lexical/plaintext'
import { sql } from '@payloadcms/db-postgres/drizzle'
import type { Payload } from 'payload'

import { locales } from '../../i18n/locales'
import { searchGrams, searchWords } from './grams'

/**
 * The searchable collections: their table, the localized text fields searched besides the title,
 * and whether they have a rich-text body. Their text lives in `search_documents`, one row per
 * document and locale, so the list tables stay narrow (a list scan never reads article text).
 */
export const searchedCollections = {
  'press-releases': { table: 'press_releases', textFields: ['subtitle'], body: true },
  'fact-checks': { table: 'fact_checks', textFields: ['subtitle'], body: true },
  'media-reports': { table: 'media_reports', textFields: ['summary'], body: false },
  notices: { table: 'notices', textFields: [], body: true },
} as const

export type SearchedCollection = keyof typeof searchedCollections

export const isSearched = (slug: string): slug is SearchedCollection => slug in searchedCollections

type StoredRow = {
  status: string | null
  publish_date: string | Date | null
  locale: string | null
  title: string | null
  body: unknown
  [field: string]: unknown
}

function bodyText(value: unknown): string {
  if (!value || typeof value !== 'object' || !('root' in value)) return ''
  return convertLexicalToPlaintext({ data: value as SerializedEditorState })
}

/** The Drizzle instance (or the request's transaction) of the Postgres adapter. */
export type Db = Payload['db']['drizzle']

/** A text[] value from a JS array (Drizzle would expand an array parameter into a list). */
const textArray = (items: string[]) => sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(items)}::jsonb))`

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/**
 * Writes the search rows of one document from what is stored (the document row and each locale's
 * row, read in the caller's transaction), or removes them when the document is gone. Reading the
 * stored rows rather than the hook's document means no locale fallback leaks into another
 * locale's text, and a draft save (which leaves the stored document as published) changes nothing.
 */
export async function syncSearchRows(db: Db, slug: SearchedCollection, id: number): Promise<void> {
  const { table, textFields, body } = searchedCollections[slug]
  const t = sql.identifier(table)
  const tl = sql.identifier(`${table}_locales`)
  const extra = sql.raw([...textFields.map((f) => `, l."${f}"`), body ? ', l.body' : ''].join(''))
  const { rows } = await db.execute<StoredRow>(sql`
    SELECT d._status AS status, d.publish_date, l._locale AS locale, l.title${extra}
    FROM ${t} d LEFT JOIN ${tl} l ON l._parent_id = d.id WHERE d.id = ${id}
  `)
  await db.execute(sql`DELETE FROM search_documents WHERE source = ${slug} AND doc_id = ${id}`)
  if (rows.length === 0) return
  const { status, publish_date } = rows[0]
  const perLocale = locales.map((locale) => {
    const row = rows.find((r: StoredRow) => r.locale === locale)
    const title = text(row?.title)
    const all = [title, ...textFields.map((f) => text(row?.[f])), body ? bodyText(row?.body) : '']
    const bodyAll = all.filter(Boolean).join('\n')
    return { locale, title, bodyAll, titleWords: searchWords(title), bodyWords: searchWords(bodyAll) }
  })
  // New words join the vocabulary in one statement per document, in one order (sorted by
  // Postgres): two saves adding the same new words wait for each other instead of deadlocking.
  const newWords = new Set(perLocale.flatMap((l) => [...l.titleWords, ...l.bodyWords]))
  await db.execute(sql`
    INSERT INTO search_words (word) SELECT w FROM unnest(${textArray([...newWords])}) w
    ORDER BY 1 ON CONFLICT (word) DO NOTHING
  `)
  const wordIds = (words: string[]) => sql`ARRAY(SELECT id FROM search_words WHERE word = ANY(${textArray(words)}))`
  for (const { locale, title, bodyAll, titleWords, bodyWords } of perLocale) {
    await db.execute(sql`
      INSERT INTO search_documents (source, doc_id, locale, published, publish_date, title, body, title_grams, body_grams,
        title_words, body_words)
      VALUES (${slug}, ${id}, ${locale}, ${status === 'published'}, ${publish_date ? new Date(publish_date).toISOString() : null},
        ${title}, ${bodyAll}, ${textArray(searchGrams(title))}, ${textArray(searchGrams(bodyAll))},
        ${wordIds(titleWords)}, ${wordIds(bodyWords)})
    `)
  }
}
