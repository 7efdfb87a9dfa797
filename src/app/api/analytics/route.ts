import { notAllowed, receiveEvents } from '@/lib/analytics/route'

export const dynamic = 'force-dynamic'
export const POST = receiveEvents
export { notAllowed as GET, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE }
