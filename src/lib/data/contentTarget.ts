import { cached } from '../cache/cached'
import { collectionTag } from '../cache/tags'
import type { DatedCollection } from './dated'
import { getPayloadClient } from './payload'
import { newsroomSegment, type ContentType } from './types'

const collectionOf: Record<ContentType, DatedCollection> = {
  pressRelease: 'press-releases',
  fact: 'fact-checks',
  media: 'media-reports',
  notice: 'notices',
  writing: 'writings',
}

/** Where a shared content item lives: a site path, or (media reports) the external article. */
export type ContentTarget = { path: string } | { external: string }

type Found = { id: number; reportUrl?: string | null; category?: number | { id: number } | null }

/**
 * The canonical page of a public content item (SPEC §2 generic content route), or null when the
 * item does not exist, is a draft or is not yet due. Publishing status is not localized, so one
 * cached answer serves both locales.
 */
export function getContentTarget(type: ContentType, seq: number): Promise<ContentTarget | null> {
  const collection = collectionOf[type]
  return cached(['content-target', type, seq], [collectionTag(collection)], async () => {
    const payload = await getPayloadClient()
    const select: Record<string, true> =
      type === 'media' ? { reportUrl: true } : type === 'writing' ? { category: true } : {}
    const result = await payload.find({
      collection,
      where: { id: { equals: seq } },
      select,
      limit: 1,
      pagination: false,
      depth: 0,
      draft: false,
      overrideAccess: false,
    })
    const doc = result.docs[0] as Found | undefined
    if (!doc) return null
    switch (type) {
      case 'pressRelease':
      case 'fact':
        return { path: `/newsroom/${newsroomSegment[type]}/detail/${seq}` }
      case 'notice':
        return { path: `/notice/detail/${seq}` }
      case 'media':
        // The URL is validated on save; checked again so nothing but http(s) is ever redirected to.
        return doc.reportUrl && /^https?:\/\//i.test(doc.reportUrl)
          ? { external: doc.reportUrl }
          : { path: '/newsroom/media' }
      case 'writing': {
        const category = typeof doc.category === 'object' && doc.category ? doc.category.id : doc.category
        return { path: `/sustainability/together/${category ?? 0}/detail/${seq}` }
      }
    }
  })
}
