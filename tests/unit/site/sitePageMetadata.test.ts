import { describe, expect, it, vi } from 'vitest'

import { pageMetadata } from '@/lib/site/seo'
import { sitePageMetadata } from '@/lib/site/sitePageMetadata'

vi.mock('@/lib/data/site', () => ({
  getSiteSettings: vi.fn(async (locale: string) => ({
    shareImage: locale === 'en' ? '/media/share-en.png' : '/media/share-ko.png',
  })),
}))

const page = { locale: 'en' as const, path: '/notice', title: 'Notices', description: 'News from the company' }

describe('sitePageMetadata', () => {
  it("gives a page without its own image the site's share image in the locale", async () => {
    expect(await sitePageMetadata(page)).toEqual(pageMetadata({ ...page, image: '/media/share-en.png' }))
    expect(await sitePageMetadata({ ...page, locale: 'ko' })).toEqual(
      pageMetadata({ ...page, locale: 'ko', image: '/media/share-ko.png' }),
    )
  })

  it("keeps a page's own image, and falls back when it is null", async () => {
    expect(await sitePageMetadata({ ...page, image: '/media/item.png' })).toEqual(
      pageMetadata({ ...page, image: '/media/item.png' }),
    )
    expect(await sitePageMetadata({ ...page, image: null })).toEqual(
      pageMetadata({ ...page, image: '/media/share-en.png' }),
    )
  })

  it("puts an item's share title on its card (Open Graph, Twitter) and keeps the page title", async () => {
    const meta = await sitePageMetadata({ ...page, title: 'Item', shareTitle: 'Card title' })
    expect(meta.title).toBe('Item')
    expect(meta.openGraph?.title).toBe('Card title')
    expect(meta.twitter?.title).toBe('Card title')
    const plain = await sitePageMetadata({ ...page, title: 'Item', shareTitle: null })
    expect([plain.openGraph?.title, plain.twitter?.title]).toEqual(['Item', 'Item'])
  })
})
