import type { Metadata } from 'next'

import { PageHero } from '@/components/PageHero/PageHero'
import { I18nProvider } from '@/i18n/client'
import type { Locale } from '@/i18n/locales'
import { getMessages, getT } from '@/i18n/server'
import { writingFirstPage } from '@/lib/data/publicPages'
import { sitePageMetadata } from '@/lib/site/sitePageMetadata'

import { loadCategory } from './categories'
import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'
import { CategoryTabs } from '@/components/Together/CategoryTabs'
import styles from '@/components/Together/CategoryTabs.module.css'
import { TogetherBoard } from '@/components/Together/TogetherBoard.client'

export async function togetherMetadata(locale: Locale, seq: number): Promise<Metadata> {
  const [t, { current }] = await Promise.all([getT(locale, 'together'), loadCategory(locale, seq)])
  const title = seq === 0 ? t('title') : `${current.name} · ${t('title')}`
  return sitePageMetadata({
    locale,
    path: `/sustainability/together/${seq}`,
    title,
    description: current.explanation || t('lead'),
  })
}

/** "Growing together": category links, then the category's posts (static page 1). */
export async function TogetherPage({ locale, category }: { locale: Locale; category: number }) {
  const [t, { categories, current }, page] = await Promise.all([
    getT(locale, 'together'),
    loadCategory(locale, category),
    writingFirstPage(locale, category),
  ])
  return (
    <>
      <Breadcrumbs
        locale={locale}
        menuPath="/sustainability/together/0"
        trail={category ? [{ name: current.name, path: `/sustainability/together/${category}` }] : []}
      />
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
      <div className="container">
        <CategoryTabs locale={locale} categories={categories} current={category} label={t('categories')} />
        {current.explanation && <p className={styles.explanation}>{current.explanation}</p>}
        <I18nProvider locale={locale} messages={{ together: getMessages(locale, 'together') }}>
          <TogetherBoard
            key={category}
            locale={locale}
            category={category}
            categoryName={current.name}
            initial={page}
          />
        </I18nProvider>
      </div>
    </>
  )
}
