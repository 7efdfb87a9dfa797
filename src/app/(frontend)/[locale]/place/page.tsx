import type { Metadata } from 'next'

import { CardGrid } from '@/components/Brand/CardGrid'
import { cards } from '@/components/Brand/content'
import { Icon } from '@/components/Brand/Icon'
import { Section } from '@/components/Brand/Section'
import { PageHero } from '@/components/PageHero/PageHero'
import { TabBar, type Tab } from '@/components/TabBar/TabBar.client'
import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'
import { getMessages, getT } from '@/i18n/server'
import { getSiteSettings } from '@/lib/data/site'
import { pageLocale, type LocaleParams } from '@/lib/site/params'
import { sitePageMetadata } from '@/lib/site/sitePageMetadata'

import styles from './place.module.css'
import { MAP_LABELS, PlaceMap, type MapLabels } from './_components/PlaceMap'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getT(locale, 'place')
  return sitePageMetadata({ locale, path: '/place', title: t('meta.title'), description: t('meta.description') })
}

/** The headquarters: address from site settings, a sketch map, directions and visiting notes. */
export default async function PlacePage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const [t, settings] = await Promise.all([getT(locale, 'place'), getSiteSettings(locale)])
  const m = getMessages(locale, 'place')
  const labels = Object.fromEntries(MAP_LABELS.map((key) => [key, t(`map.labels.${key}`)])) as MapLabels
  const mainLine = settings.customerService[0]
  // The page's sections as anchor tabs: the current one follows the reader (SPEC §2 tab bar).
  const sections: Tab[] = (
    [
      ['address', 'address.title'],
      ['directions', 'transport.title'],
      ['visiting', 'visit.title'],
    ] as const
  ).map(([hash, key]) => ({ label: t(key), to: { name: 'Place', hash } }))
  return (
    <>
      <Breadcrumbs locale={locale} trail={[{ name: t('meta.title'), path: '/place' }]} />
      <PageHero eyebrow={t('hero.eyebrow')} title={t('hero.title')} lead={t('hero.lead')} />
      <TabBar tabs={sections} label={t('sectionsLabel')} locale={locale} />
      <Section id="address" eyebrow={t('address.eyebrow')} title={t('address.title')}>
        <div className={styles.grid}>
          <figure className={styles.figure}>
            <PlaceMap title={t('map.title')} labels={labels} />
            <figcaption className={styles.caption}>
              <Icon name="pin" size={20} />
              {t('map.caption')}
            </figcaption>
          </figure>
          <dl className={styles.info}>
            <div>
              <dt>{t('address.company')}</dt>
              <dd>{settings.companyName}</dd>
            </div>
            <div>
              <dt>{t('address.address')}</dt>
              <dd>{settings.address}</dd>
            </div>
            {mainLine && (
              <div>
                <dt>{t('address.phone')}</dt>
                <dd>
                  <a href={`tel:${mainLine.phone.replace(/[^\d+]/g, '')}`}>{mainLine.phone}</a>
                </dd>
              </div>
            )}
            {settings.email && (
              <div>
                <dt>{t('address.email')}</dt>
                <dd className={styles.small}>
                  <a href={`mailto:${settings.email}`}>{settings.email}</a>
                </dd>
              </div>
            )}
          </dl>
        </div>
      </Section>
      <Section id="directions" tone="alt" eyebrow={t('transport.eyebrow')} title={t('transport.title')}>
        <CardGrid cards={cards(m, 'transport.items')} columns={4} />
      </Section>
      <Section id="visiting" eyebrow={t('visit.eyebrow')} title={t('visit.title')}>
        <CardGrid cards={cards(m, 'visit.items')} columns={3} />
      </Section>
    </>
  )
}
