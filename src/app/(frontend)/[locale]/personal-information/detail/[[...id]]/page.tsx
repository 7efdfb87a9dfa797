import type { Metadata } from 'next'

import { metadataOrNotFound } from '@/lib/site/notFoundPage'
import { pageLocale } from '@/lib/site/params'

import { policyMetadata, PolicyView, type PolicyParams } from '../../../_components/PolicyView'
import { renderOrNotFound } from '../../../_components/notFound'

/** Rendered on first visit, then cached until a policy is published (tag `collection:policies`). */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: PolicyParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  const { id } = await params
  return metadataOrNotFound(locale, () => policyMetadata(locale, id))
}

/** The legacy address of the privacy policy: the same page as `/policy/{id}`. */
export default async function PersonalInformationPage({ params }: PolicyParams) {
  const locale = await pageLocale(params)
  const { id } = await params
  return renderOrNotFound(locale, () => PolicyView({ locale, idSegments: id }))
}
