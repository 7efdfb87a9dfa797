import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import type { Locale } from '@/i18n/locales'
import { getT } from '@/i18n/server'
import { getSiteSettings } from '@/lib/data/site'
import { newsroomDetail } from '@/lib/data/publicPages'
import { newsroomSegment, type NewsroomType } from '@/lib/data/types'
import { localePath } from '@/lib/site/paths'
import { siteUrl } from '@/lib/site/seo'
import { sitePageMetadata } from '@/lib/site/sitePageMetadata'
import { newsArticleLd } from '@/lib/structuredData/schemas'

import { ArticleDetail } from '@/components/Article/ArticleDetail'
import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'
import { JsonLd } from '@/components/StructuredData/JsonLd'

/** The newsroom types with detail pages: media reports link to the outlet instead. */
export type DetailType = Exclude<NewsroomType, 'media'>

export type DetailParams = { params: Promise<{ locale: string; newsroomId: string }> }

async function load(type: DetailType, locale: Locale, id: number) {
  const doc = await newsroomDetail(type, locale, id)
  if (!doc) notFound()
  return { card: doc, html: doc.html, prev: doc.prev, next: doc.next }
}

export async function newsroomDetailMetadata(type: DetailType, locale: Locale, id: number): Promise<Metadata> {
  const { card } = await load(type, locale, id)
  return sitePageMetadata({
    locale,
    path: `/newsroom/${newsroomSegment[type]}/detail/${id}`,
    title: card.title,
    shareTitle: card.share.title,
    description: card.share.description || card.subtitle || undefined,
    image: card.share.image ?? card.image,
  })
}

/** A press release or fact check: title block, body, neighbours and the way back to its list. */
export async function NewsroomDetailPage({ type, locale, id }: { type: DetailType; locale: Locale; id: number }) {
  const [t, tc, { card, html, prev, next }, settings] = await Promise.all([
    getT(locale, 'newsroom'),
    getT(locale),
    load(type, locale, id),
    getSiteSettings(locale),
  ])
  const list = `/newsroom/${newsroomSegment[type]}`
  const path = `${list}/detail/${id}`
  const article = newsArticleLd({
    origin: siteUrl(),
    locale,
    path,
    headline: card.title,
    description: card.subtitle || undefined,
    datePublished: card.date,
    dateModified: card.modified,
    image: card.image,
    section: t(`${type}.title`),
    publisherName: settings.companyName,
  })
  return (
    <>
      <JsonLd data={article} />
      <Breadcrumbs locale={locale} menuPath={list} trail={[{ name: card.title, path }]} />
      <ArticleDetail
        eyebrow={t(`${type}.title`)}
        title={card.title}
        subtitle={card.subtitle}
        date={card.date}
        source={card.source}
        html={html}
        prev={prev}
        next={next}
        hrefOf={(seq) => localePath(locale, `${list}/detail/${seq}`)}
        listHref={localePath(locale, list)}
        searchHref={localePath(locale, '/newsroom/search')}
        share={{
          type,
          seq: id,
          image: card.share.image ?? card.image,
          title: card.share.title,
          description: card.share.description,
        }}
        labels={{
          prev: tc('list.prev'),
          next: tc('list.next'),
          toList: tc('list.toList'),
          source: t('detail.source'),
          date: t('detail.date'),
          neighbours: t('detail.neighbours'),
        }}
      />
    </>
  )
}
