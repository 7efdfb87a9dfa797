import { handleMessage } from '@/lib/reports/status/message'
import { statusRoute } from '@/lib/reports/status/route'

/** The reporter adds a message (and optionally a file) to their case (src/lib/reports/status). */
export const dynamic = 'force-dynamic'
export const { POST, GET, PUT, PATCH, DELETE, OPTIONS } = statusRoute(handleMessage)
