import {
  newsroomSegment,
  type ConnectionSiteItem,
  type NewsroomDetail,
  type NewsroomItem,
  type NewsroomSegment,
  type NewsroomType,
  type NoticeDetail,
  type NoticeItem,
  type Page,
  type WritingCategoryItem,
  type WritingDetail,
  type WritingItem,
} from '../data/types'
import type {
  LegacyConnectionSite,
  LegacyNewsroomDetail,
  LegacyNewsroomItem,
  LegacyNotice,
  LegacyNoticeDetail,
  LegacyPage,
  LegacyWriting,
  LegacyWritingCategory,
  LegacyWritingDetail,
} from './types'

/*
 * The app's models to the legacy API's wire shapes (SPEC §3, §7), and back for the lists the
 * browser fetches: `fromLegacy*(toLegacy*(item))` is the item again.
 */

/** A page to SPEC §3's list response, its items mapped to their wire shape. */
export function toLegacyPage<T, W>(page: Page<T>, map: (item: T) => W): LegacyPage<W> {
  return {
    list: page.items.map(map),
    totalSize: page.totalSize,
    pageNumber: page.pageNumber,
    totalPageNumber: page.totalPages,
  }
}

export function fromLegacyPage<W, T>(data: LegacyPage<W>, map: (item: W) => T): Page<T> {
  return {
    items: data.list.map(map),
    totalSize: data.totalSize,
    pageNumber: data.pageNumber,
    totalPages: data.totalPageNumber,
  }
}

const newsroomToWire: { [T in NewsroomType]: (item: NewsroomItem) => LegacyNewsroomItem[T] } = {
  pressRelease: (item) => ({
    reportSeq: item.seq,
    reportTitle: item.title,
    reportSubTitle: item.subtitle,
    reportSource: item.source,
    reportImagePath: item.image,
    createDate: item.date,
  }),
  fact: (item) => ({
    factSeq: item.seq,
    factTitle: item.title,
    factSubTitle: item.subtitle,
    factSource: item.source,
    factImagePath: item.image,
    createDate: item.date,
  }),
  media: (item) => ({
    mediaSeq: item.seq,
    mediaTitle: item.title,
    mediaSummary: item.subtitle,
    mediaSource: item.source,
    mediaImagePath: item.image,
    createDate: item.date,
    mediaReportUrl: item.url,
  }),
}

/** The wire back to the models, for the browser's fetchers; an empty image path means none (the default image). */
const newsroomFromWire: { [T in NewsroomType]: (wire: LegacyNewsroomItem[T]) => NewsroomItem } = {
  pressRelease: (wire) => ({
    seq: wire.reportSeq,
    title: wire.reportTitle,
    subtitle: wire.reportSubTitle,
    source: wire.reportSource,
    image: wire.reportImagePath || null,
    date: wire.createDate,
    url: null,
  }),
  fact: (wire) => ({
    seq: wire.factSeq,
    title: wire.factTitle,
    subtitle: wire.factSubTitle,
    source: wire.factSource,
    image: wire.factImagePath || null,
    date: wire.createDate,
    url: null,
  }),
  media: (wire) => ({
    seq: wire.mediaSeq,
    title: wire.mediaTitle,
    subtitle: wire.mediaSummary,
    source: wire.mediaSource,
    image: wire.mediaImagePath || null,
    date: wire.createDate,
    url: wire.mediaReportUrl,
  }),
}

/**
 * A newsroom item in the legacy shape, its keys led by the type's segment (`report` for a press
 * release): `{segment}Seq`, `{segment}Title`, `reportSubTitle` / `factSubTitle` / `mediaSummary`,
 * `{segment}Source`, `{segment}ImagePath`, `createDate`; media items add `mediaReportUrl`.
 */
export function toLegacyNewsroomItem<T extends NewsroomType>(type: T, item: NewsroomItem): LegacyNewsroomItem[T] {
  return newsroomToWire[type](item)
}

export function fromLegacyNewsroomItem<T extends NewsroomType>(type: T, wire: LegacyNewsroomItem[T]): NewsroomItem {
  return newsroomFromWire[type](wire)
}

export function toLegacyNewsroomDetail<T extends NewsroomType>(
  type: T,
  detail: NewsroomDetail,
): LegacyNewsroomDetail<T> {
  const content = { [`${newsroomSegment[type]}Content`]: detail.html } as {
    [K in `${NewsroomSegment<T>}Content`]: string
  }
  return { ...toLegacyNewsroomItem(type, detail), ...content, prev: detail.prev, next: detail.next }
}

export function toLegacyNotice(item: NoticeItem): LegacyNotice {
  return { noticeSeq: item.seq, noticeTitle: item.title, noticePinned: item.pinned, createDate: item.date }
}

export function fromLegacyNotice(wire: LegacyNotice): NoticeItem {
  return { seq: wire.noticeSeq, title: wire.noticeTitle, pinned: wire.noticePinned, date: wire.createDate }
}

export function toLegacyNoticeDetail(detail: NoticeDetail): LegacyNoticeDetail {
  return { ...toLegacyNotice(detail), noticeContent: detail.html, prev: detail.prev, next: detail.next }
}

export function toLegacyWriting(item: WritingItem): LegacyWriting {
  return {
    writingSeq: item.seq,
    writingTitle: item.title,
    writingSummary: item.summary,
    writingImagePath: item.image,
    categorySeq: item.category,
    createDate: item.date,
  }
}

export function fromLegacyWriting(wire: LegacyWriting): WritingItem {
  return {
    seq: wire.writingSeq,
    title: wire.writingTitle,
    summary: wire.writingSummary,
    image: wire.writingImagePath || null,
    date: wire.createDate,
    category: wire.categorySeq,
  }
}

export function toLegacyWritingDetail(detail: WritingDetail): LegacyWritingDetail {
  return { ...toLegacyWriting(detail), writingContent: detail.html, prev: detail.prev, next: detail.next }
}

export function toLegacyWritingCategory(item: WritingCategoryItem): LegacyWritingCategory {
  return {
    categorySeq: item.seq,
    categoryKoreaName: item.koreaName,
    categoryEnglishName: item.englishName,
    categoryKoreaExplanation: item.koreaExplanation,
    categoryEnglishExplanation: item.englishExplanation,
    categoryEtcName: item.etcName,
    categoryEtcExplanation: item.etcExplanation,
    categoryOrder: item.order,
  }
}

export function toLegacyConnectionSite(item: ConnectionSiteItem): LegacyConnectionSite {
  return {
    connectionSiteTypeLevel: item.level,
    connectionSiteUrl: item.url,
    connectionSiteKoreaName: item.koreaName,
    connectionSiteEnglishName: item.englishName,
  }
}
