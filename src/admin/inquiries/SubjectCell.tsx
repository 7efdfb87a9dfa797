'use client'

import { getTranslation } from '@payloadcms/translations'
import { DefaultCell, Pill, useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { inboxTexts } from './texts'

/**
 * The subject column of the inbox list: Payload's own cell (with its link to the inquiry), in bold
 * with a "new" badge while nobody has picked the inquiry up (status `new`), so unread ones stand out.
 */
export function SubjectCell(props: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  if (props.rowData?.status !== 'new') return <DefaultCell {...props} />
  return (
    <strong
      className="inquiry-subject inquiry-subject--new"
      style={{ display: 'inline-flex', alignItems: 'center', gap: 'calc(var(--base) / 2)' }}
    >
      <DefaultCell {...props} />
      <Pill size="small" pillStyle="warning">
        {getTranslation(inboxTexts.newBadge, i18n)}
      </Pill>
    </strong>
  )
}
