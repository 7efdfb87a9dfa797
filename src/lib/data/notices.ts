import type { Locale } from '../../i18n/locales'
import { richTextToHtml } from '../richText/toHtml'
import { findPublicDoc, findPublicPage, searchWhere } from './dated'
import type { ListQuery } from './listQuery'
import { toNoticeItem, toPage } from './reshape'
import { selectNeighbours } from './sql/neighbours'
import type { NoticeDetail, NoticeItem, Page } from './types'

const LIST_SELECT = { title: true, pinned: true, publishDate: true } as const

/** A page of notices: pinned first, then newest first. */
export async function getNoticePage(locale: Locale, query: ListQuery): Promise<Page<NoticeItem>> {
  const result = await findPublicPage({
    collection: 'notices',
    locale,
    where: searchWhere(query, locale),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    select: LIST_SELECT,
    sort: ['-pinned', '-publishDate', '-id'],
  })
  return toPage(result, query.pageNumber, query.pageSize, toNoticeItem)
}

/** One notice with its sanitized HTML; prev/next follow the date order. */
export async function getNoticeDetail(locale: Locale, id: number): Promise<NoticeDetail> {
  const doc = await findPublicDoc('notices', locale, id, { ...LIST_SELECT, body: true })
  const { prev, next } = await selectNeighbours('notices', locale, doc)
  return { ...toNoticeItem(doc), html: richTextToHtml(doc.body), prev, next }
}
