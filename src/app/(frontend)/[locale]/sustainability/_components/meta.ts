import type { Metadata } from 'next'

import type { Locale } from '@/i18n/locales'
import { getT } from '@/i18n/server'
import { sitePageMetadata } from '@/lib/site/sitePageMetadata'

/** Metadata of a sustainability page from its `sustainability.<page>.meta` strings. */
export async function sustainabilityMetadata(
  locale: Locale,
  page: 'happiness' | 'responsibility' | 'ethical',
): Promise<Metadata> {
  const t = await getT(locale, 'sustainability')
  return sitePageMetadata({
    locale,
    path: `/sustainability/${page}`,
    title: t(`${page}.meta.title`),
    description: t(`${page}.meta.description`),
  })
}
