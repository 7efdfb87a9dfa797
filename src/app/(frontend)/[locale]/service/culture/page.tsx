import type { Metadata } from 'next'

import { CardGrid } from '@/components/Brand/CardGrid'
import { cards } from '@/components/Brand/content'
import { Icon } from '@/components/Brand/Icon'
import { Section } from '@/components/Brand/Section'
import { PageHero } from '@/components/PageHero/PageHero'
import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'
import { getMessages, getT } from '@/i18n/server'
import { getSiteSettings } from '@/lib/data/site'
import { pageLocale, type LocaleParams } from '@/lib/site/params'

import { serviceMetadata } from '../_components/meta'
import styles from '../service.module.css'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return serviceMetadata(await pageLocale(params), 'culture')
}

/** Service principles and the customer centre, whose lines and hours come from site settings. */
export default async function ServiceCulturePage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const [t, settings] = await Promise.all([getT(locale, 'service'), getSiteSettings(locale)])
  const m = getMessages(locale, 'service')
  const head = (key: 'principles' | 'support' | 'process') => ({
    eyebrow: t(`culture.${key}.eyebrow`),
    title: t(`culture.${key}.title`),
    lead: t(`culture.${key}.lead`),
  })
  return (
    <>
      <Breadcrumbs locale={locale} menuPath="/service/culture" />
      <PageHero eyebrow={t('culture.hero.eyebrow')} title={t('culture.hero.title')} lead={t('culture.hero.lead')} />
      <Section id="principles" {...head('principles')}>
        <CardGrid cards={cards(m, 'culture.principles.items')} columns={4} />
      </Section>
      <Section id="customer-center" tone="alt" {...head('support')}>
        <ul className={styles.contacts}>
          {settings.customerService.map((line) => (
            <li key={line.phone} className={styles.contact}>
              <h3 className={styles.contactLabel}>{line.label}</h3>
              <a
                href={`tel:${line.phone.replace(/[^\d+]/g, '')}`}
                className={styles.phone}
                aria-label={t('culture.support.call', { label: line.label }) + ` ${line.phone}`}
              >
                {line.phone}
              </a>
              <p className={styles.hours}>
                <Icon name="clock" size={18} />
                {line.hours}
              </p>
            </li>
          ))}
          {settings.email && (
            <li className={styles.contact}>
              <h3 className={styles.contactLabel}>{t('culture.support.email')}</h3>
              <a href={`mailto:${settings.email}`} className={styles.email}>
                {settings.email}
              </a>
            </li>
          )}
        </ul>
        <p className={styles.note}>
          <Icon name="phone" size={20} />
          {t('culture.support.selfService')}
        </p>
      </Section>
      <Section id="process" {...head('process')}>
        <CardGrid cards={cards(m, 'culture.process.items')} columns={4} numbered />
      </Section>
    </>
  )
}
