import type { Metadata } from 'next'

import { PageHero } from '@/components/PageHero/PageHero'
import { I18nProvider } from '@/i18n/client'
import type { Locale } from '@/i18n/locales'
import { getMessages, getT } from '@/i18n/server'
import { newsroomFirstPage } from '@/lib/data/publicPages'
import { newsroomSegment, type NewsroomType } from '@/lib/data/types'
import { newsroomFeedAlternates } from '@/lib/feeds/newsroomRss'
import { sitePageMetadata } from '@/lib/site/sitePageMetadata'

import { NewsroomBoard } from '@/components/Newsroom/NewsroomBoard.client'
import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'

/** Title, description and share image of a newsroom list page. */
export async function newsroomListMetadata(locale: Locale, type: NewsroomType): Promise<Metadata> {
  const t = await getT(locale, 'newsroom')
  const meta = await sitePageMetadata({
    locale,
    path: `/newsroom/${newsroomSegment[type]}`,
    title: t(`${type}.title`),
    description: t(`${type}.lead`),
  })
  // The newsroom's RSS feed in this language is announced on every list page.
  return { ...meta, alternates: { ...meta.alternates, types: newsroomFeedAlternates(locale) } }
}

/** A newsroom list page: static page 1 from the CMS, later pages in the browser. */
export async function NewsroomListPage({ locale, type }: { locale: Locale; type: NewsroomType }) {
  const [t, initial] = await Promise.all([getT(locale, 'newsroom'), newsroomFirstPage(type, locale)])
  return (
    <>
      <Breadcrumbs locale={locale} menuPath={`/newsroom/${newsroomSegment[type]}`} />
      <PageHero eyebrow={t('eyebrow')} title={t(`${type}.title`)} lead={t(`${type}.lead`)} />
      <div className="container">
        <I18nProvider locale={locale} messages={{ newsroom: getMessages(locale, 'newsroom') }}>
          <NewsroomBoard type={type} locale={locale} initial={initial} />
        </I18nProvider>
      </div>
    </>
  )
}
