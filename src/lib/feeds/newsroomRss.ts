import type { Metadata } from 'next'

import type { Locale } from '../../i18n/locales'
import { resources } from '../../i18n/resources'
import { cached } from '../cache/cached'
import { collectionTag } from '../cache/tags'
import { getPayloadClient } from '../data/payload'
import {
  contentSegment,
  newsroomCollection,
  newsroomSegment,
  newsroomTypes,
  type NewsroomSegment,
  type NewsroomType,
} from '../data/types'
import { localePath } from '../site/paths'
import { siteUrl } from '../site/seo'
import { buildRss, FEED_SIZE, type RssItem } from './rss'

/** Where each locale's feed is served (paths with an extension stay outside the locale proxy). */
export const feedPath = (locale: Locale) => `/rss/${locale}.xml`

function feedTitle(locale: Locale): string {
  const common = resources[locale].common as { brand: { name: string }; menu: { newsroom: { title: string } } }
  return `${common.brand.name} ${common.menu.newsroom.title}`
}

/**
 * The `<link rel="alternate" type="application/rss+xml">` entry for a page's metadata:
 * `alternates: { ...pageMetadata(...).alternates, types: newsroomFeedAlternates(locale) }`.
 */
export function newsroomFeedAlternates(locale: Locale): NonNullable<NonNullable<Metadata['alternates']>['types']> {
  return { 'application/rss+xml': [{ url: feedPath(locale), title: feedTitle(locale) }] }
}

type FeedDoc = {
  id: number
  title?: string | null
  subtitle?: string | null
  summary?: string | null
  reportUrl?: string | null
  publishDate: string
}
type FeedEntry = FeedDoc & { type: NewsroomType }

/** The newest public items of the three newsroom lists, merged newest first. */
function latestItems(locale: Locale): Promise<FeedEntry[]> {
  const tags = newsroomTypes.map((type) => collectionTag(newsroomCollection[type]))
  return cached(['newsroom-feed', locale], tags, async () => {
    const payload = await getPayloadClient()
    const lists = await Promise.all(
      newsroomTypes.map(async (type) => {
        const result = await payload.find({
          collection: newsroomCollection[type],
          locale,
          sort: ['-publishDate', '-id'],
          limit: FEED_SIZE,
          // The newest FEED_SIZE and no count: a count would walk every published item.
          pagination: false,
          select:
            type === 'media'
              ? { title: true, summary: true, reportUrl: true, publishDate: true }
              : { title: true, subtitle: true, publishDate: true },
          depth: 0,
          draft: false,
          overrideAccess: false,
        })
        const docs: FeedDoc[] = result.docs
        return docs.map((doc) => ({ ...doc, type }))
      }),
    )
    return lists
      .flat()
      .sort((a, b) => b.publishDate.localeCompare(a.publishDate) || b.id - a.id)
      .slice(0, FEED_SIZE)
  })
}

/** The RSS 2.0 document of the newsroom in a locale. */
export async function newsroomRss(locale: Locale): Promise<string> {
  const origin = siteUrl()
  const common = resources[locale].common as {
    brand: { description: string }
    menu: { newsroom: Record<NewsroomSegment, string> }
  }
  const items: RssItem[] = (await latestItems(locale)).map((doc) => ({
    title: doc.title ?? '',
    link:
      doc.type === 'media' && doc.reportUrl
        ? doc.reportUrl
        : `${origin}${localePath(locale, doc.type === 'media' ? '/newsroom/media' : `/newsroom/${newsroomSegment[doc.type]}/detail/${doc.id}`)}`,
    description: (doc.type === 'media' ? doc.summary : doc.subtitle) ?? undefined,
    category: common.menu.newsroom[newsroomSegment[doc.type]],
    pubDate: new Date(doc.publishDate).toISOString(),
    // The generic content route is the item's permanent address, whatever its type.
    guid: `${origin}/content/${contentSegment(doc.type)}/${doc.id}?lang=${locale === 'en' ? 'EN' : 'KR'}`,
  }))
  return buildRss({
    title: feedTitle(locale),
    link: `${origin}${localePath(locale, '/newsroom/report')}`,
    description: common.brand.description,
    language: locale === 'en' ? 'en' : 'ko-KR',
    selfUrl: `${origin}${feedPath(locale)}`,
    items,
  })
}
