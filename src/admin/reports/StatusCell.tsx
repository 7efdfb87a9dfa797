'use client'

import { getTranslation } from '@payloadcms/translations'
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import type { ReportStatus } from '../../lib/reports/due'
import { reportStatusLabels } from '../../lib/reports/statusLabels'

/** A report status stored as text (the audit log's from/to), shown with the status's label in the admin's language. */
export function StatusCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const label =
    typeof cellData === 'string' && Object.hasOwn(reportStatusLabels, cellData)
      ? reportStatusLabels[cellData as ReportStatus]
      : undefined
  if (!label) return <span>{typeof cellData === 'string' ? cellData : ''}</span>
  return <span>{getTranslation(label, i18n)}</span>
}
