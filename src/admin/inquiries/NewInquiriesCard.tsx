import { getTranslation } from '@payloadcms/translations'
import { Card } from '@payloadcms/ui'
import type { ServerProps } from 'payload'

import { interpolate } from '../../i18n/translate'
import { newInquiriesListPath } from './links'
import { inboxTexts } from './texts'

/**
 * The dashboard's inbox count: how many inquiries nobody has picked up yet, linking to exactly
 * those. Only for users who may read inquiries, and counted as that user (overrideAccess: false),
 * so the number can never show more than the user may see.
 */
export async function NewInquiriesCard({ payload, user, permissions, i18n }: ServerProps) {
  if (!user || !permissions?.collections?.inquiries?.read) return null
  const { totalDocs } = await payload.count({
    collection: 'inquiries',
    where: { status: { equals: 'new' } },
    user,
    overrideAccess: false,
  })
  const title = interpolate(getTranslation(inboxTexts.newCount, i18n), { count: totalDocs })
  return (
    <div className="new-inquiries-card" style={{ marginBottom: 'calc(var(--base) * 1.5)', maxWidth: '28rem' }}>
      <Card
        id="new-inquiries"
        title={title}
        href={`${payload.config.routes.admin}${newInquiriesListPath}`}
        // The card's link has no text of its own: this is its name for screen readers.
        buttonAriaLabel={`${title}, ${getTranslation(inboxTexts.openList, i18n)}`}
      />
    </div>
  )
}
