import { noticeDetailRoute } from '@/lib/legacy/handlers/content'

export const dynamic = 'force-dynamic'
export const { GET, OPTIONS, POST, PUT, PATCH, DELETE } = noticeDetailRoute()
