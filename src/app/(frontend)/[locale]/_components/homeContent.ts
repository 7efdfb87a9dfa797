import type { LinkCard } from '@/components/Brand/CardGrid'
import { cards } from '@/components/Brand/content'
import type { Locale } from '@/i18n/locales'
import { getMessages } from '@/i18n/server'
import { localePath } from '@/lib/site/paths'

const SERVICE_PATHS = ['/service/order', '/service/commerce', '/service/ceo', '/service/culture']

export function serviceCards(locale: Locale): LinkCard[] {
  return cards(getMessages(locale, 'home'), 'services.cards').map((card, i) => ({
    ...card,
    href: SERVICE_PATHS[i] ? localePath(locale, SERVICE_PATHS[i]) : undefined,
  }))
}
