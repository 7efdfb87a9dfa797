import { newsroomListRoute } from '@/lib/legacy/handlers/newsroom'

export const dynamic = 'force-dynamic'
// SPEC §7's address for press releases: `report` is their segment (newsroomSegment) and stays.
export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = newsroomListRoute('pressRelease')
