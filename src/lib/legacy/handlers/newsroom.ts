import { getNewsroomDetail, getNewsroomPage } from '../../data/newsroom'
import { newsroomSegment, type NewsroomType } from '../../data/types'
import { encodedSuccess } from '../encodedBody'
import { legacyRoute } from '../envelope'
import { toLegacyNewsroomDetail, toLegacyNewsroomItem, toLegacyPage } from '../mappers'
import { NEWSROOM_PAGE_SIZE, parseId, parseListQuery, resolveLocale } from '../params'

/** GET /api/{segment} (`/api/report` for press releases): a page of the list, newest first, with optional search. */
export const newsroomListRoute = (type: NewsroomType) =>
  legacyRoute(async (request) => {
    const query = parseListQuery(new URL(request.url).searchParams, NEWSROOM_PAGE_SIZE)
    const page = await getNewsroomPage(type, resolveLocale(request), query)
    // The page object is the list cache's: its answer is encoded once (type and locale are in its key).
    return encodedSuccess(page, () => toLegacyPage(page, (item) => toLegacyNewsroomItem(type, item)))
  })

/** GET /api/{segment}/{id}/detail */
export const newsroomDetailByIdRoute = (type: NewsroomType) =>
  legacyRoute<{ id: string }>(async (request, params) =>
    toLegacyNewsroomDetail(type, await getNewsroomDetail(type, resolveLocale(request), parseId(params.id, 'id'))),
  )

/** GET /api/{segment}/detail?{segment}Seq=… (`reportSeq`): with the list query, prev/next follow that filtered list. */
export const newsroomDetailByQueryRoute = (type: NewsroomType) =>
  legacyRoute(async (request) => {
    const params = new URL(request.url).searchParams
    const seqKey = `${newsroomSegment[type]}Seq`
    const id = parseId(params.get(seqKey), seqKey)
    const query = parseListQuery(params, NEWSROOM_PAGE_SIZE)
    return toLegacyNewsroomDetail(type, await getNewsroomDetail(type, resolveLocale(request), id, query))
  })
