import { describe, expect, it } from 'vitest'

import {
  ALL_CATEGORY,
  imagePath,
  toConnectionSiteItem,
  toNewsroomItem,
  toNoticeItem,
  toPage,
  toShareMeta,
  toWritingCategoryItem,
  toWritingItem,
  type NewsroomDoc,
  type NoticeDoc,
  type WritingDoc,
} from '@/lib/data/reshape'
import type { NewsroomType } from '@/lib/data/types'
import {
  toLegacyConnectionSite,
  toLegacyNewsroomDetail,
  toLegacyNewsroomItem,
  toLegacyNotice,
  toLegacyPage,
  toLegacyWriting,
  toLegacyWritingCategory,
} from '@/lib/legacy/mappers'

/* A stored document as the legacy API sends it: reshaped into the app's model, then mapped to the wire. */
const newsroomWire = (type: NewsroomType, doc: NewsroomDoc) => toLegacyNewsroomItem(type, toNewsroomItem(type, doc))
const noticeWire = (doc: NoticeDoc) => toLegacyNotice(toNoticeItem(doc))
const writingWire = (doc: WritingDoc) => toLegacyWriting(toWritingItem(doc))
const pageWire = <D, T>(
  result: { docs: D[]; totalDocs: number },
  pageNumber: number,
  pageSize: number,
  map: (doc: D) => T,
) => toLegacyPage(toPage(result, pageNumber, pageSize, map), (item) => item)

const thumbnail = {
  url: '/api/images/file/robot.jpg',
  sizes: { thumbnail: { url: '/api/images/file/robot-400x300.jpg' } },
}

const doc: NewsroomDoc = {
  id: 42,
  title: '배달 로봇 출시',
  subtitle: '서울 전역으로 확대',
  summary: '로봇 배달 요약',
  source: '연합뉴스',
  thumbnail,
  reportUrl: 'https://news.example.com/42',
  publishDate: '2024-05-01T09:30:00.000Z',
}

describe('toLegacyNewsroomItem', () => {
  it('maps a press release to the report keys', () => {
    expect(newsroomWire('pressRelease', doc)).toEqual({
      reportSeq: 42,
      reportTitle: '배달 로봇 출시',
      reportSubTitle: '서울 전역으로 확대',
      reportSource: '연합뉴스',
      reportImagePath: '/api/images/file/robot-400x300.jpg',
      createDate: '2024-05-01T09:30:00.000Z',
    })
  })

  it('maps a fact check to the fact keys with factSubTitle', () => {
    expect(newsroomWire('fact', doc)).toEqual({
      factSeq: 42,
      factTitle: '배달 로봇 출시',
      factSubTitle: '서울 전역으로 확대',
      factSource: '연합뉴스',
      factImagePath: '/api/images/file/robot-400x300.jpg',
      createDate: '2024-05-01T09:30:00.000Z',
    })
  })

  it('maps a media report to the media keys with mediaSummary and mediaReportUrl and no SubTitle key', () => {
    const item = newsroomWire('media', doc)
    expect(item).toEqual({
      mediaSeq: 42,
      mediaTitle: '배달 로봇 출시',
      mediaSummary: '로봇 배달 요약',
      mediaSource: '연합뉴스',
      mediaImagePath: '/api/images/file/robot-400x300.jpg',
      createDate: '2024-05-01T09:30:00.000Z',
      mediaReportUrl: 'https://news.example.com/42',
    })
    expect(Object.keys(item).some((key) => key.includes('SubTitle'))).toBe(false)
  })

  it('fills missing texts with empty strings and missing image and URL with null', () => {
    const bare: NewsroomDoc = { id: 7, publishDate: '2023-01-02T00:00:00.000Z' }
    expect(newsroomWire('pressRelease', bare)).toEqual({
      reportSeq: 7,
      reportTitle: '',
      reportSubTitle: '',
      reportSource: '',
      reportImagePath: null,
      createDate: '2023-01-02T00:00:00.000Z',
    })
    expect(newsroomWire('media', { ...bare, title: null, summary: null, reportUrl: null })).toEqual({
      mediaSeq: 7,
      mediaTitle: '',
      mediaSummary: '',
      mediaSource: '',
      mediaImagePath: null,
      createDate: '2023-01-02T00:00:00.000Z',
      mediaReportUrl: null,
    })
  })

  it('normalises the publish date to an ISO UTC string', () => {
    const item = newsroomWire('fact', { ...doc, publishDate: '2024-05-01T18:30:00+09:00' })
    expect(item.createDate).toBe('2024-05-01T09:30:00.000Z')
  })
})

describe('toLegacyNewsroomDetail', () => {
  it("adds a press release's body as reportContent, after the report keys", () => {
    const detail = {
      ...toNewsroomItem('pressRelease', doc),
      html: '<p>본문</p>',
      prev: null,
      next: { seq: 41, title: '이전 보도자료' },
      share: { title: null, description: null, image: null },
    }
    const wire = toLegacyNewsroomDetail('pressRelease', detail)
    expect(wire).toEqual({
      ...newsroomWire('pressRelease', doc),
      reportContent: '<p>본문</p>',
      prev: null,
      next: { seq: 41, title: '이전 보도자료' },
    })
    expect(Object.keys(wire).filter((key) => key.startsWith('pressRelease'))).toEqual([])
  })
})

describe('imagePath', () => {
  it('prefers the thumbnail size URL', () => {
    expect(imagePath(thumbnail)).toBe('/api/images/file/robot-400x300.jpg')
  })

  it('falls back to the original URL when there is no thumbnail size', () => {
    expect(imagePath({ url: '/api/images/file/a.png' })).toBe('/api/images/file/a.png')
    expect(imagePath({ url: '/api/images/file/a.png', sizes: { thumbnail: { url: null } } })).toBe(
      '/api/images/file/a.png',
    )
    expect(imagePath({ url: '/api/images/file/a.png', sizes: null })).toBe('/api/images/file/a.png')
  })

  it('returns null for a bare (unpopulated) id', () => {
    expect(imagePath(5)).toBeNull()
  })

  it('returns null when there is no image or no URL', () => {
    expect(imagePath(null)).toBeNull()
    expect(imagePath(undefined)).toBeNull()
    expect(imagePath({})).toBeNull()
    expect(imagePath({ url: null, sizes: { thumbnail: null } })).toBeNull()
  })
})

describe('toShareMeta', () => {
  it('takes the share size of the share image and the texts as set', () => {
    const image = { url: '/api/images/file/a.png', sizes: { share: { url: '/api/images/file/a-1200x630.png' } } }
    expect(toShareMeta({ share: { title: 'Card', description: 'About it', image } })).toEqual({
      title: 'Card',
      description: 'About it',
      image: '/api/images/file/a-1200x630.png',
    })
    expect(toShareMeta({ share: { image: { url: '/api/images/file/a.png' } } }).image).toBe('/api/images/file/a.png')
  })

  it('gives null for what was left empty, blank, untranslated or not readable (a bare id)', () => {
    const empty = { title: null, description: null, image: null }
    expect(toShareMeta({})).toEqual(empty)
    expect(toShareMeta({ share: null })).toEqual(empty)
    expect(toShareMeta({ share: { title: '  ', description: '', image: 7 } })).toEqual(empty)
  })
})

describe('toLegacyPage', () => {
  const double = (n: number) => n * 2

  it('maps the docs and computes totalPageNumber as ceil(total / size)', () => {
    expect(pageWire({ docs: [1, 2, 3], totalDocs: 45 }, 1, 20, double)).toEqual({
      list: [2, 4, 6],
      totalSize: 45,
      pageNumber: 1,
      totalPageNumber: 3,
    })
  })

  it('gives exactly total / size pages when the total divides evenly', () => {
    expect(pageWire({ docs: [], totalDocs: 40 }, 2, 20, double).totalPageNumber).toBe(2)
  })

  it('returns 0 pages and an empty list when there is nothing', () => {
    expect(pageWire({ docs: [], totalDocs: 0 }, 1, 20, double)).toEqual({
      list: [],
      totalSize: 0,
      pageNumber: 1,
      totalPageNumber: 0,
    })
  })

  it('keeps the true totals and the requested page past the last page', () => {
    expect(pageWire({ docs: [], totalDocs: 45 }, 9, 20, double)).toEqual({
      list: [],
      totalSize: 45,
      pageNumber: 9,
      totalPageNumber: 3,
    })
  })
})

describe('toLegacyNotice', () => {
  it('maps a notice', () => {
    expect(noticeWire({ id: 3, title: '공지', pinned: true, publishDate: '2024-02-03T04:05:06.000Z' })).toEqual({
      noticeSeq: 3,
      noticeTitle: '공지',
      noticePinned: true,
      createDate: '2024-02-03T04:05:06.000Z',
    })
  })

  it('treats a missing pin and title as false and empty', () => {
    expect(noticeWire({ id: 4, title: null, pinned: null, publishDate: '2024-02-03T04:05:06.000Z' })).toEqual({
      noticeSeq: 4,
      noticeTitle: '',
      noticePinned: false,
      createDate: '2024-02-03T04:05:06.000Z',
    })
  })
})

describe('toLegacyWriting', () => {
  const writing = {
    id: 11,
    title: '우리의 이야기',
    summary: '요약',
    thumbnail: { url: '/api/images/file/w.jpg' },
    publishDate: '2024-06-07T08:00:00.000Z',
  }

  it('maps a writing whose category is a bare id', () => {
    expect(writingWire({ ...writing, category: 2 })).toEqual({
      writingSeq: 11,
      writingTitle: '우리의 이야기',
      writingSummary: '요약',
      writingImagePath: '/api/images/file/w.jpg',
      categorySeq: 2,
      createDate: '2024-06-07T08:00:00.000Z',
    })
  })

  it('maps a writing whose category is a populated object', () => {
    expect(writingWire({ ...writing, category: { id: 5 } })).toEqual({
      writingSeq: 11,
      writingTitle: '우리의 이야기',
      writingSummary: '요약',
      writingImagePath: '/api/images/file/w.jpg',
      categorySeq: 5,
      createDate: '2024-06-07T08:00:00.000Z',
    })
  })

  it('gives categorySeq null and empty texts when they are missing', () => {
    expect(writingWire({ id: 12, category: null, publishDate: '2024-06-07T08:00:00.000Z' })).toEqual({
      writingSeq: 12,
      writingTitle: '',
      writingSummary: '',
      writingImagePath: null,
      categorySeq: null,
      createDate: '2024-06-07T08:00:00.000Z',
    })
  })
})

describe('toLegacyWritingCategory', () => {
  it('maps every field of a category', () => {
    expect(
      toLegacyWritingCategory(
        toWritingCategoryItem({
          id: 2,
          koreaName: '문화',
          englishName: 'Culture',
          koreaExplanation: '문화 이야기',
          englishExplanation: 'Stories about culture',
          etcName: 'etc',
          etcExplanation: 'etc explanation',
          order: 3,
        }),
      ),
    ).toEqual({
      categorySeq: 2,
      categoryKoreaName: '문화',
      categoryEnglishName: 'Culture',
      categoryKoreaExplanation: '문화 이야기',
      categoryEnglishExplanation: 'Stories about culture',
      categoryEtcName: 'etc',
      categoryEtcExplanation: 'etc explanation',
      categoryOrder: 3,
    })
  })

  it('fills missing explanations and etc fields with empty strings', () => {
    expect(
      toLegacyWritingCategory(
        toWritingCategoryItem({ id: 9, koreaName: '기술', englishName: 'Tech', order: 1, etcName: null }),
      ),
    ).toEqual({
      categorySeq: 9,
      categoryKoreaName: '기술',
      categoryEnglishName: 'Tech',
      categoryKoreaExplanation: '',
      categoryEnglishExplanation: '',
      categoryEtcName: '',
      categoryEtcExplanation: '',
      categoryOrder: 1,
    })
  })

  it('provides the synthetic All category with seq 0 and order 0', () => {
    expect(toLegacyWritingCategory(ALL_CATEGORY)).toEqual({
      categorySeq: 0,
      categoryKoreaName: '전체',
      categoryEnglishName: 'All',
      categoryKoreaExplanation: '',
      categoryEnglishExplanation: '',
      categoryEtcName: '',
      categoryEtcExplanation: '',
      categoryOrder: 0,
    })
  })
})

describe('toLegacyConnectionSite', () => {
  it('maps a connection site and turns the level string into a number', () => {
    expect(
      toLegacyConnectionSite(
        toConnectionSiteItem({
          level: '2',
          url: 'https://partner.example.com',
          koreaName: '파트너',
          englishName: 'Partner',
        }),
      ),
    ).toEqual({
      connectionSiteTypeLevel: 2,
      connectionSiteUrl: 'https://partner.example.com',
      connectionSiteKoreaName: '파트너',
      connectionSiteEnglishName: 'Partner',
    })
  })
})
