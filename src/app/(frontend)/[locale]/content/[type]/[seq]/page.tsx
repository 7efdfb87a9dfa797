import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'

import { contentTypeOfSegment } from '@/lib/data/types'
import { getContentTarget } from '@/lib/data/contentTarget'
import { metadataOrNotFound } from '@/lib/site/notFoundPage'
import { digitsParam, pageLocale } from '@/lib/site/params'
import { localePath } from '@/lib/site/paths'

import { renderOrNotFound } from '../../../_components/notFound'

/**
 * Rendered per request: a cached (ISR) redirect to an external URL is replayed by Next with a
 * doubled Location header. The lookup itself is still cached and tagged (getContentTarget).
 */
export const dynamic = 'force-dynamic'

type Props = { params: Promise<{ locale: string; type: string; seq: string }> }

/**
 * The generic content route of SPEC §2, `/content/{type}/{seq}` (its `type` the segment of
 * `contentSegment`: `report` for a press release): the address the share widget
 * hands out. It forwards to the item's canonical page in the visitor's language (the proxy has
 * already applied `?lang=KR|EN`), or to a media report's article; unknown items are a 404.
 */
export default async function ContentRedirect({ params }: Props) {
  const locale = await pageLocale(params)
  return renderOrNotFound(locale, async () => {
    const target = await findTarget(params)
    redirect('external' in target ? target.external : localePath(locale, target.path))
  })
}

/** Only an unknown item reaches the head: its not-found title (a known one redirects first). */
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return metadataOrNotFound(await pageLocale(params), async () => (await findTarget(params), {}))
}

async function findTarget(params: Props['params']) {
  const { type: segment, seq } = await params
  const type = contentTypeOfSegment(segment)
  if (!type) notFound()
  const target = await getContentTarget(type, digitsParam(seq))
  if (!target) notFound()
  return target
}
