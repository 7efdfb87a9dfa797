import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { TogetherDetailPage, togetherDetailMetadata } from '../../../_components/TogetherDetailPage'
import { parseCategory } from '@/components/Together/category'
import { renderOrNotFound } from '../../../../../_components/notFound'
import { metadataOrNotFound } from '@/lib/site/notFoundPage'
import { digitsParam, pageLocale } from '@/lib/site/params'

type Props = { params: Promise<{ locale: string; category: string; writingId: string }> }

/** Rendered on first visit, then cached until the post changes (tags). */
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

async function resolve(params: Props['params']) {
  const [locale, { category, writingId }] = await Promise.all([pageLocale(params), params])
  const seq = parseCategory(category)
  if (seq === null) notFound()
  return { locale, category: seq, id: digitsParam(writingId) }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadataOrNotFound(await pageLocale(params), async () => togetherDetailMetadata(await resolve(params)))
}

export default async function WritingDetailPage({ params }: Props) {
  return renderOrNotFound(await pageLocale(params), async () => TogetherDetailPage(await resolve(params)))
}
