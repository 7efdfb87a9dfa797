'use client'

import { getTranslation } from '@payloadcms/translations'
import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { reportTexts } from './texts'

/**
 * A report whose reporter wrote again without a reply yet: a "New message" pill with when, in
 * Seoul time; nothing for the others. The pill is text, not colour alone.
 */
export function FollowUpCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  if (typeof cellData !== 'string' || !cellData) return null
  const when = new Intl.DateTimeFormat(i18n.language === 'en' ? 'en-GB' : 'ko-KR', {
    timeZone: 'Asia/Seoul',
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(cellData))
  return (
    <span className="report-follow-up">
      <strong className="pill pill--style-warning">{getTranslation(reportTexts.followUpBadge, i18n)}</strong>{' '}
      <time dateTime={cellData}>{when}</time>
    </span>
  )
}
