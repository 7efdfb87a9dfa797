import type { Metadata } from 'next'

import { AnchorNav } from '@/components/AnchorNav/AnchorNav.client'
import { PageHero } from '@/components/PageHero/PageHero'
import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'
import { getT } from '@/i18n/server'
import { getHistory } from '@/lib/data/site'
import { pageLocale, type LocaleParams } from '@/lib/site/params'
import { sitePageMetadata } from '@/lib/site/sitePageMetadata'

import styles from './history.module.css'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getT(locale, 'company')
  return sitePageMetadata({
    locale,
    path: '/company/history',
    title: t('history.title'),
    description: t('history.lead'),
  })
}

/** The 2010–2025 timeline from the History global: a yearly summary and monthly goals. */
export default async function HistoryPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const [t, years] = await Promise.all([getT(locale, 'company'), getHistory(locale)])
  const newestFirst = [...years].reverse()
  const monthName = new Intl.DateTimeFormat(locale, { month: 'short' })
  return (
    <>
      <Breadcrumbs locale={locale} menuPath="/company/history" />
      <PageHero eyebrow={t('history.eyebrow')} title={t('history.title')} lead={t('history.lead')} />
      <div className={`container ${styles.layout}`}>
        <AnchorNav
          label={t('history.yearNav')}
          anchors={newestFirst.map((y) => ({ id: `year-${y.year}`, label: String(y.year) }))}
        />
        <ol className={styles.timeline}>
          {newestFirst.map((year) => (
            <li key={year.year} id={`year-${year.year}`} tabIndex={-1} className={styles.year}>
              <h2 className={styles.yearTitle}>{year.year}</h2>
              <p className={styles.summary}>{year.summary}</p>
              <ul className={styles.months}>
                {year.months.map((m) => (
                  <li key={`${m.month}-${m.goal}`}>
                    <span className={styles.month}>{monthName.format(new Date(2020, m.month - 1, 1))}</span>
                    <div>
                      <h3 className={styles.goal}>{m.goal}</h3>
                      {m.goalDetail && <p className={styles.detail}>{m.goalDetail}</p>}
                    </div>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      </div>
    </>
  )
}
