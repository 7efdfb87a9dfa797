import type { Metadata } from 'next'

import { CardGrid } from '@/components/Brand/CardGrid'
import { cards } from '@/components/Brand/content'
import { Feature } from '@/components/Brand/Feature'
import { Section } from '@/components/Brand/Section'
import { PageHero } from '@/components/PageHero/PageHero'
import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'
import { getMessages, getT } from '@/i18n/server'
import { pageLocale, type LocaleParams } from '@/lib/site/params'

import { serviceMetadata } from '../_components/meta'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return serviceMetadata(await pageLocale(params), 'order')
}

/** Food delivery (bundled and one-order), subscription, solo meals, pick-up, robots, table ordering. */
export default async function OrderPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getT(locale, 'service')
  const m = getMessages(locale, 'service')
  return (
    <>
      <Breadcrumbs locale={locale} menuPath="/service/order" />
      <PageHero eyebrow={t('order.hero.eyebrow')} title={t('order.hero.title')} lead={t('order.hero.lead')} />
      <Section
        id="delivery"
        tone="alt"
        eyebrow={t('order.delivery.eyebrow')}
        title={t('order.delivery.title')}
        lead={t('order.delivery.lead')}
      >
        <CardGrid cards={cards(m, 'order.delivery.modes')} columns={2} />
      </Section>
      <Section id="more" eyebrow={t('order.more.eyebrow')} title={t('order.more.title')} lead={t('order.more.lead')}>
        {cards(m, 'order.more.items').map((item, i) => (
          <Feature key={item.title} feature={item} reverse={i % 2 === 1} />
        ))}
      </Section>
    </>
  )
}
