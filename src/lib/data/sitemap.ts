import { cached } from '../cache/cached'
import { collectionTag } from '../cache/tags'
import type { SitemapPage } from '../site/sitemap'
import { getPayloadClient } from './payload'

type Doc = { id: number; updatedAt: string; category?: number | { id: number } | null }

const DETAIL_COLLECTIONS = [
  'press-releases',
  'fact-checks',
  'notices',
  'writings',
  'policies',
  'writing-categories',
] as const

/**
 * Every published detail page (press releases, fact checks, notices, writings, policy versions)
 * and every "together" category page, as the anonymous visitor may see them.
 */
export function getSitemapDetailPages(): Promise<SitemapPage[]> {
  return cached(['sitemap-details'], DETAIL_COLLECTIONS.map(collectionTag), async () => {
    const payload = await getPayloadClient()
    const read = async (
      collection: (typeof DETAIL_COLLECTIONS)[number],
      select: { category?: true },
    ): Promise<Doc[]> => {
      const result = await payload.find({
        collection,
        select: { updatedAt: true, ...select },
        sort: 'id',
        pagination: false,
        depth: 0,
        overrideAccess: false,
        ...(collection === 'writing-categories' ? {} : { draft: false }),
      })
      return result.docs
    }
    const [reports, facts, notices, writings, policies, categories] = await Promise.all([
      read('press-releases', {}),
      read('fact-checks', {}),
      read('notices', {}),
      read('writings', { category: true }),
      read('policies', {}),
      read('writing-categories', {}),
    ])
    const page = (path: string, doc: Doc): SitemapPage => ({ path, lastModified: doc.updatedAt })
    const categoryOf = (doc: Doc) =>
      typeof doc.category === 'object' && doc.category ? doc.category.id : (doc.category ?? 0)
    return [
      ...categories.map((c) => page(`/sustainability/together/${c.id}`, c)),
      ...reports.map((d) => page(`/newsroom/report/detail/${d.id}`, d)),
      ...facts.map((d) => page(`/newsroom/fact/detail/${d.id}`, d)),
      ...notices.map((d) => page(`/notice/detail/${d.id}`, d)),
      ...writings.map((d) => page(`/sustainability/together/${categoryOf(d)}/detail/${d.id}`, d)),
      ...policies.map((d) => page(`/policy/${d.id}`, d)),
    ]
  })
}
