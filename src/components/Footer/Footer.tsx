import Link from 'next/link'

import type { Locale } from '@/i18n/locales'
import { getT } from '@/i18n/server'
import { getRelatedSites, getSiteSettings } from '@/lib/data/site'
import { localePath } from '@/lib/site/paths'

import styles from './Footer.module.css'
import { RelatedSites } from './RelatedSites.client'
import { ScrollToTop } from './ScrollToTop.client'

const LINKS = [
  { key: 'policy', path: '/policy', strong: true },
  { key: 'place', path: '/place' },
  { key: 'notice', path: '/notice' },
  { key: 'ethics', path: '/information-center/consult' },
  { key: 'fonts', path: '/fonts' },
  { key: 'music', path: '/music' },
] as const

export async function Footer({ locale }: { locale: Locale }) {
  const [t, settings, sites] = await Promise.all([getT(locale), getSiteSettings(locale), getRelatedSites(locale)])
  return (
    <footer className={styles.footer} aria-label={t('footer.label')}>
      <div className={`container ${styles.inner}`}>
        <div className={styles.top}>
          <ul className={styles.links}>
            {LINKS.map((link) => (
              <li key={link.key}>
                {/* The privacy policy exists in Korean only (SPEC §1), so it always links there. */}
                <Link
                  href={link.key === 'policy' ? localePath('ko', link.path) : localePath(locale, link.path)}
                  className={'strong' in link ? styles.strong : undefined}
                  hrefLang={link.key === 'policy' ? 'ko' : undefined}
                >
                  {t(`footer.links.${link.key}`)}
                </Link>
              </li>
            ))}
          </ul>
          <RelatedSites label={t('footer.related')} sites={sites} />
        </div>
        <dl className={styles.facts}>
          <div>
            <dt>{t('footer.company')}</dt>
            <dd>{settings.companyName}</dd>
          </div>
          <div>
            <dt>{t('footer.ceo')}</dt>
            <dd>{settings.ceo}</dd>
          </div>
          <div>
            <dt>{t('footer.businessNumber')}</dt>
            <dd>{settings.businessRegistrationNumber}</dd>
          </div>
          <div>
            <dt>{t('footer.address')}</dt>
            <dd>{settings.address}</dd>
          </div>
          {settings.customerService.map((line) => (
            <div key={line.phone}>
              <dt>{line.label}</dt>
              <dd>
                <a href={`tel:${line.phone}`}>{line.phone}</a> · {line.hours}
              </dd>
            </div>
          ))}
        </dl>
        <p className={styles.copy}>
          {t('footer.copyright', { year: new Date().getFullYear(), name: settings.companyName })}
        </p>
      </div>
      <ScrollToTop label={t('header.toTop')} />
    </footer>
  )
}
