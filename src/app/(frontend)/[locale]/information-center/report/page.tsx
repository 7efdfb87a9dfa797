import type { Metadata } from 'next'

import { getMessages, getT } from '@/i18n/server'
import { pageLocale, type LocaleParams } from '@/lib/site/params'

import { BulletList, CardList, GuideSection } from '@/components/Guide/Guide'
import { helpMetadata, HelpCentre } from '../_components/HelpCentre'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return helpMetadata(await pageLocale(params), 'report')
}

/** Unfair-trade reports: the five report types of SPEC §3, what to tell us, and the shared texts. */
export default async function ReportPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getT(locale, 'info')
  const report = getMessages(locale, 'info').report as { types: { title: string; body: string }[]; how: string[] }
  return (
    <HelpCentre locale={locale} kind="report">
      <GuideSection id="types" title={t('report.typesTitle')}>
        <CardList items={report.types} />
      </GuideSection>
      <GuideSection id="how" title={t('report.howTitle')}>
        <BulletList items={report.how} />
      </GuideSection>
    </HelpCentre>
  )
}
