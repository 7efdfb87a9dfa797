import type { Metadata } from 'next'

import { CardGrid } from '@/components/Brand/CardGrid'
import { cards, figure } from '@/components/Brand/content'
import { Feature } from '@/components/Brand/Feature'
import { FigureGrid } from '@/components/Brand/FigureGrid'
import { Section } from '@/components/Brand/Section'
import { PageHero } from '@/components/PageHero/PageHero'
import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'
import { getMessages, getT } from '@/i18n/server'
import { pageLocale, type LocaleParams } from '@/lib/site/params'

import { serviceMetadata } from '../_components/meta'
import styles from '../service.module.css'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return serviceMetadata(await pageLocale(params), 'ceo')
}

/** Restaurant owners (portal, supply mall, 3-day settlement, training) and riders (app, safety). */
export default async function CeoPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getT(locale, 'service')
  const m = getMessages(locale, 'service')
  const settlement = figure(m, 'ceo.owners.settlement')
  return (
    <>
      <Breadcrumbs locale={locale} menuPath="/service/ceo" />
      <PageHero eyebrow={t('ceo.hero.eyebrow')} title={t('ceo.hero.title')} lead={t('ceo.hero.lead')} />
      <Section
        id="owners"
        tone="alt"
        eyebrow={t('ceo.owners.eyebrow')}
        title={t('ceo.owners.title')}
        lead={t('ceo.owners.lead')}
      >
        {cards(m, 'ceo.owners.items').map((item, i) => (
          <Feature key={item.title} feature={item} reverse={i % 2 === 1}>
            {/* The settlement row carries its figure (SPEC §9: a 3-day cycle). */}
            {item.icon === 'calendar' && (
              <div className={styles.inFeature}>
                <FigureGrid figures={[settlement]} />
              </div>
            )}
          </Feature>
        ))}
      </Section>
      <Section id="riders" eyebrow={t('ceo.riders.eyebrow')} title={t('ceo.riders.title')} lead={t('ceo.riders.lead')}>
        {cards(m, 'ceo.riders.items').map((item, i) => (
          <Feature key={item.title} feature={item} reverse={i % 2 === 1} />
        ))}
        <div className={styles.after}>
          <CardGrid cards={cards(m, 'ceo.riders.support')} columns={3} />
        </div>
      </Section>
    </>
  )
}
