import type { Metadata } from 'next'

import { CardGrid } from '@/components/Brand/CardGrid'
import { cards, strings } from '@/components/Brand/content'
import { MoreLink } from '@/components/Brand/MoreLink'
import { Pillars } from '@/components/Brand/Pillars'
import { Section } from '@/components/Brand/Section'
import { Statement } from '@/components/Brand/Statement'
import { PageHero } from '@/components/PageHero/PageHero'
import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'
import { getMessages, getT } from '@/i18n/server'
import { pageLocale, type LocaleParams } from '@/lib/site/params'
import { localePath } from '@/lib/site/paths'
import { sitePageMetadata } from '@/lib/site/sitePageMetadata'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getT(locale, 'company')
  return sitePageMetadata({
    locale,
    path: '/company/culture',
    title: t('culture.meta.title'),
    description: t('culture.meta.description'),
  })
}

/** SPEC §1: mission, goal, service principles, work principles and culture. */
export default async function CulturePage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getT(locale, 'company')
  const m = getMessages(locale, 'company')
  const section = (key: string) => ({ eyebrow: t(`culture.${key}.eyebrow`), title: t(`culture.${key}.title`) })
  return (
    <>
      <Breadcrumbs locale={locale} menuPath="/company/culture" />
      <PageHero eyebrow={t('culture.hero.eyebrow')} title={t('culture.hero.title')} lead={t('culture.hero.lead')} />
      <Section id="mission" layout="split" {...section('mission')}>
        <Statement text={t('culture.mission.statement')}>
          <p>{t('culture.mission.body')}</p>
        </Statement>
      </Section>
      <Section id="goal" layout="split" tone="alt" {...section('goal')}>
        <Statement text={t('culture.goal.statement')}>
          <Pillars items={strings(m, 'culture.goal.pillars')} />
        </Statement>
      </Section>
      <Section id="service-principles" lead={t('culture.servicePrinciples.lead')} {...section('servicePrinciples')}>
        <CardGrid cards={cards(m, 'culture.servicePrinciples.items')} columns={4} />
      </Section>
      <Section id="work-principles" tone="ink" lead={t('culture.workPrinciples.lead')} {...section('workPrinciples')}>
        <CardGrid cards={cards(m, 'culture.workPrinciples.items')} columns={4} numbered />
      </Section>
      <Section id="life" lead={t('culture.life.lead')} {...section('life')}>
        <CardGrid cards={cards(m, 'culture.life.items')} columns={4} />
        <MoreLink href={localePath(locale, '/company/history')}>{t('culture.life.cta')}</MoreLink>
      </Section>
    </>
  )
}
