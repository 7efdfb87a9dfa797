import { getSitemapMaxIds, getSitemapRows } from '@/lib/data/sitemap'
import { siteUrl } from '@/lib/site/seo'
import { detailPath, parseChild } from '@/lib/site/sitemapIndex'
import { sitemapRoute } from '@/lib/site/sitemapRoute'
import { urlsetXml, xmlResponse } from '@/lib/site/sitemapXml'

// Built per request from cached rows: the XML of a full child is too big for Next's data cache.
export const dynamic = 'force-dynamic'

type Context = { params: Promise<{ collection: string; file: string }> }

/** `/sitemaps/{collection}/{n}.xml`: both locales of the collection's public pages in one id range. */
export const GET = sitemapRoute(async (_request: Request, { params }: Context) => {
  const { collection, file } = await params
  const child = parseChild(collection, file, await getSitemapMaxIds())
  if (!child)
    return new Response('Not Found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } })
  const rows = await getSitemapRows(child.collection, child.page)
  const pathOf = detailPath[child.collection]
  return xmlResponse(
    urlsetXml(
      siteUrl(),
      rows.map((row) => ({ path: pathOf(row), lastModified: row.lastmod })),
    ),
  )
})
