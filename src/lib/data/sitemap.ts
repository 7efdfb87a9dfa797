import { cached } from '../cache/cached'
import { collectionTag } from '../cache/tags'
import { sitemapCollections, type MaxIds, type SitemapCollection, type SitemapRow } from '../site/sitemapIndex'
import { selectSitemapMaxIds, selectSitemapRows } from './sql/sitemap'

/** The tags a collection's children are read under: a writing's page also names its category. */
const tagsOf = (collection: SitemapCollection): string[] =>
  collection === 'writings'
    ? [collectionTag('writings'), collectionTag('writing-categories')]
    : [collectionTag(collection)]

/** The highest public id of each collection (what the sitemap index lists children up to), cached until a write. */
export function getSitemapMaxIds(): Promise<MaxIds> {
  return cached(['sitemap-max-ids'], sitemapCollections.map(collectionTag), () => selectSitemapMaxIds(new Date()))
}

/**
 * The public documents of one child, cached until its collection changes. What is cached is the
 * rows, not the XML: 2,000 rows are about 100 kB, where the XML of the same child is 1.7 MB
 * (Next's data cache takes no item over 2 MB).
 */
export function getSitemapRows(collection: SitemapCollection, page: number): Promise<SitemapRow[]> {
  return cached(['sitemap-rows', collection, page], tagsOf(collection), () =>
    selectSitemapRows(collection, page, new Date()),
  )
}
