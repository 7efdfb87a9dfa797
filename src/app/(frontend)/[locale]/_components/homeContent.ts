import type { LinkCard } from '@/components/Brand/CardGrid'
import { cards } from '@/components/Brand/content'
import type { Locale } from '@/i18n/locales'
import { getMessages } from '@/i18n/server'
import { fixedElement, fixedKinds } from '@/lib/analytics/elements'
import { localePath } from '@/lib/site/paths'

/** Main's service cards, in order: each links to its service page and is counted as `service:<key>`. */
const SERVICES = fixedKinds.service

export function serviceCards(locale: Locale): LinkCard[] {
  return cards(getMessages(locale, 'home'), 'services.cards').map((card, i) => ({
    ...card,
    href: SERVICES[i] ? localePath(locale, `/service/${SERVICES[i]}`) : undefined,
    track: SERVICES[i] ? fixedElement('service', SERVICES[i]) : undefined,
  }))
}
