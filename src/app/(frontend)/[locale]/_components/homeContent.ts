import type { HeroSlide } from '@/components/HeroSlider/HeroSlider.client'
import type { LinkCard } from '@/components/Brand/CardGrid'
import { cards, records } from '@/components/Brand/content'
import type { Locale } from '@/i18n/locales'
import { getMessages, getT } from '@/i18n/server'
import { localePath } from '@/lib/site/paths'

/** What each slide links to and how it looks; the words are in the `home` namespace. */
const SLIDE_LOOK: Pick<HeroSlide, 'href' | 'icon' | 'tone'>[] = [
  { href: '/service/order', icon: 'scooter', tone: 'brand' },
  { href: '/service/commerce', icon: 'cart', tone: 'soft' },
  { href: '/service/ceo', icon: 'helmet', tone: 'ink' },
  { href: '/sustainability/happiness', icon: 'leaf', tone: 'brand' },
]

const SERVICE_PATHS = ['/service/order', '/service/commerce', '/service/ceo', '/service/culture']

export async function heroSlides(locale: Locale): Promise<HeroSlide[]> {
  const t = await getT(locale, 'home')
  const rows = records(getMessages(locale, 'home'), 'hero.slides', ['eyebrow', 'title', 'body', 'cta'] as const)
  return rows.map((row, i) => {
    const look = SLIDE_LOOK[i % SLIDE_LOOK.length]
    return {
      ...row,
      ...look,
      href: localePath(locale, look.href),
      position: t('hero.position', { current: i + 1, total: rows.length }),
    }
  })
}

export function serviceCards(locale: Locale): LinkCard[] {
  return cards(getMessages(locale, 'home'), 'services.cards').map((card, i) => ({
    ...card,
    href: SERVICE_PATHS[i] ? localePath(locale, SERVICE_PATHS[i]) : undefined,
  }))
}
