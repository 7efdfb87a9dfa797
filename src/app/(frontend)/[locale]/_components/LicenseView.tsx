import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'
import type { Locale } from '@/i18n/locales'
import { getMessages, getT } from '@/i18n/server'
import { getSiteSettings } from '@/lib/data/site'

import styles from './LicenseView.module.css'
import { latinTextLang } from '@/lib/site/textLanguage'

type Section = { title: string; items: string[] }

/** The popup licence page of the fonts or the music: terms by section and the customer-service contact. */
export async function LicenseView({ locale, kind }: { locale: Locale; kind: 'fonts' | 'music' }) {
  const [t, settings] = await Promise.all([getT(locale, 'library'), getSiteSettings(locale)])
  const license = getMessages(locale, 'library').license as { [k in 'fonts' | 'music']: { sections: Section[] } }
  const mainLine = settings.customerService[0]
  return (
    <>
      <Breadcrumbs
        locale={locale}
        menuPath={`/${kind}`}
        trail={[{ name: t(`license.${kind}.title`), path: `/${kind}/license` }]}
      />
      <article className={`container ${styles.license}`} aria-labelledby="license-title">
        <header className={styles.head}>
          <p className={styles.eyebrow} lang={latinTextLang(t('license.eyebrow'))}>
            {t('license.eyebrow')}
          </p>
          <h1 id="license-title" className={styles.title}>
            {t(`license.${kind}.title`)}
          </h1>
          <p className={styles.lead}>{t(`license.${kind}.lead`)}</p>
        </header>
        <ol className={styles.sections}>
          {license[kind].sections.map((section) => (
            <li key={section.title} className={styles.section}>
              <h2 className={styles.sectionTitle}>{section.title}</h2>
              <ul className={styles.items}>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
        <section className={styles.contact} aria-labelledby="license-contact">
          <h2 id="license-contact" className={styles.sectionTitle}>
            {t('license.contactTitle')}
          </h2>
          <p>{t('license.contactBody')}</p>
          <dl className={styles.facts}>
            {mainLine && (
              <div>
                <dt>{t('license.phone')}</dt>
                <dd>
                  <a href={`tel:${mainLine.phone.replace(/[^\d+]/g, '')}`}>{mainLine.phone}</a>
                  <span className={styles.hours}>
                    {mainLine.label} · {mainLine.hours}
                  </span>
                </dd>
              </div>
            )}
            {settings.email && (
              <div>
                <dt>{t('license.email')}</dt>
                <dd>
                  <a href={`mailto:${settings.email}`}>{settings.email}</a>
                </dd>
              </div>
            )}
          </dl>
        </section>
      </article>
    </>
  )
}
