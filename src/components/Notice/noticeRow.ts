import { num, str } from '../Paging/listTypes'

export type NoticeRow = { seq: number; title: string; pinned: boolean; date: string }

/** Reshapes a legacy notice (`noticeSeq`, `noticeTitle`, `noticePinned`, `createDate`). */
export function toNoticeRow(item: Record<string, unknown>): NoticeRow {
  return { seq: num(item.noticeSeq), title: str(item.noticeTitle), pinned: item.noticePinned === true, date: str(item.createDate) }
}
