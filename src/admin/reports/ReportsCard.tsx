import { getTranslation } from '@payloadcms/translations'
import { Card } from '@payloadcms/ui'
import type { ServerProps, Where } from 'payload'

import { interpolate } from '../../i18n/translate'
import { followUpWhere, overdueWhere } from '../../lib/reports/due'
import { reportsListPath } from './links'
import { reportTexts } from './texts'

/**
 * The dashboard's ethics-report counts for compliance: reports past a due date (acknowledgement
 * within 7 days, result within 3 months), reports nobody has picked up yet, and reports whose
 * reporter wrote again and has no reply yet, each linking to
 * exactly those. Only for users who may read reports, counted as that user (overrideAccess:
 * false), so nobody else learns even how many there are.
 */
export async function ReportsCard({ payload, user, permissions, i18n }: ServerProps) {
  if (!user || !permissions?.collections?.['ethics-reports']?.read) return null
  const now = new Date()
  // The follow-ups oldest first: the reporter who has waited longest comes first.
  const counts: { id: string; where: Where; text: { ko: string; en: string }; sort?: string }[] = [
    { id: 'overdue-reports', where: overdueWhere(now), text: reportTexts.overdueCount },
    { id: 'new-reports', where: { status: { equals: 'received' } }, text: reportTexts.receivedCount },
    { id: 'follow-up-reports', where: followUpWhere, text: reportTexts.followUpCount, sort: 'followUpAt' },
  ]
  const cards = await Promise.all(
    counts.map(async ({ id, where, text, sort }) => {
      const { totalDocs } = await payload.count({ collection: 'ethics-reports', where, user, overrideAccess: false })
      return { id, where, sort, title: interpolate(getTranslation(text, i18n), { count: totalDocs }) }
    }),
  )
  const openList = getTranslation(reportTexts.openList, i18n)
  return (
    <div
      className="reports-card"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--base)', marginBottom: 'calc(var(--base) * 1.5)' }}
    >
      {cards.map(({ id, where, sort, title }) => (
        <div key={id} style={{ flex: '1 1 20rem', maxWidth: '28rem' }}>
          <Card
            id={id}
            title={title}
            href={`${payload.config.routes.admin}${reportsListPath(where, sort)}`}
            buttonAriaLabel={`${title}, ${openList}`}
          />
        </div>
      ))}
    </div>
  )
}
