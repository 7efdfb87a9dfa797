import { getTranslation } from '@payloadcms/translations'
import Link from 'next/link'
import type { BeforeListTableServerProps } from 'payload'

import { activeFilter, filterGroupStyle, filterLinkProps, filterNavStyle, optionsOf } from '../shared/listFilters'
import { inquiriesListPath } from './links'
import { inboxTexts } from './texts'

/**
 * One-click filters above the inbox list: by status (new first) and by kind (tab). Each is a link
 * to the list with Payload's own `where` query, so the filter shows in Payload's filter bar and
 * can be refined there.
 */
export function QuickFilters({ collectionConfig, i18n, payload, searchParams }: BeforeListTableServerProps) {
  const admin = payload.config.routes.admin
  const current = { status: activeFilter(searchParams, 'status'), kind: activeFilter(searchParams, 'kind') }
  const groups = [
    { name: 'status' as const, label: inboxTexts.byStatus, options: optionsOf(collectionConfig.fields, 'status') },
    { name: 'kind' as const, label: inboxTexts.byKind, options: optionsOf(collectionConfig.fields, 'kind') },
  ]
  const linkProps = filterLinkProps
  return (
    <nav
      aria-label={getTranslation(inboxTexts.quickFilters, i18n)}
      className="inquiry-quick-filters"
      style={filterNavStyle}
    >
      <Link href={`${admin}${inquiriesListPath()}`} {...linkProps(!current.status && !current.kind)}>
        {getTranslation(inboxTexts.allInquiries, i18n)}
      </Link>
      {groups.map(({ name, label, options }) => (
        <span key={name} style={filterGroupStyle}>
          <span style={{ color: 'var(--theme-elevation-500)' }}>{getTranslation(label, i18n)}:</span>
          {options.map((option) => (
            <Link
              key={option.value}
              href={`${admin}${inquiriesListPath(name, option.value)}`}
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
