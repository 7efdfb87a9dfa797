import type { Metadata } from 'next'
import Link from 'next/link'

import { PageHero } from '@/components/PageHero/PageHero'
import { ReportStatus } from '@/components/ReportStatus/ReportStatus.client'
import styles from '@/components/ReportStatus/ReportStatus.module.css'
import { I18nProvider } from '@/i18n/client'
import type { Locale } from '@/i18n/locales'
import type { Messages } from '@/i18n/resources'
import { getMessages, getT } from '@/i18n/server'
import { reportLimits } from '@/lib/forms/report'
import { pageLocale, type LocaleParams } from '@/lib/site/params'
import { localePath } from '@/lib/site/paths'
import { pageMetadata } from '@/lib/site/seo'

import { GuideLayout } from '@/components/Guide/Guide'

// Rendered per request: Next then answers `Cache-Control: no-store` (private, never kept by a
// proxy), and next.config adds `Referrer-Policy: no-referrer` (src/lib/site/privatePages.ts).
export const dynamic = 'force-dynamic'

const PATH = '/information-center/status'

/** A private utility page: out of search engines and out of the sitemap. */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getT(locale, 'status')
  return {
    ...pageMetadata({ locale, path: PATH, title: t('title'), description: t('metaDescription') }),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  }
}

/** What the browser needs: the page's texts but the server's, and the forms' shared texts. */
function clientMessages(locale: Locale): Record<string, Messages> {
  const status = Object.fromEntries(Object.entries(getMessages(locale, 'status')).filter(([key]) => key !== 'server'))
  const forms = getMessages(locale, 'forms')
  return { status, forms: { validation: forms.validation, form: forms.form, file: forms.file } as Messages }
}

/** The reporter's follow-up on a case: case number and password, then the case, its replies and a box to add information. */
export default async function ReportStatusPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const [t, info] = await Promise.all([getT(locale, 'status'), getT(locale, 'info')])
  const items = (getMessages(locale, 'status').aside as { items: string[] }).items
  const limits = { caseNumber: 40, secret: reportLimits.passwordMax, message: reportLimits.message }
  return (
    <>
      <PageHero eyebrow={info('eyebrow')} title={t('title')} lead={t('lead')} />
      <GuideLayout
        aside={
          <div className={styles.aside}>
            <h2>{t('aside.title')}</h2>
            <ul>
              {items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
            <p className={styles.note}>
              {t('aside.new')}{' '}
              <Link href={localePath(locale, '/information-center/consult')}>{info('tabs.consult')}</Link> ·{' '}
              <Link href={localePath(locale, '/information-center/report')}>{info('tabs.report')}</Link>
            </p>
          </div>
        }
      >
        <I18nProvider locale={locale} messages={clientMessages(locale)}>
          <ReportStatus limits={limits} />
        </I18nProvider>
      </GuideLayout>
    </>
  )
}
