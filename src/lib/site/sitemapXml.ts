import { defaultLocale, locales } from '../../i18n/locales'
import { escapeXml } from '../feeds/rss'
import { localePath } from './paths'
import type { SitemapPage } from './sitemap'

/** Sitemaps protocol serialisation (sitemaps.org 0.9, with hreflang alternates): no I/O. */

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'

/** Most values are plain addresses: test once, and escape only those that need it (a child writes 16,000 values). */
const SPECIAL = /[&<>"'\u0000-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/
const escape = (value: string) => (SPECIAL.test(value) ? escapeXml(value) : value)

/** The index: one `<sitemap>` per child address. */
export function sitemapIndexXml(locations: string[]): string {
  const children = locations.map((loc) => `<sitemap><loc>${escape(loc)}</loc></sitemap>\n`)
  return `${DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${children.join('')}</sitemapindex>\n`
}

/**
 * A child: each page in every locale, each URL with its lastmod and the page's language
 * alternates (ko, en, and x-default: Korean). Written straight into strings, and the alternates
 * once a page for both of its URLs: a full child is 4,000 URLs.
 */
export function urlsetXml(origin: string, pages: readonly SitemapPage[]): string {
  const parts: string[] = [`${DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n`]
  for (const page of pages) {
    const urls = locales.map((locale) => escape(`${origin}${localePath(locale, page.path)}`))
    const fallback = urls[locales.indexOf(defaultLocale)]
    const links =
      locales.map((locale, i) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${urls[i]}"/>`).join('') +
      `<xhtml:link rel="alternate" hreflang="x-default" href="${fallback}"/>`
    const lastmod = page.lastModified ? `<lastmod>${escape(page.lastModified)}</lastmod>` : ''
    for (const url of urls) parts.push(`<url><loc>${url}</loc>${lastmod}${links}</url>\n`)
  }
  parts.push('</urlset>\n')
  return parts.join('')
}

/** An XML answer; search engines take `application/xml` for sitemaps. */
export const xmlResponse = (body: string) =>
  new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
