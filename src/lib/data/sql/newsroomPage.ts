import { sql, type SQL } from '@payloadcms/db-postgres/drizzle'

import type { Locale } from '../../../i18n/locales'
import type { ListQuery } from '../listQuery'
import { getPayloadClient } from '../payload'
import type { NewsroomDoc } from '../reshape'
import { searchedCollections } from '../../search/sync'
import { newsroomCollection, type NewsroomType } from '../types'
import { NEWEST_FIRST, selectPage } from './page'
import { localized, publicRule } from './publicRule'

/**
 * One page of a newsroom list in one SQL statement, instead of Payload's find: Payload reads the
 * locale rows of every document it skips (a lateral JSON aggregate per row, so page 2,500 costs a
 * second) and runs hooks we do not need for public, flat rows. Access is the public rule of
 * `publishedAndDue` (src/collections/access.ts): published, and due by now. The statement is
 * selectPage's (deferred join over the published-list index, or over a search's hits). Localized text falls back to the
 * default locale as Payload's `fallback: true` does (an empty or missing text takes the default
 * locale's).
 */

type Shape = { textColumn: 'subtitle' | 'summary'; reportUrl: boolean }

const SHAPES: Record<NewsroomType, Shape> = {
  pressRelease: { textColumn: 'subtitle', reportUrl: false },
  fact: { textColumn: 'subtitle', reportUrl: false },
  media: { textColumn: 'summary', reportUrl: true },
}

/** The table a newsroom list is read from: its collection's. */
export const newsroomTable = (type: NewsroomType): string => searchedCollections[newsroomCollection[type]].table

type Row = {
  id: number | null
  publish_date: string | Date | null
  title: string | null
  text: string | null
  source: string | null
  report_url: string | null
  filename: string | null
  thumbnail_filename: string | null
}

export type NewsroomPageRows = { docs: NewsroomDoc[]; totalDocs: number }

/** A page of published, due items of `type`, newest first; `hits` a search of them (searchHits, same `now`). */
export async function selectNewsroomPage(
  type: NewsroomType,
  locale: Locale,
  query: Pick<ListQuery, 'pageNumber' | 'pageSize'>,
  hits?: SQL,
  now = new Date(),
): Promise<NewsroomPageRows> {
  const { textColumn, reportUrl } = SHAPES[type]
  const table = newsroomTable(type)
  const payload = await getPayloadClient()
  // As Payload's generateFilePathOrURL makes the URL of a stored file.
  const fileUrl = (filename: string | null) =>
    filename === null
      ? null
      : `${payload.config.serverURL ?? ''}${payload.config.routes.api}/images/file/${encodeURIComponent(filename)}`
  const { rows, total } = await selectPage<Row>({
    table,
    locale,
    where: publicRule(now),
    search: hits && { hits, byDateAlone: true },
    order: NEWEST_FIRST,
    offset: (query.pageNumber - 1) * query.pageSize,
    limit: query.pageSize,
    columns: sql`${localized('title')} AS title, ${localized(textColumn)} AS text, ${localized('source')} AS source,
      ${reportUrl ? sql`p.report_url` : sql`NULL`} AS report_url,
      i.filename, i.sizes_thumbnail_filename AS thumbnail_filename`,
    thumbnail: true,
  })
  const docs = rows.map((row): NewsroomDoc => ({
    id: row.id!,
    publishDate: new Date(row.publish_date!).toISOString(),
    title: row.title,
    subtitle: row.text,
    summary: row.text,
    source: row.source,
    reportUrl: row.report_url,
    thumbnail:
      row.filename === null
        ? null
        : { url: fileUrl(row.filename), sizes: { thumbnail: { url: fileUrl(row.thumbnail_filename) } } },
  }))
  return { docs, totalDocs: total }
}
