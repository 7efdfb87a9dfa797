import type { Metadata } from 'next'
import Link from 'next/link'

import { AnchorNav } from '@/components/AnchorNav/AnchorNav.client'
import { CardGrid } from '@/components/Brand/CardGrid'
import { cards, figure } from '@/components/Brand/content'
import { FigureGrid } from '@/components/Brand/FigureGrid'
import { Icon } from '@/components/Brand/Icon'
import { Section } from '@/components/Brand/Section'
import { PageHero } from '@/components/PageHero/PageHero'
import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'
import { getMessages, getT } from '@/i18n/server'
import { pageLocale, type LocaleParams } from '@/lib/site/params'
import { localePath } from '@/lib/site/paths'

import { sustainabilityMetadata } from '../_components/meta'
import styles from '../sustainability.module.css'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return sustainabilityMetadata(await pageLocale(params), 'ethical')
}

const SECTIONS = [
  { id: 'code-of-ethics', key: 'code' },
  { id: 'compliance', key: 'compliance' },
  { id: 'safety-health', key: 'safety' },
  { id: 'information-security', key: 'security' },
] as const

/** Code of Ethics, compliance, safety and health, information security, with anchored sub-navigation. */
export default async function EthicalPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getT(locale, 'sustainability')
  const m = getMessages(locale, 'sustainability')
  const head = (key: string) => ({
    eyebrow: t(`ethical.${key}.eyebrow`),
    title: t(`ethical.${key}.title`),
    lead: t(`ethical.${key}.lead`),
  })
  return (
    <>
      <Breadcrumbs locale={locale} menuPath="/sustainability/ethical" />
      <PageHero eyebrow={t('ethical.hero.eyebrow')} title={t('ethical.hero.title')} lead={t('ethical.hero.lead')} />
      <div className={`container ${styles.layout}`}>
        <AnchorNav
          label={t('ethical.nav')}
          anchors={SECTIONS.map((s) => ({ id: s.id, label: t(`ethical.${s.key}.title`) }))}
        />
        <div>
          <Section id="code-of-ethics" bare {...head('code')}>
            <CardGrid cards={cards(m, 'ethical.code.items')} columns={2} numbered />
          </Section>
          <Section id="compliance" bare {...head('compliance')}>
            <CardGrid cards={cards(m, 'ethical.compliance.items')} columns={2} />
            <aside className={styles.callout} aria-labelledby="help-centre-title">
              <div>
                <h3 id="help-centre-title" className={styles.calloutTitle}>
                  {t('ethical.compliance.report.title')}
                </h3>
                <p className={styles.calloutBody}>{t('ethical.compliance.report.body')}</p>
              </div>
              <Link href={localePath(locale, '/information-center/consult')} className={styles.calloutLink}>
                {t('ethical.compliance.report.cta')}
                <Icon name="arrow" size={18} />
              </Link>
            </aside>
          </Section>
          <Section id="safety-health" bare {...head('safety')}>
            <FigureGrid figures={[figure(m, 'ethical.safety.figure')]} />
            <div className={styles.after}>
              <CardGrid cards={cards(m, 'ethical.safety.items')} columns={2} />
            </div>
          </Section>
          <Section id="information-security" bare {...head('security')}>
            <CardGrid cards={cards(m, 'ethical.security.items')} columns={2} />
          </Section>
        </div>
      </div>
    </>
  )
}
