import type { Metadata } from 'next'

import { FontCard } from '@/components/Library/FontCard'
import { LicenseBar } from '@/components/Library/LicenseBar'
import { PageHero } from '@/components/PageHero/PageHero'
import { SectionTabs } from '@/components/SectionTabs'
import { getT } from '@/i18n/server'
import { getFonts } from '@/lib/data/library'
import { getSiteSettings } from '@/lib/data/site'
import { pageLocale, type LocaleParams } from '@/lib/site/params'
import { localePath } from '@/lib/site/paths'
import { sitePageMetadata } from '@/lib/site/sitePageMetadata'

import styles from '@/components/Library/library.module.css'
import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getT(locale, 'library')
  return sitePageMetadata({ locale, path: '/fonts', title: t('fonts.title'), description: t('fonts.metaDescription') })
}

/** The free fonts: preview, names, release label, description and archive of each. */
export default async function FontsPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const [t, fonts, settings] = await Promise.all([getT(locale, 'library'), getFonts(locale), getSiteSettings(locale)])
  return (
    <>
      <Breadcrumbs locale={locale} menuPath="/fonts" />
      <SectionTabs locale={locale} section="library" />
      <PageHero eyebrow={t('fonts.eyebrow')} title={t('fonts.title')} lead={t('fonts.lead')} />
      <div className={`container ${styles.page}`}>
        <LicenseBar
          summary={t('fonts.licenseSummary')}
          licenseHref={localePath(locale, '/fonts/license')}
          licenseLabel={t('fonts.licenseLink')}
          share={{
            title: t('fonts.shareTitle'),
            description: t('fonts.metaDescription'),
            type: 'fonts',
            image: settings.shareImage,
          }}
        />
        <section aria-labelledby="fonts-list">
          <div className={styles.sectionHead}>
            <h2 id="fonts-list" className={styles.sectionTitle}>
              {t('fonts.listTitle')}
            </h2>
            <p className={styles.count}>{t('fonts.count', { count: fonts.length })}</p>
          </div>
          <ul className={styles.grid}>
            {fonts.map((font) => (
              <li key={font.id}>
                <FontCard
                  font={font}
                  labels={{
                    download: t('fonts.download'),
                    downloadLabel: t('fonts.downloadLabel', { name: font.name }),
                    unavailable: t('fonts.unavailable'),
                  }}
                />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  )
}
