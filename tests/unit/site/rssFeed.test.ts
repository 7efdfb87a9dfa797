import { describe, expect, it } from 'vitest'

import { buildRss, escapeXml, plainTextAsHtml, rfc822 } from '@/lib/feeds/rss'

import { feedItemTitles, feedReaderText } from '../../helpers/feedReader'

describe('escapeXml', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`Tom & Jerry's <b>"deal"</b>`)).toBe('Tom &amp; Jerry&apos;s &lt;b&gt;&quot;deal&quot;&lt;/b&gt;')
  })

  it('escapes an ampersand only once per occurrence, leaving existing entities visible as text', () => {
    expect(escapeXml('&amp;')).toBe('&amp;amp;')
  })

  it('drops control characters XML cannot carry but keeps tab, newlines and Korean text', () => {
    expect(escapeXml('a\u0000b\u0008c\u001Fd\tline\nnext\r배달')).toBe('abcd\tline\nnext\r배달')
  })

  it('drops lone surrogates and keeps complete pairs (emoji)', () => {
    expect(escapeXml('x\uD800y\uDC00z🍜')).toBe('xyz🍜')
  })
})

describe('plainTextAsHtml', () => {
  it.each([
    '<b>굵게</b> 보도자료',
    '<img src=x onerror="alert(1)">',
    'ends the section ]]> then <script>alert(1)</script>',
    '&lt;already escaped&gt; & "quotes" \'apostrophes\'',
  ])('sends %s as text a feed reader shows as typed, never as markup', (subtitle) => {
    const description = plainTextAsHtml(subtitle)
    expect(description.match(/\]\]>/g)).toHaveLength(1)
    expect(feedReaderText(description)).toEqual({ text: subtitle, markup: false })
  })

  it('drops characters XML cannot carry', () => {
    expect(feedReaderText(plainTextAsHtml('a\u0000b'))?.text).toBe('ab')
  })
})

describe('rfc822', () => {
  it('formats an ISO date in GMT as RSS 2.0 requires', () => {
    expect(rfc822('2026-11-03T01:00:00.000Z')).toBe('Tue, 03 Nov 2026 01:00:00 GMT')
  })
})

describe('buildRss', () => {
  const xml = buildRss({
    title: '배달프렌즈 뉴스룸',
    link: 'https://example.com/newsroom/report',
    description: 'News & updates',
    language: 'ko-KR',
    selfUrl: 'https://example.com/rss/ko.xml',
    items: [
      {
        title: '<script>alert(1)</script> & "quotes"',
        link: 'https://example.com/newsroom/report/detail/1?a=1&b=2',
        description: 'Tom & Jerry',
        pubDate: '2026-01-02T00:00:00.000Z',
        guid: 'https://example.com/content/report/1?lang=KR',
        category: '보도자료',
      },
      {
        title: 'Second',
        link: 'https://example.com/2',
        pubDate: '2026-03-04T00:00:00.000Z',
        guid: 'id-2',
        guidIsPermaLink: false,
      },
    ],
  })
  /** The unescaped text of every `<name>` element, in document order. */
  const unescape = (v: string) =>
    v
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&')
  const texts = (name: string) =>
    [...xml.matchAll(new RegExp(`<${name}(?: [^>]*)?>([^<]*)</${name}>`, 'g'))].map((m) => unescape(m[1]))
  const items = xml.split('<item>').slice(1)

  it('is RSS 2.0 with the channel fields', () => {
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0"')).toBe(true)
    expect(xml.trimEnd().endsWith('</channel>\n</rss>')).toBe(true)
    expect(texts('title')[0]).toBe('배달프렌즈 뉴스룸')
    expect(texts('language')).toEqual(['ko-KR'])
    expect(xml).toContain('<atom:link href="https://example.com/rss/ko.xml" rel="self" type="application/rss+xml"/>')
  })

  it('round-trips escaped item text exactly and never emits markup from content', () => {
    // Item titles, like descriptions, reach a reader that renders HTML as the text typed.
    expect(feedItemTitles(xml)).toEqual(['<script>alert(1)</script> & "quotes"', 'Second'])
    expect(texts('link')[1]).toBe('https://example.com/newsroom/report/detail/1?a=1&b=2')
    expect(items[0]).toContain('<description><![CDATA[Tom &amp; Jerry]]></description>')
    expect(xml).not.toContain('<script>')
    expect(items[0]).toContain(
      '<title><![CDATA[&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;quotes&quot;]]></title>',
    )
  })

  it('writes guids, pubDates and the newest date as lastBuildDate', () => {
    expect(items).toHaveLength(2)
    expect(texts('pubDate')).toEqual(['Fri, 02 Jan 2026 00:00:00 GMT', 'Wed, 04 Mar 2026 00:00:00 GMT'])
    expect(items[0]).toContain('<guid>https://example.com/content/report/1?lang=KR</guid>')
    expect(items[1]).toContain('<guid isPermaLink="false">id-2</guid>')
    expect(texts('lastBuildDate')).toEqual(['Wed, 04 Mar 2026 00:00:00 GMT'])
  })

  it('leaves out empty optional fields', () => {
    expect(items[1]).not.toContain('<description>')
    expect(items[1]).not.toContain('<category>')
  })
})
