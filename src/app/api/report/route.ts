import { newsroomListRoute } from '@/lib/legacy/handlers/newsroom'

export const dynamic = 'force-dynamic'
export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = newsroomListRoute('report')
