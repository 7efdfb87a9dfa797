import { noticeDetailRoute } from '@/lib/legacy/handlers/content'

export const dynamic = 'force-dynamic'
export const { GET, POST, PUT, PATCH, DELETE } = noticeDetailRoute()
