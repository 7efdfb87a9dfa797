import { getNewsroomDetail, getNewsroomPage } from '../../data/newsroom'
import { legacyRoute } from '../envelope'
import { NEWSROOM_PAGE_SIZE, parseId, parseListQuery, resolveLocale } from '../params'
import type { NewsroomType } from '../types'

/** GET /api/{type}: a page of the list, newest first, with optional search. */
export const newsroomListRoute = (type: NewsroomType) =>
  legacyRoute(async (request) => {
    const query = parseListQuery(new URL(request.url).searchParams, NEWSROOM_PAGE_SIZE)
    return getNewsroomPage(type, resolveLocale(request), query)
  })

/** GET /api/{type}/{id}/detail */
export const newsroomDetailByIdRoute = (type: NewsroomType) =>
  legacyRoute<{ id: string }>(async (request, params) =>
    getNewsroomDetail(type, resolveLocale(request), parseId(params.id, 'id')),
  )

/** GET /api/{type}/detail?{type}Seq=…: with the list query, prev/next follow that filtered list. */
export const newsroomDetailByQueryRoute = (type: NewsroomType) =>
  legacyRoute(async (request) => {
    const params = new URL(request.url).searchParams
    const id = parseId(params.get(`${type}Seq`), `${type}Seq`)
    const query = parseListQuery(params, NEWSROOM_PAGE_SIZE)
    return getNewsroomDetail(type, resolveLocale(request), id, query)
  })
