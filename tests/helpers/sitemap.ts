import { XMLParser, XMLValidator } from 'fast-xml-parser'

import { request } from './http'

/**
 * Reading the sitemap as a crawler does: the index at /sitemap.xml, then every child it lists,
 * each checked to be well-formed XML of the sitemaps protocol before its URLs are read.
 */

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'
const XHTML_NS = 'http://www.w3.org/1999/xhtml'

export type SitemapUrl = { loc: string; lastmod?: string; alternates: Record<string, string> }

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  isArray: (name) => ['sitemap', 'url', 'xhtml:link'].includes(name),
})

function parse(xml: string, what: string): Record<string, unknown> {
  const valid = XMLValidator.validate(xml)
  if (valid !== true) throw new Error(`${what} is not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`)
  return parser.parse(xml) as Record<string, unknown>
}

/** The child addresses an index lists; throws unless it is a `<sitemapindex>` of the protocol. */
export function parseSitemapIndex(xml: string): string[] {
  const index = parse(xml, 'the index').sitemapindex as { xmlns?: string; sitemap?: { loc: string }[] } | undefined
  if (!index || index.xmlns !== SITEMAP_NS) throw new Error('the index is no <sitemapindex> of the sitemaps namespace')
  return (index.sitemap ?? []).map((child) => child.loc)
}

type RawUrl = { loc: string; lastmod?: string; 'xhtml:link'?: { rel: string; hreflang: string; href: string }[] }

/** The URLs of a child; throws unless it is a `<urlset>` of the protocol with the xhtml namespace. */
export function parseUrlset(xml: string, what = 'a child'): SitemapUrl[] {
  const urlset = parse(xml, what).urlset as { xmlns?: string; 'xmlns:xhtml'?: string; url?: RawUrl[] } | undefined
  if (!urlset || urlset.xmlns !== SITEMAP_NS || urlset['xmlns:xhtml'] !== XHTML_NS)
    throw new Error(`${what} is no <urlset> of the sitemaps and xhtml namespaces`)
  return (urlset.url ?? []).map((url) => ({
    loc: url.loc,
    ...(url.lastmod ? { lastmod: url.lastmod } : {}),
    alternates: Object.fromEntries(
      (url['xhtml:link'] ?? []).filter((l) => l.rel === 'alternate').map((l) => [l.hreflang, l.href]),
    ),
  }))
}

export type FetchedChild = { path: string; status: number; contentType: string; bytes: number; urls: SitemapUrl[] }

/** One child by its path; a 404 has no URLs (an address the index does not list). */
export async function fetchChild(path: string): Promise<FetchedChild> {
  const res = await request(path)
  const body = await res.text()
  const contentType = res.headers.get('content-type') ?? ''
  if (res.status === 404) return { path, status: 404, contentType, bytes: 0, urls: [] }
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
  return { path, status: 200, contentType, bytes: Buffer.byteLength(body), urls: parseUrlset(body, path) }
}

/** The index's child paths (their pathnames), read from /sitemap.xml. */
export async function fetchIndex(): Promise<string[]> {
  const res = await request('/sitemap.xml')
  if (res.status !== 200) throw new Error(`/sitemap.xml answered ${res.status}`)
  return parseSitemapIndex(await res.text()).map((loc) => new URL(loc).pathname)
}

/** Every child the index lists, read. */
export async function readSitemap(): Promise<FetchedChild[]> {
  const children: FetchedChild[] = []
  for (const path of await fetchIndex()) children.push(await fetchChild(path))
  return children
}

/** The pathnames of every URL of every child. */
export const sitemapPathnames = (children: FetchedChild[]): string[] =>
  children.flatMap((child) => child.urls.map((url) => new URL(url.loc).pathname))
