'use client'

import { getTranslation } from '@payloadcms/translations'
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { daysLeft } from '../../lib/reports/due'
import { interpolate } from '../../i18n/translate'
import { reportTexts } from './texts'

const dueText = (left: number) =>
  left === 0
    ? reportTexts.dueToday
    : left === 1
      ? reportTexts.dayLeft
      : left > 1
        ? reportTexts.daysLeft
        : left === -1
          ? reportTexts.dayLate
          : reportTexts.daysLate

/**
 * A due date in the list: the day in Seoul time and, while the report is still open, how many
 * days are left (or how many it is late), so nobody counts on a calendar.
 */
export function DueCell({ cellData, rowData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  if (typeof cellData !== 'string' || !cellData) return null
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Seoul' }).format(new Date(cellData))
  const open = rowData?.status === 'received' || rowData?.status === 'inReview'
  if (!open) return <time dateTime={cellData}>{day}</time>
  const left = daysLeft(cellData)
  const text = interpolate(getTranslation(dueText(left), i18n), { days: Math.abs(left) })
  return (
    <span className="report-due">
      <time dateTime={cellData}>{day}</time> <span className={left < 0 ? 'report-due--late' : undefined}>({text})</span>
    </span>
  )
}
