import type { Metadata } from 'next'

import { CardGrid } from '@/components/Brand/CardGrid'
import { cards, figures } from '@/components/Brand/content'
import { FigureGrid } from '@/components/Brand/FigureGrid'
import { Section } from '@/components/Brand/Section'
import { Statement } from '@/components/Brand/Statement'
import { PageHero } from '@/components/PageHero/PageHero'
import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'
import { getMessages, getT } from '@/i18n/server'
import { pageLocale, type LocaleParams } from '@/lib/site/params'
import { localePath } from '@/lib/site/paths'

import { sustainabilityMetadata } from '../_components/meta'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return sustainabilityMetadata(await pageLocale(params), 'happiness')
}

const EXPLORE_PATHS = ['/sustainability/together/0', '/sustainability/responsibility', '/sustainability/ethical']

/** The sustainability vision, the SPEC §9 goals and the three commitments. */
export default async function HappinessPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getT(locale, 'sustainability')
  const m = getMessages(locale, 'sustainability')
  const head = (key: string) => ({ eyebrow: t(`happiness.${key}.eyebrow`), title: t(`happiness.${key}.title`) })
  const explore = cards(m, 'happiness.explore.items').map((card, i) => ({
    ...card,
    href: localePath(locale, EXPLORE_PATHS[i] ?? '/'),
  }))
  return (
    <>
      <Breadcrumbs locale={locale} menuPath="/sustainability/happiness" />
      <PageHero
        eyebrow={t('happiness.hero.eyebrow')}
        title={t('happiness.hero.title')}
        lead={t('happiness.hero.lead')}
      />
      <Section id="vision" layout="split" {...head('vision')}>
        <Statement text={t('happiness.vision.statement')}>
          <p>{t('happiness.vision.body')}</p>
        </Statement>
      </Section>
      <Section id="goals" tone="ink" lead={t('happiness.goals.lead')} {...head('goals')}>
        <FigureGrid figures={figures(m, 'happiness.goals.items')} tone="ink" />
      </Section>
      <Section id="commitments" tone="alt" lead={t('happiness.pillars.lead')} {...head('pillars')}>
        <CardGrid cards={cards(m, 'happiness.pillars.items')} columns={3} />
      </Section>
      <Section id="explore" {...head('explore')}>
        <CardGrid cards={explore} columns={3} linkHint={t('linkHint')} />
      </Section>
    </>
  )
}
