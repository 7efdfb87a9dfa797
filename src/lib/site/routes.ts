import type { Locale } from '../../i18n/locales'
import { localePath } from './paths'

/**
 * The site's named routes (SPEC §2): a name, its unprefixed path pattern and `:param`s. Links
 * built from a name cannot drift from the page tree, and the locale is applied in one place.
 * The section routes take the sub-page as `child` (`Service` + `{ child: 'ceo' }`), as the
 * tab bar reads it back from the current route.
 */
export const namedRoutes = {
  Main: '/',
  Company: '/company/:child',
  Service: '/service/:child',
  Newsroom: '/newsroom/:child',
  // SPEC §2's route names, after their addresses: NewsroomReport and newsroomReportDetail are the press releases'.
  NewsroomReport: '/newsroom/report',
  NewsroomMedia: '/newsroom/media',
  NewsroomFact: '/newsroom/fact',
  NewsroomSearch: '/newsroom/search',
  newsroomReportDetail: '/newsroom/report/detail/:newsroomId',
  newsroomFactDetail: '/newsroom/fact/detail/:newsroomId',
  Sustainability: '/sustainability/:child',
  SustainabilityTogether: '/sustainability/together/:category',
  writingDetail: '/sustainability/together/:category/detail/:writingId',
  Question: '/question/:child',
  questionPartnership: '/question/partnership',
  InformationCenter: '/information-center/:child',
  InformationCenterConsult: '/information-center/consult',
  Fonts: '/fonts',
  FontsLicense: '/fonts/license',
  Music: '/music',
  MusicLicense: '/music/license',
  Notice: '/notice',
  NoticeDetail: '/notice/detail/:noticeId',
  Place: '/place',
  Policy: '/policy',
} as const

export type RouteName = keyof typeof namedRoutes

/** The `:param` names of a pattern: `/a/:x/b/:y` → `'x' | 'y'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never

export type RouteQuery = Record<string, string | number | undefined>

/** A link target: a named route with exactly its params, plus an optional query and hash (no `#`). */
export type RouteTarget = {
  [N in RouteName]: { name: N; query?: RouteQuery; hash?: string } & ([ParamNames<(typeof namedRoutes)[N]>] extends [
    never,
  ]
    ? { params?: undefined }
    : { params: Record<ParamNames<(typeof namedRoutes)[N]>, string | number> })
}[RouteName]

/** The unprefixed path of a target: `{ name: 'Service', params: { child: 'ceo' } }` → `/service/ceo`. */
export function routePath(target: RouteTarget): string {
  const params: Record<string, string | number> = target.params ?? {}
  return namedRoutes[target.name].replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key]
    if (value === undefined || value === '') throw new Error(`route ${target.name} needs the parameter "${key}"`)
    return encodeURIComponent(String(value))
  })
}

/**
 * The link of a target in a locale, with its query and hash. The locale lives in the path only
 * (Korean unprefixed, English under /en): a `lang` query would override it, so it is dropped.
 */
export function routeHref(locale: Locale, target: RouteTarget): string {
  const query = new URLSearchParams()
  for (const [key, value] of Object.entries(target.query ?? {}))
    if (value !== undefined && key !== 'lang') query.set(key, String(value))
  const search = query.toString()
  const hash = target.hash ? `#${encodeURIComponent(target.hash)}` : ''
  return `${localePath(locale, routePath(target))}${search ? `?${search}` : ''}${hash}`
}
