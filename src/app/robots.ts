import type { MetadataRoute } from 'next'

import { siteUrl } from '@/lib/site/seo'

/** `/robots.txt`: everything public, but not the admin or the APIs; names the sitemap index. */
export default function robots(): MetadataRoute.Robots {
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/'] }],
    sitemap: `${siteUrl()}/sitemap.xml`,
  }
}
