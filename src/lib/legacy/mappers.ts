import type { ImageRef, LegacyPage, NewsroomType } from './types'

/** The thumbnail URL of an upload (the thumbnail size when it exists), or null when none. */
export function imagePath(image: ImageRef): string | null {
  if (!image || typeof image !== 'object') return null
  return image.sizes?.thumbnail?.url ?? image.url ?? null
}

export type NewsroomDoc = {
  id: number
  title?: string | null
  subtitle?: string | null
  summary?: string | null
  source?: string | null
  thumbnail?: ImageRef
  reportUrl?: string | null
  publishDate: string
}

/**
 * A newsroom document in the legacy shape: `{type}Seq`, `{type}Title`, `reportSubTitle` /
 * `factSubTitle` / `mediaSummary`, `{type}Source`, `{type}ImagePath`, `createDate`; media items
 * add `mediaReportUrl`.
 */
export function toLegacyNewsroomItem(type: NewsroomType, doc: NewsroomDoc): Record<string, unknown> {
  const item: Record<string, unknown> = {
    [`${type}Seq`]: doc.id,
    [`${type}Title`]: doc.title ?? '',
  }
  if (type === 'media') item.mediaSummary = doc.summary ?? ''
  else item[`${type}SubTitle`] = doc.subtitle ?? ''
  item[`${type}Source`] = doc.source ?? ''
  item[`${type}ImagePath`] = imagePath(doc.thumbnail)
  item.createDate = new Date(doc.publishDate).toISOString()
  if (type === 'media') item.mediaReportUrl = doc.reportUrl ?? null
  return item
}

export type NoticeDoc = { id: number; title?: string | null; pinned?: boolean | null; publishDate: string }

export function toLegacyNotice(doc: NoticeDoc): Record<string, unknown> {
  return {
    noticeSeq: doc.id,
    noticeTitle: doc.title ?? '',
    noticePinned: Boolean(doc.pinned),
    createDate: new Date(doc.publishDate).toISOString(),
  }
}

export type WritingDoc = {
  id: number
  title?: string | null
  summary?: string | null
  thumbnail?: ImageRef
  category?: number | { id: number } | null
  publishDate: string
}

export function toLegacyWriting(doc: WritingDoc): Record<string, unknown> {
  const category = doc.category && typeof doc.category === 'object' ? doc.category.id : doc.category
  return {
    writingSeq: doc.id,
    writingTitle: doc.title ?? '',
    writingSummary: doc.summary ?? '',
    writingImagePath: imagePath(doc.thumbnail),
    categorySeq: category ?? null,
    createDate: new Date(doc.publishDate).toISOString(),
  }
}

export type WritingCategoryDoc = {
  id: number
  koreaName: string
  englishName: string
  koreaExplanation?: string | null
  englishExplanation?: string | null
  etcName?: string | null
  etcExplanation?: string | null
  order: number
}

export type LegacyWritingCategory = {
  categorySeq: number
  categoryKoreaName: string
  categoryEnglishName: string
  categoryKoreaExplanation: string
  categoryEnglishExplanation: string
  categoryEtcName: string
  categoryEtcExplanation: string
  categoryOrder: number
}

/** The synthetic "All" entry SPEC §3 prepends to the category list. */
export const ALL_CATEGORY: LegacyWritingCategory = {
  categorySeq: 0,
  categoryKoreaName: '전체',
  categoryEnglishName: 'All',
  categoryKoreaExplanation: '',
  categoryEnglishExplanation: '',
  categoryEtcName: '',
  categoryEtcExplanation: '',
  categoryOrder: 0,
}

export function toLegacyWritingCategory(doc: WritingCategoryDoc): LegacyWritingCategory {
  return {
    categorySeq: doc.id,
    categoryKoreaName: doc.koreaName,
    categoryEnglishName: doc.englishName,
    categoryKoreaExplanation: doc.koreaExplanation ?? '',
    categoryEnglishExplanation: doc.englishExplanation ?? '',
    categoryEtcName: doc.etcName ?? '',
    categoryEtcExplanation: doc.etcExplanation ?? '',
    categoryOrder: doc.order,
  }
}

export type ConnectionSiteDoc = { level: string; url: string; koreaName: string; englishName: string }

export function toLegacyConnectionSite(doc: ConnectionSiteDoc): Record<string, unknown> {
  return {
    connectionSiteTypeLevel: Number(doc.level),
    connectionSiteUrl: doc.url,
    connectionSiteKoreaName: doc.koreaName,
    connectionSiteEnglishName: doc.englishName,
  }
}

/** Payload's paginated result to SPEC §3's list response; past the last page gives an empty list. */
export function toLegacyPage<D, T>(
  result: { docs: D[]; totalDocs: number },
  pageNumber: number,
  pageSize: number,
  map: (doc: D) => T,
): LegacyPage<T> {
  return {
    list: result.docs.map(map),
    totalSize: result.totalDocs,
    pageNumber,
    totalPageNumber: Math.ceil(result.totalDocs / pageSize),
  }
}
