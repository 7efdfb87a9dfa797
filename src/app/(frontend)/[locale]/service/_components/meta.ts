import type { Metadata } from 'next'

import type { Locale } from '@/i18n/locales'
import { getT } from '@/i18n/server'
import { getSiteSettings } from '@/lib/data/site'
import { pageMetadata } from '@/lib/site/seo'

/** Metadata of a service page from its `service.<page>.meta` strings. */
export async function serviceMetadata(locale: Locale, page: 'order' | 'commerce' | 'ceo' | 'culture'): Promise<Metadata> {
  const [t, settings] = await Promise.all([getT(locale, 'service'), getSiteSettings(locale)])
  return pageMetadata({
    locale,
    path: `/service/${page}`,
    title: t(`${page}.meta.title`),
    description: t(`${page}.meta.description`),
    image: settings.shareImage,
  })
}
