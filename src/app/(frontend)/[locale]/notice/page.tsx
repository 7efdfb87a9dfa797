import type { Metadata } from 'next'

import { NoticeBoard } from '@/components/Notice/NoticeBoard.client'
import { PageHero } from '@/components/PageHero/PageHero'
import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'
import { I18nProvider } from '@/i18n/client'
import { getMessages, getT } from '@/i18n/server'
import { noticeFirstPage } from '@/lib/data/publicPages'
import { pageLocale, type LocaleParams } from '@/lib/site/params'
import { sitePageMetadata } from '@/lib/site/sitePageMetadata'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const t = await getT(locale, 'notice')
  return sitePageMetadata({ locale, path: '/notice', title: t('title'), description: t('lead') })
}

/** Notices: static page 1 (pinned first), later pages in the browser. */
export default async function NoticePage({ params }: LocaleParams) {
  const locale = await pageLocale(params)
  const [t, page] = await Promise.all([getT(locale, 'notice'), noticeFirstPage(locale)])
  return (
    <>
      <Breadcrumbs locale={locale} menuPath="/notice" />
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="container">
        <I18nProvider locale={locale} messages={{ notice: getMessages(locale, 'notice') }}>
          <NoticeBoard locale={locale} initial={page} />
        </I18nProvider>
      </div>
    </>
  )
}
