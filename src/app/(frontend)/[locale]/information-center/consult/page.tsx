import type { Metadata } from 'next'
import Link from 'next/link'

import { getMessages, getT } from '@/i18n/server'
import { pageLocale, type LocaleParams } from '@/lib/site/params'
import { localePath } from '@/lib/site/paths'

import { BulletList, Callout, GuideSection } from '@/components/Guide/Guide'
import { helpMetadata, HelpCentre } from '../_components/HelpCentre'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return helpMetadata(await pageLocale(params), 'consult')
}

/** Ethics counselling: what can be asked, how it is handled, and the shared help-centre texts. */
export default async function ConsultPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getT(locale, 'info')
  const consult = getMessages(locale, 'info').consult as { topics: string[]; how: string[] }
  return (
    <HelpCentre locale={locale} kind="consult">
      <GuideSection id="topics" title={t('consult.topicsTitle')}>
        <BulletList items={consult.topics} />
        <Callout>
          <p>
            <Link href={localePath(locale, '/information-center/report')}>{t('consult.reportLink')}</Link>
          </p>
        </Callout>
      </GuideSection>
      <GuideSection id="how" title={t('consult.howTitle')}>
        <BulletList items={consult.how} />
      </GuideSection>
    </HelpCentre>
  )
}
