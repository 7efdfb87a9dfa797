import { cached } from '../cache/cached'
import { collectionTag } from '../cache/tags'
import { richTextToHtml } from '../richText/toHtml'
import { koreanDay } from '../site/policy'
import { getPayloadClient } from './payload'

export type PolicyVersion = { id: number; title: string; effectiveDate: string; effectiveDay: string }
export type PolicyDocument = PolicyVersion & { html: string }

/** Every published privacy policy version, newest effective date first (Korean only, not localized). */
export function getPolicyVersions(): Promise<PolicyVersion[]> {
  return cached(['policy-versions'], [collectionTag('policies')], async () => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'policies',
      sort: ['-effectiveDate', '-id'],
      select: { title: true, effectiveDate: true },
      pagination: false,
      depth: 0,
      draft: false,
      overrideAccess: false,
    })
    return result.docs.map((doc) => ({
      id: doc.id,
      title: doc.title,
      effectiveDate: doc.effectiveDate,
      effectiveDay: koreanDay(doc.effectiveDate),
    }))
  })
}

/** One published version with its sanitized HTML, or null. */
export function getPolicy(id: number): Promise<PolicyDocument | null> {
  return cached(['policy', id], [collectionTag('policies')], async () => {
    const payload = await getPayloadClient()
    const result = await payload.find({
      collection: 'policies',
      where: { id: { equals: id } },
      limit: 1,
      pagination: false,
      depth: 0,
      draft: false,
      overrideAccess: false,
    })
    const doc = result.docs[0]
    if (!doc) return null
    return {
      id: doc.id,
      title: doc.title,
      effectiveDate: doc.effectiveDate,
      effectiveDay: koreanDay(doc.effectiveDate),
      html: richTextToHtml(doc.body),
    }
  })
}
