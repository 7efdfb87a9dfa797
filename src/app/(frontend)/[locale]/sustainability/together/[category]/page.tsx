import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { TogetherPage, togetherMetadata } from '../_components/TogetherPage'
import { parseCategory } from '@/components/Together/category'
import { renderOrNotFound } from '../../../_components/notFound'
import { metadataOrNotFound } from '@/lib/site/notFoundPage'
import { pageLocale } from '@/lib/site/params'

type Props = { params: Promise<{ locale: string; category: string }> }

/** Rendered on first visit, then cached until a post or category changes (tags). */
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

async function resolve(params: Props['params']) {
  const [locale, { category }] = await Promise.all([pageLocale(params), params])
  const seq = parseCategory(category)
  if (seq === null) notFound()
  return { locale, seq }
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadataOrNotFound(await pageLocale(params), async () => {
    const { locale, seq } = await resolve(params)
    return togetherMetadata(locale, seq)
  })
}

export default async function TogetherCategoryPage({ params }: Props) {
  return renderOrNotFound(await pageLocale(params), async () => {
    const { locale, seq } = await resolve(params)
    return TogetherPage({ locale, category: seq })
  })
}
