import 'pretendard/dist/web/variable/pretendardvariable-dynamic-subset.css'
import './globals.css'

import type { Metadata, Viewport } from 'next'
import { notFound } from 'next/navigation'
import type { ReactNode } from 'react'

import { Tracker } from '@/components/Analytics/Tracker.client'
import { Feedback } from '@/components/feedback/Feedback.client'
import { Footer } from '@/components/Footer/Footer'
import { Header } from '@/components/Header/Header'
import { LanguagePreference } from '@/components/LanguagePreference.client'
import { DraftPreview } from '@/components/Preview/DraftPreview.client'
import { I18nProvider } from '@/i18n/client'
import { isLocale, locales } from '@/i18n/locales'
import { resources } from '@/i18n/resources'
import { getT } from '@/i18n/server'
import { draftViewer } from '@/lib/data/draftViewer'
import { siteUrl } from '@/lib/site/seo'

type Props = { children: ReactNode; params: Promise<{ locale: string }> }

// No `dynamicParams = false` here: Next 16 applies a layout's setting to every nested dynamic
// segment, which turned the on-demand detail pages (/notice/detail/12…) into 404s. Unknown
// locales are still a 404 (the check below), and the proxy only ever rewrites to ko or en.
export function generateStaticParams() {
  return locales.map((locale) => ({ locale }))
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getT(locale)
  return {
    metadataBase: new URL(siteUrl()),
    title: { default: t('brand.title'), template: `%s | ${t('brand.title')}` },
    description: t('brand.description'),
    applicationName: t('brand.name'),
    icons: { icon: `/favicon/${locale}.svg` },
  }
}

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#12b886' }

export default async function LocaleLayout({ children, params }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  // Never for visitors: only an editor who opened the admin's preview is a draft viewer.
  const [t, previewing] = await Promise.all([getT(locale), draftViewer()])
  return (
    <html lang={locale}>
      <body>
        <I18nProvider locale={locale} messages={{ common: resources[locale].common }}>
          {previewing && <DraftPreview notice={t('preview.notice')} leave={t('preview.leave')} />}
          <a className="skip-link" href="#main">
            {t('header.skip')}
          </a>
          <LanguagePreference locale={locale} />
          <Header locale={locale} />
          <main id="main" tabIndex={-1}>
            {children}
          </main>
          <Footer locale={locale} />
          <Feedback />
          {/* An editor's preview is not a visit: nothing is counted while drafts are shown. */}
          {!previewing && <Tracker />}
        </I18nProvider>
      </body>
    </html>
  )
}
