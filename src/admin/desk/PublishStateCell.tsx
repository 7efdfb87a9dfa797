'use client'

import { getTranslation } from '@payloadcms/translations'
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'
import { useState } from 'react'

import { interpolate } from '../../i18n/translate'
import { formatAdminDateTime } from '../../lib/seoulDate'
import { publishStateTexts } from './texts'

/**
 * The status column of dated content: a published item whose publish date is still ahead is not
 * public yet, so it reads "예약됨 · 2026-12-01 09:00" (Seoul time), not "게시됨".
 */
export function PublishStateCell({ cellData, rowData }: DefaultCellComponentProps) {
  const { i18n, t } = useTranslation()
  // The list's moment: a row is read once, as the list renders.
  const [now] = useState(() => Date.now())
  const due = rowData?.publishDate
  if (cellData === 'published' && typeof due === 'string' && new Date(due).getTime() > now)
    return (
      <span className="publish-state publish-state--scheduled">
        {interpolate(getTranslation(publishStateTexts.scheduled, i18n), { time: formatAdminDateTime(due) })}
      </span>
    )
  if (cellData === 'published') return <span className="publish-state">{t('version:published')}</span>
  if (cellData === 'draft') return <span className="publish-state">{t('version:draft')}</span>
  return null
}
