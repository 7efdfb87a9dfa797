import { sql } from '@payloadcms/db-postgres/drizzle'

import type { Locale } from '../../i18n/locales'
import { richTextToHtml } from '../richText/toHtml'
import { findPublicDoc } from './dated'
import type { DraftViewer } from './draftViewer'
import type { ListQuery } from './listQuery'
import { toNoticeItem, toPage, toShareMeta } from './reshape'
import { withSearchBudget } from './searchBudget'
import { cachedListPage } from './sql/listCache'
import { selectNeighbours } from './sql/neighbours'
import { selectPage } from './sql/page'
import { localized, publicRule } from './sql/publicRule'
import { searchHits } from './sql/search'
import type { NoticeDetail, NoticeItem, Page } from './types'

const LIST_SELECT = { title: true, pinned: true, publishDate: true } as const

type NoticeRow = { id: number; publish_date: string | Date; title: string | null; pinned: boolean | null }

/** Pinned first (a missing flag is not pinned), then newest first. */
const PINNED_FIRST = (a: string) => `COALESCE(${a}.pinned, false) DESC, ${a}.publish_date DESC, ${a}.id DESC`

/** A page of notices: pinned first, then newest first; optionally searched. */
export async function getNoticePage(locale: Locale, query: ListQuery): Promise<Page<NoticeItem>> {
  const key = JSON.stringify([locale, query.pageNumber, query.pageSize, query.keyword ?? '', query.searchType])
  return cachedListPage('notices', key, async () => {
    const now = new Date()
    const hits = searchHits('notices', locale, query, now)
    const read = () =>
      selectPage<NoticeRow>({
        table: 'notices',
        locale,
        where: publicRule(now),
        // Pinned first: the order needs the notices themselves, not only the hits' dates.
        search: hits && { hits, byDateAlone: false },
        order: PINNED_FIRST,
        offset: (query.pageNumber - 1) * query.pageSize,
        limit: query.pageSize,
        columns: sql`${localized('title')} AS title, p.pinned`,
        thumbnail: false,
      })
    const { rows, total } = await withSearchBudget(hits, read)
    const docs = rows.map((row) => ({
      id: row.id,
      publishDate: new Date(row.publish_date).toISOString(),
      title: row.title,
      pinned: row.pinned,
    }))
    return toPage({ docs, totalDocs: total }, query.pageNumber, query.pageSize, toNoticeItem)
  })
}

/** One notice with its sanitized HTML; prev/next follow the date order. */
export async function getNoticeDetail(locale: Locale, id: number, viewer?: DraftViewer | null): Promise<NoticeDetail> {
  const doc = await findPublicDoc('notices', locale, id, { ...LIST_SELECT, body: true, share: true }, viewer)
  const { prev, next } = await selectNeighbours('notices', locale, doc)
  return { ...toNoticeItem(doc), html: richTextToHtml(doc.body), prev, next, share: toShareMeta(doc) }
}
