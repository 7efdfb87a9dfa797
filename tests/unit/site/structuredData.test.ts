import { describe, expect, it } from 'vitest'

import { menu } from '@/lib/site/menu'
import { menuPlace } from '@/lib/site/breadcrumbs'
import { inlineScriptHashes } from '@/lib/security/csp'
import {
  breadcrumbLd,
  newsArticleLd,
  organizationLd,
  webSiteLd,
  type ArticleFacts,
  type OrganizationFacts,
} from '@/lib/structuredData/schemas'
import { serializeJsonLd } from '@/lib/structuredData/serialize'

const ORIGIN = 'https://www.example.kr'
const ATTACK = '</script><script>alert(1)</script>'

/** The text of every script element of an HTML document, as the HTML parser delimits it. */
const scriptTexts = (html: string) => [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi)].map((m) => m[1])

const article = (overrides: Partial<ArticleFacts> = {}): ArticleFacts => ({
  origin: ORIGIN,
  locale: 'en',
  path: '/newsroom/report/detail/7',
  headline: 'Riders get heated seats',
  description: 'From December',
  datePublished: '2025-11-03T00:00:00.000Z',
  dateModified: '2025-11-04T09:30:00.000Z',
  image: '/api/images/file/seat-640x360.jpg',
  section: 'Press releases',
  publisherName: 'Baedal Friends Inc.',
  ...overrides,
})

describe('serializeJsonLd', () => {
  it('keeps a headline containing </script> inside its script element and parses back to the same data', () => {
    const data = newsArticleLd(article({ headline: ATTACK }))
    const json = serializeJsonLd(data)
    const page = `<p>before</p><script type="application/ld+json">${json}</script><p>after</p>`
    const texts = scriptTexts(page)
    expect(texts).toEqual([json])
    expect(json).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e')
    expect(JSON.parse(texts[0])).toEqual(data)
    expect((JSON.parse(texts[0]) as { headline: string }).headline).toBe(ATTACK)
  })

  it('escapes <, >, &, U+2028 and U+2029 as \\u escapes, so <!-- and character references cannot form', () => {
    const data = newsArticleLd(article({ headline: 'a <!-- b --> &amp; c\u2028d\u2029e' }))
    const json = serializeJsonLd(data)
    expect(json).not.toMatch(/[<>&\u2028\u2029]/)
    expect(json).toContain('a \\u003c!-- b --\\u003e \\u0026amp; c\\u2028d\\u2029e')
    expect(JSON.parse(json)).toEqual(data)
  })

  it('leaves other text as JSON.stringify writes it (Korean stays readable)', () => {
    const data = breadcrumbLd({ origin: ORIGIN, locale: 'ko', crumbs: [{ name: '배달프렌즈 "홈"', path: '/' }] })
    expect(serializeJsonLd(data)).toBe(JSON.stringify(data))
  })
})

describe('inlineScriptHashes and JSON-LD', () => {
  it('hashes the scripts a browser runs but not data blocks, however the type is written', () => {
    const html = [
      '<script>self.__next_f.push([1])</script>',
      '<script type="module">import("/a.js")</script>',
      '<script type="text/javascript">run()</script>',
      '<script data-type="application/ld+json">alsoRuns()</script>',
      '<script type="application/ld+json">{"@type":"Organization"}</script>',
      '<script type=\'Application/LD+JSON\'>{"@type":"WebSite"}</script>',
      '<script id="x" type=application/json>{"a":1}</script>',
    ].join('')
    const hashes = inlineScriptHashes(html)
    expect(hashes).toHaveLength(4)
    expect(hashes).toEqual(
      inlineScriptHashes(
        '<script>self.__next_f.push([1])</script><script>import("/a.js")</script><script>run()</script><script>alsoRuns()</script>',
      ),
    )
  })
})

const organization = (overrides: Partial<OrganizationFacts> = {}): OrganizationFacts => ({
  origin: ORIGIN,
  locale: 'ko',
  name: '배달프렌즈 주식회사',
  alternateNames: ['Baedal Friends Inc.', '배달프렌즈 주식회사'],
  address: '서울특별시 성동구 아차산로 999',
  email: 'help@example.kr',
  customerService: [{ label: '고객센터', phone: '1600-0000', hours: '24시간 연중무휴' }],
  sameAs: ['https://friends.example.kr', 'https://friends.example.kr', 'javascript:alert(1)'],
  ...overrides,
})

describe('schema.org nodes', () => {
  it('describes the organization with its names, logo, address, customer service and related sites', () => {
    expect(organizationLd(organization())).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      '@id': `${ORIGIN}/#organization`,
      name: '배달프렌즈 주식회사',
      alternateName: ['Baedal Friends Inc.'],
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/logo/ko.png`,
      address: { '@type': 'PostalAddress', streetAddress: '서울특별시 성동구 아차산로 999', addressCountry: 'KR' },
      email: 'help@example.kr',
      contactPoint: [
        {
          '@type': 'ContactPoint',
          contactType: 'customer service',
          name: '고객센터',
          telephone: '1600-0000',
          description: '24시간 연중무휴',
          areaServed: 'KR',
        },
      ],
      sameAs: ['https://friends.example.kr'],
    })
    const en = organizationLd(organization({ locale: 'en', email: null, sameAs: [] }))
    expect(en).toMatchObject({ url: `${ORIGIN}/en`, logo: `${ORIGIN}/logo/en.png` })
    expect(en).not.toHaveProperty('email')
    expect(en).not.toHaveProperty('sameAs')
  })

  it('points the WebSite search at the newsroom search of its language', () => {
    expect(webSiteLd({ origin: ORIGIN, locale: 'en', name: 'Baedal Friends' })).toMatchObject({
      '@type': 'WebSite',
      url: `${ORIGIN}/en`,
      inLanguage: 'en',
      publisher: { '@id': `${ORIGIN}/#organization` },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: `${ORIGIN}/en/newsroom/search?keyword={search_term_string}` },
        'query-input': 'required name=search_term_string',
      },
    })
    expect(webSiteLd({ origin: ORIGIN, locale: 'ko', name: '배달프렌즈' }).potentialAction.target).toEqual({
      '@type': 'EntryPoint',
      urlTemplate: `${ORIGIN}/newsroom/search?keyword={search_term_string}`,
    })
  })

  it('gives a NewsArticle absolute URLs, both dates, its language and its publisher', () => {
    expect(newsArticleLd(article())).toMatchObject({
      '@type': 'NewsArticle',
      url: `${ORIGIN}/en/newsroom/report/detail/7`,
      mainEntityOfPage: `${ORIGIN}/en/newsroom/report/detail/7`,
      headline: 'Riders get heated seats',
      image: [`${ORIGIN}/api/images/file/seat-640x360.jpg`],
      datePublished: '2025-11-03T00:00:00.000Z',
      dateModified: '2025-11-04T09:30:00.000Z',
      inLanguage: 'en',
      publisher: { '@type': 'Organization', name: 'Baedal Friends Inc.', logo: `${ORIGIN}/logo/en.png` },
    })
    const bare = newsArticleLd(article({ image: 'https://cdn.example.kr/a.jpg', dateModified: undefined }))
    expect(bare).toMatchObject({ image: ['https://cdn.example.kr/a.jpg'], dateModified: '2025-11-03T00:00:00.000Z' })
    expect(newsArticleLd(article({ image: null, description: '' }))).not.toHaveProperty('image')
  })

  it('numbers breadcrumbs from 1 and links them in the page language', () => {
    const crumbs = [
      { name: 'Baedal Friends', path: '/' },
      { name: 'Newsroom', path: '/newsroom/report' },
    ]
    expect(breadcrumbLd({ origin: ORIGIN, locale: 'en', crumbs }).itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Baedal Friends', item: `${ORIGIN}/en` },
      { '@type': 'ListItem', position: 2, name: 'Newsroom', item: `${ORIGIN}/en/newsroom/report` },
    ])
  })
})

describe('menuPlace', () => {
  it('finds the section of every entry of the global menu, and nothing for a page outside it', () => {
    for (const section of menu)
      for (const page of section.children ?? []) expect(menuPlace(page.path)).toEqual({ section, page })
    expect(menuPlace('/newsroom/report')?.section.key).toBe('newsroom')
    expect(menuPlace('/place')).toBeUndefined()
  })
})
