import { getConnectionSites } from '../../data/connectionSites'
import { getNoticeDetail, getNoticePage } from '../../data/notices'
import { getWritingCategories, getWritingDetail, getWritingPage } from '../../data/writings'
import { badRequest } from '../../http/errors'
import { legacyRoute } from '../envelope'
import { LIST_PAGE_SIZE, parseId, parseListQuery, parseOptionalId, resolveLocale } from '../params'

const searchParams = (request: Request) => new URL(request.url).searchParams

export const noticeListRoute = () =>
  legacyRoute(async (request) => getNoticePage(resolveLocale(request), parseListQuery(searchParams(request), LIST_PAGE_SIZE)))

export const noticeDetailRoute = () =>
  legacyRoute<{ id: string }>(async (request, params) => getNoticeDetail(resolveLocale(request), parseId(params.id, 'id')))

export const writingListRoute = () =>
  legacyRoute(async (request) => {
    const params = searchParams(request)
    const { pageNumber, pageSize } = parseListQuery(params, LIST_PAGE_SIZE)
    return getWritingPage(resolveLocale(request), pageNumber, pageSize, parseOptionalId(params.get('categorySeq'), 'categorySeq'))
  })

export const writingDetailByIdRoute = () =>
  legacyRoute<{ id: string }>(async (request, params) => {
    const category = parseOptionalId(searchParams(request).get('categorySeq'), 'categorySeq')
    return getWritingDetail(resolveLocale(request), parseId(params.id, 'id'), category)
  })

export const writingDetailByQueryRoute = () =>
  legacyRoute(async (request) => {
    const params = searchParams(request)
    const id = parseId(params.get('writingSeq'), 'writingSeq')
    return getWritingDetail(resolveLocale(request), id, parseOptionalId(params.get('categorySeq'), 'categorySeq'))
  })

export const writingCategoryRoute = () => legacyRoute(async () => getWritingCategories())

export const connectionSiteRoute = () =>
  legacyRoute<{ level: string }>(async (_request, params) => {
    const level = params.level
    if (level !== '1' && level !== '2' && level !== '3') throw badRequest('level must be 1, 2 or 3.')
    return getConnectionSites(Number(level) as 1 | 2 | 3)
  })
