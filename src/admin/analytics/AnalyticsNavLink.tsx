import { getTranslation } from '@payloadcms/translations'
import type { ServerProps } from 'payload'

import { canSeeAnalytics } from './AnalyticsView'
import { analyticsTexts } from './texts'

/** The navigation's link to the analytics view, for the users who may read it. */
export function AnalyticsNavLink({ payload, user, i18n }: ServerProps) {
  if (!canSeeAnalytics(user)) return null
  return (
    <a className="nav__link" href={`${payload.config.routes.admin}/analytics`} id="nav-analytics">
      <span className="nav__link-label">{getTranslation(analyticsTexts.nav, i18n)}</span>
    </a>
  )
}
