import type { NewsroomSegment, NewsroomType, PrevNext } from '../data/types'

/*
 * The wire shapes of the legacy API (SPEC §3, §7): key names and order are the contract. Built
 * only by the mappers next door, from the app's models. A newsroom item's keys start with its
 * type's segment (`newsroomSegment`): a press release's are `reportSeq`, `reportTitle`….
 */

/** SPEC §3 "List response". */
export type LegacyPage<T> = { list: T[]; totalSize: number; pageNumber: number; totalPageNumber: number }

/** A press release on the wire (`/api/report`). */
export type LegacyPressReleaseItem = {
  reportSeq: number
  reportTitle: string
  reportSubTitle: string
  reportSource: string
  reportImagePath: string | null
  createDate: string
}

export type LegacyFactItem = {
  factSeq: number
  factTitle: string
  factSubTitle: string
  factSource: string
  factImagePath: string | null
  createDate: string
}

export type LegacyMediaItem = {
  mediaSeq: number
  mediaTitle: string
  mediaSummary: string
  mediaSource: string
  mediaImagePath: string | null
  createDate: string
  mediaReportUrl: string | null
}

/** The list item of each newsroom type. */
export type LegacyNewsroomItem = { pressRelease: LegacyPressReleaseItem; fact: LegacyFactItem; media: LegacyMediaItem }

/** A detail: the list item, then `{segment}Content` (sanitized HTML, `reportContent`…), `prev` and `next`. */
export type LegacyNewsroomDetail<T extends NewsroomType> = LegacyNewsroomItem[T] & {
  [K in `${NewsroomSegment<T>}Content`]: string
} & LegacyNeighbours

export type LegacyNeighbours = { prev: PrevNext; next: PrevNext }

export type LegacyNotice = { noticeSeq: number; noticeTitle: string; noticePinned: boolean; createDate: string }
export type LegacyNoticeDetail = LegacyNotice & { noticeContent: string } & LegacyNeighbours

export type LegacyWriting = {
  writingSeq: number
  writingTitle: string
  writingSummary: string
  writingImagePath: string | null
  categorySeq: number | null
  createDate: string
}
export type LegacyWritingDetail = LegacyWriting & { writingContent: string } & LegacyNeighbours

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

export type LegacyConnectionSite = {
  connectionSiteTypeLevel: number
  connectionSiteUrl: string
  connectionSiteKoreaName: string
  connectionSiteEnglishName: string
}
