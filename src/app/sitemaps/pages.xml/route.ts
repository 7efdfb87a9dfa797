import { siteUrl } from '@/lib/site/seo'
import { sitemapStaticPaths } from '@/lib/site/sitemap'
import { urlsetXml, xmlResponse } from '@/lib/site/sitemapXml'

export const dynamic = 'force-dynamic'

/** The sitemap child of the fixed pages, in both locales. */
export function GET() {
  return xmlResponse(
    urlsetXml(
      siteUrl(),
      sitemapStaticPaths.map((path) => ({ path })),
    ),
  )
}
