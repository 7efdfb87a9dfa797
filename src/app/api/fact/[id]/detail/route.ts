import { newsroomDetailByIdRoute } from '@/lib/legacy/handlers/newsroom'

export const dynamic = 'force-dynamic'
export const { GET, POST, PUT, PATCH, DELETE } = newsroomDetailByIdRoute('fact')
