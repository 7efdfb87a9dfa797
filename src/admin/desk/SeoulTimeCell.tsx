'use client'

import { getTranslation } from '@payloadcms/translations'
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { formatAdminDateTime } from '../../lib/seoulDate'
import { publishStateTexts } from './texts'

/** A date and time in the lists, in Seoul time whatever the browser's zone, as the dashboard shows it. */
export function SeoulTimeCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  const shown = typeof cellData === 'string' ? formatAdminDateTime(cellData) : ''
  if (!shown) return null
  return (
    <time dateTime={cellData as string} title={getTranslation(publishStateTexts.seoulTime, i18n)}>
      {shown}
    </time>
  )
}
