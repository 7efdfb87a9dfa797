import type { Metadata } from 'next'

import type { Locale } from '@/i18n/locales'
import { getT } from '@/i18n/server'
import { getSiteSettings } from '@/lib/data/site'
import { pageMetadata } from '@/lib/site/seo'

/** Metadata of a sustainability page from its `sustainability.<page>.meta` strings. */
export async function sustainabilityMetadata(locale: Locale, page: 'happiness' | 'responsibility' | 'ethical'): Promise<Metadata> {
  const [t, settings] = await Promise.all([getT(locale, 'sustainability'), getSiteSettings(locale)])
  return pageMetadata({
    locale,
    path: `/sustainability/${page}`,
    title: t(`${page}.meta.title`),
    description: t(`${page}.meta.description`),
    image: settings.shareImage,
  })
}
