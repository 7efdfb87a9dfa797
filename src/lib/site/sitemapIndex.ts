/**
 * How the sitemap is split (sitemaps.org: a file holds at most 50,000 URLs and 50 MB, an index
 * lists the files). `/sitemap.xml` is the index; `/sitemaps/pages.xml` holds the fixed pages, and
 * each collection with detail pages has children by id range, `/sitemaps/{collection}/{n}.xml`
 * holding the ids from n × IDS_PER_CHILD up to the next range. A range never moves, so a page stays
 * in the same child whatever is published or deleted around it, and a child is read by the primary
 * key alone. Pure: no I/O.
 */

/**
 * Ids per child: each is two URLs (Korean and English), so a child holds at most 4,000 URLs (about
 * 1.7 MB, written in about 15 ms). Children of 10,000 ids were 8.4 MB each and took 60–210 ms to
 * write and send, every time a crawler asked; many CMSs keep 1,000–2,000 entries a sitemap too.
 */
export const IDS_PER_CHILD = 2_000

/** The sitemaps protocol's bound on one file. */
export const MAX_URLS_PER_SITEMAP = 50_000

/** The collections whose documents are pages of their own, in the order the index lists them. */
export const sitemapCollections = [
  'writing-categories',
  'press-releases',
  'fact-checks',
  'notices',
  'writings',
  'policies',
] as const
export type SitemapCollection = (typeof sitemapCollections)[number]

/** One document of a child: its id, when it last changed (ISO), and a writing's category (0: none). */
export type SitemapRow = { id: number; lastmod: string; category?: number }

/** The page of each collection's document, unprefixed (Korean). */
export const detailPath: Record<SitemapCollection, (row: SitemapRow) => string> = {
  'writing-categories': (row) => `/sustainability/together/${row.id}`,
  'press-releases': (row) => `/newsroom/report/detail/${row.id}`,
  'fact-checks': (row) => `/newsroom/fact/detail/${row.id}`,
  notices: (row) => `/notice/detail/${row.id}`,
  writings: (row) => `/sustainability/together/${row.category ?? 0}/detail/${row.id}`,
  policies: (row) => `/policy/${row.id}`,
}

export const STATIC_CHILD_PATH = '/sitemaps/pages.xml'

export const childPath = (collection: SitemapCollection, page: number) => `/sitemaps/${collection}/${page}.xml`

/** The child an id is listed in. */
export const pageOfId = (id: number) => Math.floor(id / IDS_PER_CHILD)

/** The ids a child holds: `from` included, `to` excluded. */
export const idRange = (page: number) => ({ from: page * IDS_PER_CHILD, to: (page + 1) * IDS_PER_CHILD })

/** The highest public id of each collection; null when it has no public document. */
export type MaxIds = Record<SitemapCollection, number | null>

/** Every child the index lists: the fixed pages, then each collection's ranges up to its highest public id. */
export function childPaths(maxIds: MaxIds): string[] {
  return [
    STATIC_CHILD_PATH,
    ...sitemapCollections.flatMap((collection) => {
      const max = maxIds[collection]
      if (max === null) return []
      return Array.from({ length: pageOfId(max) + 1 }, (_, page) => childPath(collection, page))
    }),
  ]
}

const isCollection = (value: string): value is SitemapCollection =>
  (sitemapCollections as readonly string[]).includes(value)

/**
 * The child an address names (`press-releases`, `3.xml`), or null: an unknown collection, a file
 * that is not a plain number (no `03.xml`, so one child has one address), or a range past the
 * collection's highest public id.
 */
export function parseChild(
  collection: string,
  file: string,
  maxIds: MaxIds,
): { collection: SitemapCollection; page: number } | null {
  if (!isCollection(collection)) return null
  const match = /^(0|[1-9]\d{0,8})\.xml$/.exec(file)
  if (!match) return null
  const page = Number(match[1])
  const max = maxIds[collection]
  if (max === null || page > pageOfId(max)) return null
  return { collection, page }
}
