import type { Locale } from '../../i18n/locales'
import { toLegacyNotice, toLegacyPage, type NoticeDoc } from '../legacy/mappers'
import type { ListQuery } from '../legacy/params'
import { richTextToHtml } from '../richText/toHtml'
import { findNeighbours, findPublicDoc, findPublicPage, searchWhere } from './dated'

const LIST_SELECT = { title: true, pinned: true, publishDate: true } as const

/** A page of notices: pinned first, then newest first. */
export async function getNoticePage(locale: Locale, query: ListQuery) {
  const result = await findPublicPage({
    collection: 'notices',
    locale,
    where: searchWhere(query, locale),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    select: LIST_SELECT,
    sort: ['-pinned', '-publishDate', '-id'],
  })
  return toLegacyPage(result, query.pageNumber, query.pageSize, (doc) => toLegacyNotice(doc as unknown as NoticeDoc))
}

/** One notice with its sanitized HTML; prev/next follow the date order. */
export async function getNoticeDetail(locale: Locale, id: number) {
  const doc = (await findPublicDoc('notices', locale, id, { ...LIST_SELECT, body: true })) as unknown as NoticeDoc & {
    body?: unknown
  }
  const { prev, next } = await findNeighbours('notices', locale, doc)
  return { ...toLegacyNotice(doc), noticeContent: richTextToHtml(doc.body), prev, next }
}
