import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { ArticleDetail } from '@/components/Article/ArticleDetail'
import { Breadcrumbs } from '@/components/StructuredData/Breadcrumbs'
import type { Locale } from '@/i18n/locales'
import { getT } from '@/i18n/server'
import { noticeDetail } from '@/lib/data/publicPages'
import { metadataOrNotFound } from '@/lib/site/notFoundPage'
import { digitsParam, pageLocale } from '@/lib/site/params'
import { localePath } from '@/lib/site/paths'
import { sitePageMetadata } from '@/lib/site/sitePageMetadata'

import { renderOrNotFound } from '../../../_components/notFound'

type Props = { params: Promise<{ locale: string; noticeId: string }> }

/** Rendered on first visit, then cached until a notice changes (tags). */
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

async function load(
  params: Props['params'],
): Promise<{ locale: Locale; id: number; doc: NonNullable<Awaited<ReturnType<typeof noticeDetail>>> }> {
  const [locale, { noticeId }] = await Promise.all([pageLocale(params), params])
  const id = digitsParam(noticeId)
  const doc = await noticeDetail(locale, id)
  if (!doc) notFound()
  return { locale, id, doc }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadataOrNotFound(await pageLocale(params), async () => {
    const { locale, id, doc } = await load(params)
    const t = await getT(locale, 'notice')
    return sitePageMetadata({
      locale,
      path: `/notice/detail/${id}`,
      title: doc.title,
      shareTitle: doc.share.title,
      description: doc.share.description || t('lead'),
      image: doc.share.image,
    })
  })
}

export default async function NoticeDetailPage({ params }: Props) {
  return renderOrNotFound(await pageLocale(params), () => NoticeDetail(params))
}

async function NoticeDetail(params: Props['params']) {
  const { locale, doc } = await load(params)
  const [t, tc] = await Promise.all([getT(locale, 'notice'), getT(locale)])
  return (
    <>
      <Breadcrumbs
        locale={locale}
        menuPath="/notice"
        trail={[{ name: doc.title, path: `/notice/detail/${doc.seq}` }]}
      />
      <ArticleDetail
        eyebrow={t('title')}
        title={doc.title}
        date={doc.date}
        share={{
          type: 'notice',
          seq: doc.seq,
          image: doc.share.image,
          title: doc.share.title,
          description: doc.share.description,
        }}
        html={doc.html}
        prev={doc.prev}
        next={doc.next}
        hrefOf={(seq) => localePath(locale, `/notice/detail/${seq}`)}
        listHref={localePath(locale, '/notice')}
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
