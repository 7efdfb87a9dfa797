import type { Metadata } from 'next'

import { CardGrid } from '@/components/Brand/CardGrid'
import { card, cards } from '@/components/Brand/content'
import { Feature } from '@/components/Brand/Feature'
import { Section } from '@/components/Brand/Section'
import { PageHero } from '@/components/PageHero/PageHero'
import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'
import { getMessages, getT } from '@/i18n/server'
import { pageLocale, type LocaleParams } from '@/lib/site/params'

import { serviceMetadata } from '../_components/meta'
import styles from '../service.module.css'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return serviceMetadata(await pageLocale(params), 'commerce')
}

/** Grocery and shopping (Friends Mart, quick commerce), mobile gift cards and the brand store. */
export default async function CommercePage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getT(locale, 'service')
  const m = getMessages(locale, 'service')
  const head = (key: 'mart' | 'gift' | 'store') => ({
    eyebrow: t(`commerce.${key}.eyebrow`),
    title: t(`commerce.${key}.title`),
    lead: t(`commerce.${key}.lead`),
  })
  return (
    <>
      <Breadcrumbs locale={locale} menuPath="/service/commerce" />
      <PageHero eyebrow={t('commerce.hero.eyebrow')} title={t('commerce.hero.title')} lead={t('commerce.hero.lead')} />
      <Section id="mart" {...head('mart')}>
        <Feature feature={card(m, 'commerce.mart.feature')} />
        <div className={styles.after}>
          <CardGrid cards={cards(m, 'commerce.mart.categories')} columns={4} />
        </div>
      </Section>
      <Section id="gift-cards" tone="alt" {...head('gift')}>
        <Feature feature={card(m, 'commerce.gift.feature')} reverse />
      </Section>
      <Section id="brand-store" {...head('store')}>
        <Feature feature={card(m, 'commerce.store.feature')} />
      </Section>
    </>
  )
}
