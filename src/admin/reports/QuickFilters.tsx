import { getTranslation } from '@payloadcms/translations'
import Link from 'next/link'
import type { BeforeListTableServerProps } from 'payload'

import { followUpWhere, overdueWhere } from '../../lib/reports/due'
import { activeFilter, filterGroupStyle, filterLinkProps, filterNavStyle, optionsOf } from '../shared/listFilters'
import { reportsListPath } from './links'
import { reportTexts } from './texts'

/** The overdue filter is the only `or` query these links make. */
const overdueActive = (searchParams: Record<string, unknown> | undefined): boolean =>
  Object.keys(searchParams ?? {}).some((key) => key.startsWith('where[or]')) ||
  Boolean(searchParams?.where && typeof searchParams.where === 'object' && 'or' in searchParams.where)

/**
 * One-click filters above the reports list: overdue (the same rule as the dashboard's count), by
 * status and by kind. Each is a link with Payload's own `where` query, so the filter shows in
 * Payload's filter bar and can be refined there.
 */
export function ReportQuickFilters({ collectionConfig, i18n, payload, searchParams }: BeforeListTableServerProps) {
  const admin = payload.config.routes.admin
  const current = {
    status: activeFilter(searchParams, 'status'),
    form: activeFilter(searchParams, 'form'),
    overdue: overdueActive(searchParams),
    followUp: Object.keys(searchParams ?? {}).some((key) => key.startsWith('where[followUpAt]')),
  }
  const groups = [
    { name: 'status' as const, label: reportTexts.byStatus, options: optionsOf(collectionConfig.fields, 'status') },
    { name: 'form' as const, label: reportTexts.byForm, options: optionsOf(collectionConfig.fields, 'form') },
  ]
  const linkProps = filterLinkProps
  return (
    <nav
      aria-label={getTranslation(reportTexts.quickFilters, i18n)}
      className="report-quick-filters"
      style={filterNavStyle}
    >
      <Link
        href={`${admin}${reportsListPath()}`}
        {...linkProps(!current.status && !current.form && !current.overdue && !current.followUp)}
      >
        {getTranslation(reportTexts.all, i18n)}
      </Link>
      <Link href={`${admin}${reportsListPath(overdueWhere())}`} {...linkProps(current.overdue)}>
        {getTranslation(reportTexts.overdue, i18n)}
      </Link>
      <Link href={`${admin}${reportsListPath(followUpWhere, 'followUpAt')}`} {...linkProps(current.followUp)}>
        {getTranslation(reportTexts.followUp, i18n)}
      </Link>
      {groups.map(({ name, label, options }) => (
        <span key={name} style={filterGroupStyle}>
          <span style={{ color: 'var(--theme-elevation-500)' }}>{getTranslation(label, i18n)}:</span>
          {options.map((option) => (
            <Link
              key={option.value}
              href={`${admin}${reportsListPath({ [name]: { equals: option.value } })}`}
              {...linkProps(current[name] === option.value)}
            >
              {getTranslation(option.label, i18n)}
            </Link>
          ))}
        </span>
      ))}
    </nav>
  )
}
