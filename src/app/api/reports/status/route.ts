import { handleLookup } from '@/lib/reports/status/lookup'
import { statusRoute } from '@/lib/reports/status/route'

/** The reporter's status page: case number + secret → the case view (src/lib/reports/status). */
export const dynamic = 'force-dynamic'
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = statusRoute(handleLookup)
