import { getConnectionSites } from '../../data/connectionSites'
import { getNoticeDetail, getNoticePage } from '../../data/notices'
import { getWritingCategories, getWritingDetail, getWritingPage, writingCategoryExists } from '../../data/writings'
import { badRequest, notFound } from '../../http/errors'
import { encodedSuccess } from '../encodedBody'
import { legacyRoute } from '../envelope'
import {
  toLegacyConnectionSite,
  toLegacyNotice,
  toLegacyNoticeDetail,
  toLegacyPage,
  toLegacyWriting,
  toLegacyWritingCategory,
  toLegacyWritingDetail,
} from '../mappers'
import { LIST_PAGE_SIZE, parseId, parseListQuery, parseOptionalId, resolveLocale } from '../params'

const searchParams = (request: Request) => new URL(request.url).searchParams

export const noticeListRoute = () =>
  legacyRoute(async (request) => {
    const page = await getNoticePage(resolveLocale(request), parseListQuery(searchParams(request), LIST_PAGE_SIZE))
    return encodedSuccess(page, () => toLegacyPage(page, toLegacyNotice))
  })

export const noticeDetailRoute = () =>
  legacyRoute<{ id: string }>(async (request, params) =>
    toLegacyNoticeDetail(await getNoticeDetail(resolveLocale(request), parseId(params.id, 'id'))),
  )

/**
 * A `categorySeq` that names no category is a 404, as an id beyond 32 bits already is. Checked
 * only when the answer could hide it (an empty page, a post outside the category): no extra query
 * on the common path.
 */
async function inKnownCategory<T>(category: number | undefined, answer: T, fits: (answer: T) => boolean): Promise<T> {
  if (category !== undefined && !fits(answer) && !(await writingCategoryExists(category))) {
    throw notFound('No writing category has this categorySeq.')
  }
  return answer
}

export const writingListRoute = () =>
  legacyRoute(async (request) => {
    const params = searchParams(request)
    const { pageNumber, pageSize } = parseListQuery(params, LIST_PAGE_SIZE)
    const category = parseOptionalId(params.get('categorySeq'), 'categorySeq')
    const page = await getWritingPage(resolveLocale(request), pageNumber, pageSize, category)
    return toLegacyPage(await inKnownCategory(category, page, (p) => p.totalSize > 0), toLegacyWriting)
  })

const writingDetail = async (request: Request, id: number, category: number | undefined) => {
  const detail = await getWritingDetail(resolveLocale(request), id, category)
  return toLegacyWritingDetail(await inKnownCategory(category, detail, (d) => d.category === category))
}

export const writingDetailByIdRoute = () =>
  legacyRoute<{ id: string }>(async (request, params) => {
    const category = parseOptionalId(searchParams(request).get('categorySeq'), 'categorySeq')
    return writingDetail(request, parseId(params.id, 'id'), category)
  })

export const writingDetailByQueryRoute = () =>
  legacyRoute(async (request) => {
    const params = searchParams(request)
    const id = parseId(params.get('writingSeq'), 'writingSeq')
    return writingDetail(request, id, parseOptionalId(params.get('categorySeq'), 'categorySeq'))
  })

export const writingCategoryRoute = () =>
  legacyRoute(async () => (await getWritingCategories()).map(toLegacyWritingCategory))

export const connectionSiteRoute = () =>
  legacyRoute<{ level: string }>(async (_request, params) => {
    const level = params.level
    if (level !== '1' && level !== '2' && level !== '3') throw badRequest('level must be 1, 2 or 3.')
    return (await getConnectionSites(Number(level) as 1 | 2 | 3)).map(toLegacyConnectionSite)
  })
