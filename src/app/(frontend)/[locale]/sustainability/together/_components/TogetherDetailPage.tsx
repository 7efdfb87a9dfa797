import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ArticleDetail } from '@/components/Article/ArticleDetail'
import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'
import type { Locale } from '@/i18n/locales'
import { getT } from '@/i18n/server'
import { writingDetail } from '@/lib/data/publicPages'
import { localePath } from '@/lib/site/paths'
import { sitePageMetadata } from '@/lib/site/sitePageMetadata'

import { loadCategory } from './categories'

type Args = { locale: Locale; category: number; id: number }

async function load({ locale, category, id }: Args) {
  const [doc, { categories }] = await Promise.all([writingDetail(locale, id, category), loadCategory(locale, category)])
  if (!doc) notFound()
  // The eyebrow names the post's own category, even when it is browsed under "All".
  const own = categories.find((c) => c.seq === doc.category)
  return { card: doc, html: doc.html, prev: doc.prev, next: doc.next, categoryName: own?.name }
}

export async function togetherDetailMetadata(args: Args): Promise<Metadata> {
  const { card } = await load(args)
  return sitePageMetadata({
    locale: args.locale,
    path: `/sustainability/together/${args.category}/detail/${args.id}`,
    title: card.title,
    shareTitle: card.share.title,
    description: card.share.description || card.summary || undefined,
    image: card.share.image ?? card.image,
  })
}

/** One "together" post; prev/next stay within the category the visitor browses. */
export async function TogetherDetailPage(args: Args) {
  const { locale, category } = args
  const [t, tc, { card, html, prev, next, categoryName }] = await Promise.all([
    getT(locale, 'together'),
    getT(locale),
    load(args),
  ])
  return (
    <>
      <Breadcrumbs
        locale={locale}
        menuPath="/sustainability/together/0"
        trail={[{ name: card.title, path: `/sustainability/together/${category}/detail/${args.id}` }]}
      />
      <ArticleDetail
        eyebrow={categoryName ? `${t('title')} · ${categoryName}` : t('title')}
        title={card.title}
        subtitle={card.summary}
        share={{
          type: 'writing',
          seq: args.id,
          image: card.share.image ?? card.image,
          title: card.share.title,
          description: card.share.description,
        }}
        date={card.date}
        html={html}
        prev={prev}
        next={next}
        hrefOf={(seq) => localePath(locale, `/sustainability/together/${category}/detail/${seq}`)}
        listHref={localePath(locale, `/sustainability/together/${category}`)}
        labels={{
          prev: tc('list.prev'),
          next: tc('list.next'),
          toList: tc('list.toList'),
          date: t('detail.date'),
          neighbours: t('detail.neighbours'),
        }}
      />
    </>
  )
}
