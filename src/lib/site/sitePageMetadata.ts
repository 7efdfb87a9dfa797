import type { Metadata } from 'next'

import { getSiteSettings } from '../data/site'
import { pageMetadata, type PageMeta } from './seo'

// Apart from seo.ts, which stays free of data reads: robots, the sitemap and the feeds only need siteUrl().

/** pageMetadata of a public page: without an image of its own, it shares the site's default image (Site settings). */
export async function sitePageMetadata(meta: PageMeta): Promise<Metadata> {
  const settings = await getSiteSettings(meta.locale)
  return pageMetadata({ ...meta, image: meta.image ?? settings.shareImage })
}
