import type { MetadataRoute } from 'next'

import { getSitemapDetailPages } from '@/lib/data/sitemap'
import { siteUrl } from '@/lib/site/seo'
import { sitemapEntries, sitemapStaticPaths } from '@/lib/site/sitemap'

// Cached like the pages: publishing expires the collection tags the detail list is read under.
export const revalidate = 300

/** `/sitemap.xml`: both locales of every public page and of every published detail page. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const origin = siteUrl()
  const details = await getSitemapDetailPages()
  return [...sitemapStaticPaths.map((path) => ({ path })), ...details].flatMap((page) => sitemapEntries(origin, page))
}
