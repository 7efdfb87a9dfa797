import { getTranslation } from '@payloadcms/translations'
import { Gutter } from '@payloadcms/ui'
import { DefaultTemplate } from '@payloadcms/next/templates'
import type { AdminViewServerProps } from 'payload'

import { userHasRole } from '../../lib/auth/staffRoles'
import { localeLabels, locales } from '../../i18n/locales'
import { interpolate } from '../../i18n/translate'
import { clickThrough, readSummary, summaryPeriods, type Counts } from '../../lib/analytics/summary'
import { formatDateTime } from '../../lib/seoulDate'
import styles from './AnalyticsView.module.css'
import { DailyChart } from './DailyChart'
import { elementLabels } from './labels'
import { summaryQuery } from './query'
import { analyticsTexts as texts } from './texts'

/** Who may read the figures: the communications editors and the administrators. */
export const canSeeAnalytics = (user: unknown): boolean => userHasRole(user, 'admin', 'editor')

/**
 * /admin/analytics: views, clicks and click-through per element and per day, for one page
 * language or both, over a period, as a chart and two tables. A plain GET form: the filters live
 * in the address, so a view can be bookmarked or sent to a colleague.
 */
export async function AnalyticsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req, permissions, visibleEntities, locale } = initPageResult
  const { payload, i18n, user } = req
  const tr = (text: { ko: string; en: string }, vars?: Record<string, string | number>) =>
    vars ? interpolate(getTranslation(text, i18n), vars) : getTranslation(text, i18n)
  const template = (children: React.ReactNode) => (
    <DefaultTemplate
      i18n={i18n}
      locale={locale}
      params={params}
      payload={payload}
      permissions={permissions}
      searchParams={searchParams}
      user={user ?? undefined}
      visibleEntities={visibleEntities}
    >
      <Gutter>
        <h1>{tr(texts.title)}</h1>
        {children}
      </Gutter>
    </DefaultTemplate>
  )
  if (!user || !canSeeAnalytics(user))
    return template(
      <p id="analytics-not-allowed" role="alert">
        {tr(texts.notAllowed)}
      </p>,
    )

  const query = summaryQuery(searchParams)
  const summary = await readSummary(payload.db.pool, query)
  const all = query.element
    ? [...new Set([query.element, ...summary.elements.map((e) => e.element)])]
    : summary.elements.map((e) => e.element)
  const labels = await elementLabels(payload, user, i18n, all)
  const number = new Intl.NumberFormat(i18n.language)
  const percent = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 })
  const rate = (counts: Counts) => {
    const value = clickThrough(counts)
    return value === undefined ? '–' : percent.format(value)
  }
  const href = (element?: string) => {
    const search = new URLSearchParams({ days: String(query.days) })
    if (query.locale) search.set('locale', query.locale)
    if (element) search.set('element', element)
    return `${payload.config.routes.admin}/analytics?${search}`
  }
  const first = summary.days[0]?.day ?? query.today
  const shown = query.element ? labels.get(query.element)?.name : undefined

  return template(
    <>
      <p className={styles.note}>{tr(texts.intro)}</p>
      <p className={styles.note} id="analytics-counted-at">
        {summary.countedAt ? tr(texts.countedAt, { time: formatDateTime(summary.countedAt) }) : tr(texts.neverCounted)}
      </p>

      <form method="get" className={styles.filters} aria-label={tr(texts.filters)}>
        <label>
          {tr(texts.period)}
          <select name="days" defaultValue={String(query.days)}>
            {summaryPeriods.map((days) => (
              <option key={days} value={days}>
                {tr(texts.periodDays, { days })}
              </option>
            ))}
          </select>
        </label>
        <label>
          {tr(texts.language)}
          <select name="locale" defaultValue={query.locale ?? ''}>
            <option value="">{tr(texts.allLanguages)}</option>
            {locales.map((code) => (
              <option key={code} value={code}>
                {tr(localeLabels[code])}
              </option>
            ))}
          </select>
        </label>
        <label>
          {tr(texts.element)}
          <select name="element" defaultValue={query.element ?? ''}>
            <option value="">{tr(texts.allElements)}</option>
            {all.map((element) => (
              <option key={element} value={element}>
                {labels.get(element)?.name ?? element}
              </option>
            ))}
          </select>
        </label>
        <button type="submit">{tr(texts.apply)}</button>
      </form>

      {shown && <h2>{shown}</h2>}
      <DailyChart
        days={summary.days}
        title={tr(texts.chartTitle)}
        summary={tr(texts.chartSummary, {
          from: first,
          to: query.today,
          views: number.format(summary.totals.views),
          clicks: number.format(summary.totals.clicks),
        })}
        labels={{ views: tr(texts.views), clicks: tr(texts.clicks) }}
      />

      {!query.element && (
        <>
          <h2 id="analytics-by-element">{tr(texts.byElement)}</h2>
          {summary.elements.length === 0 ? (
            <p>{tr(texts.empty)}</p>
          ) : (
            <table className={styles.table} aria-labelledby="analytics-by-element">
              <thead>
                <tr>
                  <th scope="col">{tr(texts.element)}</th>
                  <th scope="col">{tr(texts.views)}</th>
                  <th scope="col">{tr(texts.clicks)}</th>
                  <th scope="col">{tr(texts.clickThrough)}</th>
                </tr>
              </thead>
              <tbody>
                {summary.elements.map((row) => {
                  const label = labels.get(row.element)
                  return (
                    <tr key={row.element} data-element={row.element}>
                      <th scope="row">
                        <a href={href(row.element)}>{label?.name ?? row.element}</a>
                        <span className={styles.kind}>
                          {label?.kind} · <code>{row.element}</code>
                        </span>
                      </th>
                      <td>{number.format(row.views)}</td>
                      <td>{number.format(row.clicks)}</td>
                      <td>{rate(row)}</td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          )}
        </>
      )}

      <h2 id="analytics-by-day">{tr(texts.byDay)}</h2>
      <table className={styles.table} aria-labelledby="analytics-by-day">
        <thead>
          <tr>
            <th scope="col">{tr(texts.day)}</th>
            <th scope="col">{tr(texts.views)}</th>
            <th scope="col">{tr(texts.clicks)}</th>
            <th scope="col">{tr(texts.clickThrough)}</th>
          </tr>
        </thead>
        <tbody>
          {[...summary.days].reverse().map((row) => (
            <tr key={row.day} data-day={row.day}>
              <th scope="row">{row.day}</th>
              <td>{number.format(row.views)}</td>
              <td>{number.format(row.clicks)}</td>
              <td>{rate(row)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{tr(texts.total)}</th>
            <td>{number.format(summary.totals.views)}</td>
            <td>{number.format(summary.totals.clicks)}</td>
            <td>{rate(summary.totals)}</td>
          </tr>
        </tfoot>
      </table>
      {query.element && (
        <p>
          <a href={href()}>{tr(texts.allElements)}</a>
        </p>
      )}
    </>,
  )
}
