import { getSitemapMaxIds } from '@/lib/data/sitemap'
import { siteUrl } from '@/lib/site/seo'
import { childPaths } from '@/lib/site/sitemapIndex'
import { sitemapRoute } from '@/lib/site/sitemapRoute'
import { sitemapIndexXml, xmlResponse } from '@/lib/site/sitemapXml'

// Built per request from a cached read (a few ids): publishing expires the collection tags it is read under.
export const dynamic = 'force-dynamic'

/** `/sitemap.xml`: the sitemap index, listing the fixed pages' child and every collection's children. */
export const GET = sitemapRoute(async () => {
  const origin = siteUrl()
  return xmlResponse(sitemapIndexXml(childPaths(await getSitemapMaxIds()).map((path) => `${origin}${path}`)))
})
