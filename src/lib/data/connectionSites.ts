import { getPayloadClient } from './payload'
import { toConnectionSiteItem } from './reshape'
import type { ConnectionSiteItem } from './types'

/** The related sites of one footer level, in their order. */
export async function getConnectionSites(level: 1 | 2 | 3): Promise<ConnectionSiteItem[]> {
  const payload = await getPayloadClient()
  const result = await payload.find({
    collection: 'connection-sites',
    where: { level: { equals: String(level) } },
    sort: ['order', 'id'],
    pagination: false,
    depth: 0,
    overrideAccess: false,
  })
  return result.docs.map(toConnectionSiteItem)
}
