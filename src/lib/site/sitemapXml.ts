import type { MetadataRoute } from 'next'

import { escapeXml } from '../feeds/rss'

/** Sitemaps protocol serialisation (sitemaps.org 0.9, with hreflang alternates): no I/O. */

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'
const DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n'

/** Most values are plain addresses: test once, and escape only those that need it (a child writes 80,000 values). */
const SPECIAL = /[&<>"'\u0000-\u001F\uD800-\uDFFF\uFFFE\uFFFF]/
const escape = (value: string) => (SPECIAL.test(value) ? escapeXml(value) : value)

/** The index: one `<sitemap>` per child address. */
export function sitemapIndexXml(locations: string[]): string {
  const children = locations.map((loc) => `<sitemap><loc>${escape(loc)}</loc></sitemap>\n`)
  return `${DECLARATION}<sitemapindex xmlns="${SITEMAP_NS}">\n${children.join('')}</sitemapindex>\n`
}

type Entry = MetadataRoute.Sitemap[number]

/** lastmod before the alternates: the protocol's schema wants its own elements first. */
function urlXml(entry: Entry): string {
  const lastmod = entry.lastModified ? `<lastmod>${new Date(entry.lastModified).toISOString()}</lastmod>` : ''
  const links = Object.entries(entry.alternates?.languages ?? {})
    .map(([lang, href]) => `<xhtml:link rel="alternate" hreflang="${escape(lang)}" href="${escape(String(href))}"/>`)
    .join('')
  return `<url><loc>${escape(entry.url)}</loc>${lastmod}${links}</url>\n`
}

/** A child: its URLs, each with its language alternates. */
export function urlsetXml(entries: Entry[]): string {
  return `${DECLARATION}<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">\n${entries.map(urlXml).join('')}</urlset>\n`
}

/** An XML answer; search engines take `application/xml` for sitemaps. */
export const xmlResponse = (body: string) =>
  new Response(body, { headers: { 'Content-Type': 'application/xml; charset=utf-8' } })
