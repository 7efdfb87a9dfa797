import type { Metadata } from 'next'

import { NewsroomSearch } from '@/components/Newsroom/NewsroomSearch.client'
import { PageHero } from '@/components/PageHero/PageHero'
import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'
import { WebSiteJsonLd } from '@/components/StructuredData/SiteJsonLd'
import { I18nProvider } from '@/i18n/client'
import { getMessages, getT } from '@/i18n/server'
import { pageLocale, type LocaleParams } from '@/lib/site/params'
import { pageMetadata } from '@/lib/site/seo'

/** The one dynamic public route: results depend on the query string (and it is not in the sitemap). */
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getT(locale, 'newsroom')
  return {
    ...pageMetadata({ locale, path: '/newsroom/search', title: t('search.title'), description: t('search.lead') }),
    robots: { index: false, follow: true },
  }
}

export default async function NewsroomSearchPage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const t = await getT(locale, 'newsroom')
  return (
    <>
      <WebSiteJsonLd locale={locale} />
      <Breadcrumbs locale={locale} menuPath="/newsroom/search" />
      <PageHero eyebrow={t('eyebrow')} title={t('search.title')} lead={t('search.lead')} />
      <div className="container">
        <I18nProvider locale={locale} messages={{ newsroom: getMessages(locale, 'newsroom') }}>
          <NewsroomSearch locale={locale} />
        </I18nProvider>
      </div>
    </>
  )
}
