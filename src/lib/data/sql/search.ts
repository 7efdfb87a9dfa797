import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'

import type { Locale } from '../../../i18n/locales'
import { GRAM_LENGTH, gramKey } from '../../search/grams'
import type { SearchedCollection } from '../../search/sync'
import { escapeLike, type ListQuery } from '../listQuery'

/**
 * The search condition of a list query on the document alias `d`: the documents whose search row
 * in `locale` contains the word (a case-insensitive substring; %, _ and \ are literal). A word of
 * one or two characters is looked up in the grams (exact, index only); a longer one by ILIKE on
 * the text, which the trigram index narrows down first.
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
      : sql`${sql.identifier(field)} ILIKE ${`%${escapeLike(query.keyword)}%`}`
  return sql`d.id IN (SELECT s.doc_id FROM search_documents s
    WHERE s.source = ${source} AND s.locale = ${locale} AND s.published AND ${match})`
}
