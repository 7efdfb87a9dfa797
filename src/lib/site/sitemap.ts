import type { MetadataRoute } from 'next'

import { locales } from '../../i18n/locales'
import { localePath } from './paths'

/**
 * Every public page of SPEC §2 that answers 200 by itself (section roots that only redirect are
 * left out, and so is the newsroom search, which SPEC excludes from the sitemap).
 */
export const sitemapStaticPaths: readonly string[] = [
  '/',
  '/company/culture',
  '/company/history',
  '/service/order',
  '/service/commerce',
  '/service/ceo',
  '/service/culture',
  '/newsroom/report',
  '/newsroom/media',
  '/newsroom/fact',
  '/question/partnership',
  '/question/press',
  '/question/other',
  '/question/visit',
  '/sustainability/happiness',
  '/sustainability/together/0',
  '/sustainability/responsibility',
  '/sustainability/ethical',
  '/fonts',
  '/fonts/license',
  '/music',
  '/music/license',
  '/information-center/consult',
  '/information-center/report',
  '/notice',
  '/place',
  '/policy',
]

export type SitemapPage = { path: string; lastModified?: string }

/** One page in both locales, each entry listing the other language and x-default (Korean). */
export function sitemapEntries(origin: string, page: SitemapPage): MetadataRoute.Sitemap {
  const url = (locale: (typeof locales)[number]) => `${origin}${localePath(locale, page.path)}`
  const languages = { ko: url('ko'), en: url('en'), 'x-default': url('ko') }
  return locales.map((locale) => ({
    url: url(locale),
    ...(page.lastModified ? { lastModified: page.lastModified } : {}),
    alternates: { languages },
  }))
}
