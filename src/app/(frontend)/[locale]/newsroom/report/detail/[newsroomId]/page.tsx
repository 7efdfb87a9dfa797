import type { Metadata } from 'next'

import { NewsroomDetailPage, newsroomDetailMetadata, type DetailParams } from '../../../_components/NewsroomDetailPage'
import { renderOrNotFound } from '../../../../_components/notFound'
import { metadataOrNotFound } from '@/lib/site/notFoundPage'
import { digitsParam, pageLocale } from '@/lib/site/params'

/** Rendered on first visit, then cached until the item changes (tags). */
export const dynamicParams = true
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: DetailParams): Promise<Metadata> {
  const [locale, { newsroomId }] = await Promise.all([pageLocale(params), params])
  return metadataOrNotFound(locale, () => newsroomDetailMetadata('pressRelease', locale, digitsParam(newsroomId)))
}

/** A press release: `/newsroom/report/detail/{id}` is SPEC §2's address and stays (see newsroomSegment). */
export default async function PressReleaseDetailPage({ params }: DetailParams) {
  const [locale, { newsroomId }] = await Promise.all([pageLocale(params), params])
  return renderOrNotFound(locale, () =>
    NewsroomDetailPage({ type: 'pressRelease', locale, id: digitsParam(newsroomId) }),
  )
}
