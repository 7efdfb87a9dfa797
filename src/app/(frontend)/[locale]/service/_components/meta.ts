import type { Metadata } from 'next'

import type { Locale } from '@/i18n/locales'
import { getT } from '@/i18n/server'
import { sitePageMetadata } from '@/lib/site/sitePageMetadata'

/** Metadata of a service page from its `service.<page>.meta` strings. */
export async function serviceMetadata(
  locale: Locale,
  page: 'order' | 'commerce' | 'ceo' | 'culture',
): Promise<Metadata> {
  const t = await getT(locale, 'service')
  return sitePageMetadata({
    locale,
    path: `/service/${page}`,
    title: t(`${page}.meta.title`),
    description: t(`${page}.meta.description`),
  })
}
