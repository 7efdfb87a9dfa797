import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'

import type { Locale } from '../../../i18n/locales'
import { GRAM_LENGTH, gramKey } from '../../search/grams'
import type { SearchedCollection } from '../../search/sync'
import { escapeLike, type ListQuery } from '../listQuery'

/**
 * The search condition of a list query on the document alias `d`: the documents whose search row
 * in `locale` contains the word (a case-insensitive substring; %, _ and \ are literal), answered
 * by an index in every case but one:
 * - one or two characters: the grams hold it (exact, index only);
 * - three or more without white space: a word of the vocabulary holds it, and the document holds
 *   that word (src/lib/search/grams.ts, searchWords): the vocabulary is searched by its trigram
 *   index, the documents by the GIN index of their word ids; no document's text is read, so a
 *   word in nearly every document costs what a 2-character one does;
 * - with white space inside ("배달 로봇"): ILIKE on the text, narrowed by the trigram index.
 */
export function searchCondition(
  source: SearchedCollection,
  locale: Locale,
  query: Pick<ListQuery, 'keyword' | 'searchType'>,
): SQL | undefined {
  if (!query.keyword) return undefined
  const field = query.searchType === 'TITLE' ? 'title' : 'body'
  const { key, length } = gramKey(query.keyword)
  const match =
    length <= GRAM_LENGTH
      ? sql`${sql.identifier(`${field}_grams`)} @> ARRAY[${key}]::text[]`
      : /\s/u.test(key)
        ? sql`${sql.identifier(field)} ILIKE ${`%${escapeLike(query.keyword)}%`}`
        : sql`${sql.identifier(`${field}_words`)} && ARRAY(SELECT w.id FROM search_words w WHERE w.word LIKE ${`%${escapeLike(key)}%`})`
  return sql`d.id IN (SELECT s.doc_id FROM search_documents s
    WHERE s.source = ${source} AND s.locale = ${locale} AND s.published AND ${match})`
}
