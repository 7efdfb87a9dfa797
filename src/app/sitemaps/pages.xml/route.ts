import { siteUrl } from '@/lib/site/seo'
import { sitemapEntries, sitemapStaticPaths } from '@/lib/site/sitemap'
import { urlsetXml, xmlResponse } from '@/lib/site/sitemapXml'

export const dynamic = 'force-dynamic'

/** The sitemap child of the fixed pages, in both locales. */
export function GET() {
  const origin = siteUrl()
  return xmlResponse(urlsetXml(sitemapStaticPaths.flatMap((path) => sitemapEntries(origin, { path }))))
}
