import { getPayloadClient } from './payload'

/**
 * The site-settings maintenance switch as stored now (not cached: the proxy asks at most every
 * 2 s and a flip must show within them). Read through the Local API with the visitor's rights,
 * since Payload's REST API serves no anonymous reads.
 */
export async function readMaintenanceMode(): Promise<boolean> {
  const payload = await getPayloadClient()
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    select: { maintenanceMode: true },
    depth: 0,
    overrideAccess: false,
  })
  return Boolean(settings.maintenanceMode)
}
