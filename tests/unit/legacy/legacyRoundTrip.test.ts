import { describe, expect, it } from 'vitest'

import type { NewsroomItem, NoticeItem, Page, WritingItem } from '@/lib/data/types'
import {
  fromLegacyNewsroomItem,
  fromLegacyNotice,
  fromLegacyPage,
  fromLegacyWriting,
  toLegacyNewsroomItem,
  toLegacyNotice,
  toLegacyPage,
  toLegacyWriting,
} from '@/lib/legacy/mappers'

const article: NewsroomItem = {
  seq: 42,
  title: '배달 로봇 출시',
  subtitle: '서울 전역으로 확대',
  source: '연합뉴스',
  image: '/api/images/file/robot-400x300.jpg',
  date: '2024-05-01T09:30:00.000Z',
  url: null,
}
const media: NewsroomItem = { ...article, subtitle: '로봇 배달 요약', image: null, url: 'https://news.example.com/42' }
const notice: NoticeItem = { seq: 3, title: '공지', pinned: true, date: '2024-02-03T04:05:06.000Z' }
const writing: WritingItem = {
  seq: 11,
  title: '우리의 이야기',
  summary: '요약',
  image: null,
  date: '2024-06-07T08:00:00.000Z',
  category: 2,
}

describe('legacy mappers round trip', () => {
  it('reads back every newsroom item the API sends, whatever its type', () => {
    expect(fromLegacyNewsroomItem('pressRelease', toLegacyNewsroomItem('pressRelease', article))).toEqual(article)
    expect(fromLegacyNewsroomItem('fact', toLegacyNewsroomItem('fact', article))).toEqual(article)
    expect(fromLegacyNewsroomItem('media', toLegacyNewsroomItem('media', media))).toEqual(media)
  })

  it('reads back a notice and a writing', () => {
    expect(fromLegacyNotice(toLegacyNotice(notice))).toEqual(notice)
    expect(fromLegacyWriting(toLegacyWriting(writing))).toEqual(writing)
    expect(fromLegacyWriting(toLegacyWriting({ ...writing, category: null }))).toEqual({ ...writing, category: null })
  })

  it('reads back a page with its totals', () => {
    const page: Page<NoticeItem> = { items: [notice], totalSize: 11, pageNumber: 2, totalPages: 2 }
    expect(fromLegacyPage(toLegacyPage(page, toLegacyNotice), fromLegacyNotice)).toEqual(page)
  })

  it('sends again exactly the JSON it read, keys in the same order', () => {
    const wire = toLegacyNewsroomItem('media', media)
    expect(JSON.stringify(toLegacyNewsroomItem('media', fromLegacyNewsroomItem('media', wire)))).toBe(
      JSON.stringify(wire),
    )
    const list = toLegacyPage({ items: [writing], totalSize: 1, pageNumber: 1, totalPages: 1 }, toLegacyWriting)
    expect(JSON.stringify(toLegacyPage(fromLegacyPage(list, fromLegacyWriting), toLegacyWriting))).toBe(
      JSON.stringify(list),
    )
  })
})
