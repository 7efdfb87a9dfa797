import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'

import { locales, type Locale } from '../../../i18n/locales'
import { GRAM_LENGTH, gramKey } from '../../search/grams'
import { isSearched, type SearchedCollection } from '../../search/sync'
import { escapeLike, type ListQuery } from '../listQuery'

/**
 * The scope of a search as SQL literals: the search indexes are partial, one per source and
 * locale of published rows (migration 20261128_010000_search_scopes), and Postgres uses a partial
 * index only when the query's own text implies its predicate. Both values come from fixed lists,
 * checked here, so writing them as literals is safe.
 */
function scope(source: SearchedCollection, locale: Locale): SQL {
  if (!isSearched(source) || !locales.includes(locale)) throw new Error(`no search scope ${source}/${locale}`)
  return sql.raw(`s.source = '${source}' AND s.locale = '${locale}' AND s.published`)
}

/**
 * The published, due documents of `source` whose search row in `locale` contains the word (a
 * case-insensitive substring; %, _ and \ are literal), as rows (id, publish_date) of the search
 * table, or undefined without a word. Every case is answered by an index of that source and
 * locale alone, so a word common in the other language, or in another source, costs nothing here:
 * - with white space inside ("배달 로봇"): ILIKE on the text, narrowed by the trigram index;
 * - one to three characters: the grams hold it (exact, index only);
 * - four or more: a word of the vocabulary holds it, and the document holds
 *   that word (src/lib/search/grams.ts, searchWords): the vocabulary is searched by its trigram
 *   index, the documents by the GIN index of their word ids; no document's text is read.
 * Callers read it once (a materialized CTE) and page, count or seek within it: joined to the list's
 * date order instead, Postgres walked every published document for a rare word, one probe each.
 */
export function searchHits(
  source: SearchedCollection,
  locale: Locale,
  query: Pick<ListQuery, 'keyword' | 'searchType'>,
  now: Date,
): SQL | undefined {
  if (!query.keyword) return undefined
  const field = query.searchType === 'TITLE' ? 'title' : 'body'
  const { key, length } = gramKey(query.keyword)
  // White space first: the grams never hold it, so "a b" (three characters) is a phrase, not a gram.
  const match = /\s/u.test(key)
    ? sql`${sql.identifier(field)} ILIKE ${`%${escapeLike(query.keyword)}%`}`
    : length <= GRAM_LENGTH
      ? sql`${sql.identifier(`${field}_grams`)} @> ARRAY[${key}]::text[]`
      : sql`${sql.identifier(`${field}_words`)} && ARRAY(SELECT w.id FROM search_words w WHERE w.word LIKE ${`%${escapeLike(key)}%`})`
  return sql`SELECT s.doc_id AS id, s.publish_date FROM search_documents s
    WHERE ${scope(source, locale)} AND s.publish_date <= ${now.toISOString()} AND ${match}`
}
