import { describe, expect, it } from 'vitest'

import { isShownAt, toMainBanner } from '@/lib/data/reshape'
import { bannerLinkProblem, resolveBannerLink } from '@/lib/site/bannerLink'
import type { Banner, Image } from '@/payload-types'

describe('bannerLinkProblem', () => {
  it.each([
    '/service/order',
    '/',
    '/newsroom/report?page=2#list',
    '/english-news',
    'https://example.com/a',
    'http://x.kr',
  ])('accepts %s', (url) => expect(bannerLinkProblem(url)).toBeNull())

  it.each(['/en/service/order', '/en', '/ko/company/culture', '/ko?x=1', '/en#top'])(
    'refuses a path with its language (%s): the English Main adds /en by itself',
    (url) => expect(bannerLinkProblem(url)).toBe('localized'),
  )

  it.each([
    'javascript:alert(1)',
    'data:text/html,<b>x</b>',
    '//evil.example.com/x',
    '/\\evil.example.com',
    '/with space',
    'service/order',
    'mailto:a@b.c',
  ])('refuses %s', (url) => expect(bannerLinkProblem(url)).toBe('invalid'))

  it.each([undefined, null, '', '   '])('asks for a link when there is none (%j)', (value) =>
    expect(bannerLinkProblem(value)).toBe('empty'),
  )
})

describe('resolveBannerLink', () => {
  it('prefixes a page of the site with /en on the English Main only', () => {
    expect(resolveBannerLink('ko', '/service/order')).toEqual({ href: '/service/order', external: false })
    expect(resolveBannerLink('en', '/service/order')).toEqual({ href: '/en/service/order', external: false })
    expect(resolveBannerLink('en', '/')).toEqual({ href: '/en', external: false })
  })

  it('leaves another site as it is, in both languages', () => {
    for (const locale of ['ko', 'en'] as const)
      expect(resolveBannerLink(locale, 'https://example.com/a')).toEqual({
        href: 'https://example.com/a',
        external: true,
      })
  })
})

describe('isShownAt', () => {
  const now = new Date('2026-11-26T09:00:00.000Z')
  const at = (ms: number) => new Date(now.getTime() + ms).toISOString()

  it('shows a banner with an open window on either side', () => {
    expect(isShownAt({ displayFrom: null, displayUntil: null }, now)).toBe(true)
    expect(isShownAt({ displayFrom: at(-1), displayUntil: null }, now)).toBe(true)
    expect(isShownAt({ displayFrom: null, displayUntil: at(1) }, now)).toBe(true)
  })

  it('shows it from its start (inclusive) until its end (exclusive)', () => {
    expect(isShownAt({ displayFrom: at(0), displayUntil: at(1) }, now)).toBe(true)
    expect(isShownAt({ displayFrom: at(1), displayUntil: null }, now)).toBe(false)
    expect(isShownAt({ displayFrom: null, displayUntil: at(0) }, now)).toBe(false)
    expect(isShownAt({ displayFrom: at(-2), displayUntil: at(-1) }, now)).toBe(false)
  })
})

describe('toMainBanner', () => {
  const image = (id: number, width: number, height: number) =>
    ({ id, url: `/api/images/file/b-${id}.png`, width, height }) as Image
  const doc = {
    id: 7,
    eyebrow: null,
    title: 'Good food,\nwherever you want it',
    lead: 'A warm meal',
    link: { url: '/service/order', label: 'See delivery' },
    desktopImage: image(1, 1920, 800),
    mobileImage: 2,
    alt: 'A scooter',
    displayFrom: '2026-11-01T00:00:00.000Z',
    displayUntil: null,
    order: 1,
    updatedAt: '',
    createdAt: '',
  } satisfies Banner

  it('reshapes a banner for the English Main: link with /en, populated picture, missing texts empty', () => {
    expect(toMainBanner(doc, 'en')).toEqual({
      id: 7,
      eyebrow: '',
      title: 'Good food,\nwherever you want it',
      lead: 'A warm meal',
      link: { href: '/en/service/order', external: false, label: 'See delivery' },
      alt: 'A scooter',
      desktop: { url: '/api/images/file/b-1.png', width: 1920, height: 800 },
      // A bare id: the picture was not populated (not visible to the reader): no picture.
      mobile: null,
      displayFrom: '2026-11-01T00:00:00.000Z',
      displayUntil: null,
    })
  })
})
