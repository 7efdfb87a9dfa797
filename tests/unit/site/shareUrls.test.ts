import { describe, expect, it } from 'vitest'

import { channelUrl, sharePath, type ShareType } from '@/components/Share/shareUrls'
import { contentSegment, contentTypeOfSegment, contentTypes } from '@/lib/data/types'

describe('sharePath', () => {
  it('shares the fonts and music pages in the locale of the page', () => {
    expect(sharePath('ko', 'fonts')).toBe('/fonts')
    expect(sharePath('en', 'fonts')).toBe('/en/fonts')
    expect(sharePath('ko', 'music')).toBe('/music')
    expect(sharePath('en', 'music')).toBe('/en/music')
  })

  it('shares content through the generic route with the language as KR or EN', () => {
    expect(sharePath('ko', 'pressRelease', 12)).toBe('/content/report/12?lang=KR')
    expect(sharePath('en', 'fact', 3)).toBe('/content/fact/3?lang=EN')
    expect(sharePath('en', 'writing', 7)).toBe('/content/writing/7?lang=EN')
  })

  it('falls back to the current page for unknown types or missing and invalid seqs', () => {
    expect(sharePath('ko', 'pressRelease')).toBeNull()
    expect(sharePath('ko', 'pressRelease', 0)).toBeNull()
    expect(sharePath('ko', 'pressRelease', 1.5)).toBeNull()
    expect(sharePath('ko', 'video' as ShareType, 4)).toBeNull()
    expect(sharePath('ko')).toBeNull()
  })
})

describe('channelUrl', () => {
  const request = {
    url: 'https://example.com/content/report/12?lang=KR',
    title: '배달 & 라이더',
    description: 'A "new" plan',
  }

  it('builds the external sharing pages with the URL encoded', () => {
    const encoded = encodeURIComponent(request.url)
    expect(channelUrl('facebook', request)).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encoded}`)
    expect(channelUrl('kakao', request)).toBe(`https://sharer.kakao.com/talk/friends/picker/link?url=${encoded}`)
    expect(channelUrl('kakao', { ...request, kakaoAppKey: 'abc' })).toContain('app_key=abc&url=')
    const x = new URL(channelUrl('x', request) ?? '')
    expect(x.origin + x.pathname).toBe('https://twitter.com/intent/tweet')
    expect(x.searchParams.get('text')).toBe('배달 & 라이더')
    expect(x.searchParams.get('url')).toBe(request.url)
  })

  it('drafts a mail with the title as subject and the description and URL as body', () => {
    const mail = channelUrl('mail', request) ?? ''
    expect(mail.startsWith('mailto:?')).toBe(true)
    const params = new URLSearchParams(mail.slice('mailto:?'.length))
    expect(params.get('subject')).toBe('배달 & 라이더')
    expect(params.get('body')).toBe(`A "new" plan\n\n${request.url}`)
    expect(channelUrl('mail', { url: request.url, title: 't' })).toContain(`body=${encodeURIComponent(request.url)}`)
  })

  it('has no address for copy link', () => {
    expect(channelUrl('copy', request)).toBeNull()
  })
})

describe('contentTypeOfSegment', () => {
  it('reads exactly the five content route segments, a press release as `report`', () => {
    expect(['report', 'fact', 'media', 'notice', 'writing'].map(contentTypeOfSegment)).toEqual([
      'pressRelease',
      'fact',
      'media',
      'notice',
      'writing',
    ])
    expect(contentTypeOfSegment('pressRelease')).toBeUndefined()
    expect(contentTypeOfSegment('fonts')).toBeUndefined()
    expect(contentTypeOfSegment(undefined)).toBeUndefined()
  })

  it('is the inverse of contentSegment', () => {
    for (const type of contentTypes) expect(contentTypeOfSegment(contentSegment(type))).toBe(type)
  })
})
