import type { Metadata } from 'next'

import { CardGrid } from '@/components/Brand/CardGrid'
import { cards, figure, figures } from '@/components/Brand/content'
import { FigureGrid } from '@/components/Brand/FigureGrid'
import { Section } from '@/components/Brand/Section'
import { Statement } from '@/components/Brand/Statement'
import { PageHero } from '@/components/PageHero/PageHero'
import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'
import { getMessages, getT } from '@/i18n/server'
import { pageLocale, type LocaleParams } from '@/lib/site/params'

import { sustainabilityMetadata } from '../_components/meta'
import styles from '../sustainability.module.css'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return sustainabilityMetadata(await pageLocale(params), 'responsibility')
}

/** Social investment (SPEC §9: 200 billion won by 2030), programmes and climate action. */
export default async function ResponsibilityPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getT(locale, 'sustainability')
  const m = getMessages(locale, 'sustainability')
  const head = (key: string) => ({
    eyebrow: t(`responsibility.${key}.eyebrow`),
    title: t(`responsibility.${key}.title`),
  })
  return (
    <>
      <Breadcrumbs locale={locale} menuPath="/sustainability/responsibility" />
      <PageHero
        eyebrow={t('responsibility.hero.eyebrow')}
        title={t('responsibility.hero.title')}
        lead={t('responsibility.hero.lead')}
      />
      <Section id="investment" layout="split" {...head('investment')}>
        <Statement text={t('responsibility.investment.statement')}>
          <p>{t('responsibility.investment.body')}</p>
        </Statement>
        <div className={styles.after}>
          <FigureGrid figures={[figure(m, 'responsibility.investment.figure')]} />
        </div>
      </Section>
      <Section id="programmes" tone="alt" lead={t('responsibility.programs.lead')} {...head('programs')}>
        <CardGrid cards={cards(m, 'responsibility.programs.items')} columns={3} />
      </Section>
      <Section id="climate" lead={t('responsibility.climate.lead')} {...head('climate')}>
        <FigureGrid figures={figures(m, 'responsibility.climate.figures')} />
        <div className={styles.after}>
          <CardGrid cards={cards(m, 'responsibility.climate.items')} columns={4} />
        </div>
      </Section>
    </>
  )
}
