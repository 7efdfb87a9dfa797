import { isLocale } from '../../i18n/locales'
import { parseElement } from '../../lib/analytics/elements'
import { summaryPeriods, type SummaryPeriod, type SummaryQuery } from '../../lib/analytics/summary'
import { isoDay } from '../../lib/seoulDate'

type SearchParams = Record<string, string | string[] | undefined> | undefined

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)

/** The view's filters from its address (`?days=30&locale=en&element=banner:3`); anything unknown is the default. */
export function summaryQuery(searchParams: SearchParams, now = new Date()): SummaryQuery {
  const days = Number(one(searchParams?.days))
  const locale = one(searchParams?.locale)
  const element = one(searchParams?.element)
  return {
    days: (summaryPeriods as readonly number[]).includes(days) ? (days as SummaryPeriod) : 30,
    today: isoDay(now)!,
    locale: isLocale(locale) ? locale : undefined,
    element: element && parseElement(element) ? element : undefined,
  }
}
