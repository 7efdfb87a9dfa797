import type { Metadata } from 'next'

import { type Locale } from '../../i18n/locales'
import { localePath } from './paths'

/** The public origin for canonical URLs, feeds and the sitemap. */
export function siteUrl(): string {
  return (process.env.SERVER_URL || process.env.SITE_URL || 'http://localhost:3000').replace(/\/$/, '')
}

export type PageMeta = {
  locale: Locale
  path: string
  title: string
  /** The share card's title (Open Graph, Twitter) when it differs from the page's <title>. */
  shareTitle?: string | null
  description?: string
  image?: string | null
}

/**
 * Title, description, canonical, hreflang alternates (ko, en, x-default), Open Graph and Twitter
 * card for one page in one locale.
 */
export function pageMetadata({ locale, path, title, shareTitle, description, image }: PageMeta): Metadata {
  const canonical = localePath(locale, path)
  const cardTitle = shareTitle || title
  const images = image ? [{ url: image, width: 1200, height: 630 }] : undefined
  return {
    title,
    description,
    alternates: {
      canonical,
      languages: { ko: localePath('ko', path), en: localePath('en', path), 'x-default': localePath('ko', path) },
    },
    openGraph: {
      type: 'website',
      url: canonical,
      title: cardTitle,
      description,
      locale: locale === 'ko' ? 'ko_KR' : 'en_US',
      alternateLocale: locale === 'ko' ? 'en_US' : 'ko_KR',
      images,
    },
    twitter: { card: 'summary_large_image', title: cardTitle, description, images: image ? [image] : undefined },
  }
}
