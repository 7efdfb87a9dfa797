import { readMaintenanceMode } from '@/lib/data/maintenance'

export const dynamic = 'force-dynamic'

/** The maintenance switch for the proxy (src/lib/site/maintenance.ts): `{ "maintenanceMode": boolean }`. */
export async function GET(): Promise<Response> {
  const headers = { 'cache-control': 'no-store' }
  try {
    return Response.json({ maintenanceMode: await readMaintenanceMode() }, { headers })
  } catch {
    // The proxy keeps its last reading when this is not a 200.
    return Response.json({ message: 'The maintenance switch cannot be read right now.' }, { status: 503, headers })
  }
}
