import { describe, expect, it } from 'vitest'

import { carriedQuery, carriedSearchQuery } from '@/components/Paging/listQuery'
import { parseCategory, toCategory } from '@/components/Together/category'
import { fromLegacyNewsroomItem, fromLegacyNotice, fromLegacyWriting } from '@/lib/legacy/mappers'

describe('fromLegacyNewsroomItem', () => {
  it('reads a press release: subtitle, source, image, no external URL', () => {
    const card = fromLegacyNewsroomItem('pressRelease', {
      reportSeq: 42,
      reportTitle: 'Growth fund',
      reportSubTitle: 'Low-interest capital',
      reportSource: 'Communications Team',
      reportImagePath: '/api/images/file/news-06.png',
      createDate: '2026-11-03T01:00:00.000Z',
    })
    expect(card).toEqual({
      seq: 42,
      title: 'Growth fund',
      subtitle: 'Low-interest capital',
      source: 'Communications Team',
      image: '/api/images/file/news-06.png',
      date: '2026-11-03T01:00:00.000Z',
      url: null,
    })
  })

  it('reads a media report: the summary as subtitle and the outlet URL', () => {
    const card = fromLegacyNewsroomItem('media', {
      mediaSeq: 3,
      mediaTitle: 'T',
      mediaSummary: 'S',
      mediaSource: '',
      mediaImagePath: null,
      createDate: 'd',
      mediaReportUrl: 'https://x.example/a',
    })
    expect(card).toMatchObject({ seq: 3, subtitle: 'S', image: null, url: 'https://x.example/a' })
  })
})

describe('fromLegacyNotice and fromLegacyWriting', () => {
  it('reads a pinned notice', () => {
    expect(fromLegacyNotice({ noticeSeq: 19, noticeTitle: 'Licence', noticePinned: true, createDate: 'd' })).toEqual({
      seq: 19,
      title: 'Licence',
      pinned: true,
      date: 'd',
    })
  })

  it('reads a writing with its category', () => {
    expect(
      fromLegacyWriting({
        writingSeq: 1,
        writingTitle: 'T',
        writingSummary: 'S',
        writingImagePath: '/i.png',
        categorySeq: 2,
        createDate: 'd',
      }),
    ).toEqual({
      seq: 1,
      title: 'T',
      summary: 'S',
      image: '/i.png',
      date: 'd',
      category: 2,
    })
  })
})

describe('categories', () => {
  const env = {
    seq: 1,
    koreaName: '환경',
    englishName: 'Environment',
    koreaExplanation: '설명',
    englishExplanation: 'About',
  }

  it('names a category in the locale', () => {
    expect(toCategory(env, 'ko')).toEqual({ seq: 1, name: '환경', explanation: '설명' })
    expect(toCategory(env, 'en')).toEqual({ seq: 1, name: 'Environment', explanation: 'About' })
  })

  it('accepts digits only for the category parameter, 0 included', () => {
    expect(parseCategory('0')).toBe(0)
    expect(parseCategory('12')).toBe(12)
    expect(parseCategory('1a')).toBeNull()
    expect(parseCategory('-1')).toBeNull()
    expect(parseCategory('99999999999')).toBeNull()
    expect(parseCategory(undefined)).toBeNull()
  })
})

describe('carriedQuery', () => {
  it('carries page and size to the detail page, and nothing for page 1', () => {
    expect(carriedQuery(new URLSearchParams('page=2&size=mobile&utm=x'))).toBe('?page=2&size=mobile')
    expect(carriedQuery(new URLSearchParams('page=1'))).toBe('')
    expect(carriedQuery(null)).toBe('')
  })
})

describe('carriedSearchQuery', () => {
  it('carries the word, the type tab and the page from a search result, and nothing without a word', () => {
    expect(carriedSearchQuery(new URLSearchParams('keyword=배달&type=fact&page=3&utm=x'))).toBe(
      '?keyword=%EB%B0%B0%EB%8B%AC&type=fact&page=3',
    )
    expect(carriedSearchQuery(new URLSearchParams('keyword=robot&type=report&page=1'))).toBe(
      '?keyword=robot&type=report',
    )
    expect(carriedSearchQuery(new URLSearchParams('page=2&size=mobile'))).toBe('')
    expect(carriedSearchQuery(null)).toBe('')
  })
})
