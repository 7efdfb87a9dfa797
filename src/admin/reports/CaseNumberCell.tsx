'use client'

import { getTranslation } from '@payloadcms/translations'
import { DefaultCell, Pill, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { reportTexts } from './texts'

/**
 * The case-number column of the reports list: Payload's own cell (with its link to the report),
 * in bold with an "overdue" badge when the acknowledgement or the result is late (the `overdue`
 * flag the collection computes with the same rule as the dashboard's count).
 */
export function CaseNumberCell(props: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  if (props.rowData?.overdue !== true) return <DefaultCell {...props} />
  return (
    <strong
      className="report-case report-case--overdue"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 'calc(var(--base) / 2)' }}
    >
      <DefaultCell {...props} />
      <Pill size="small" pillStyle="error">
        {getTranslation(reportTexts.overdueBadge, i18n)}
      </Pill>
    </strong>
  )
}
