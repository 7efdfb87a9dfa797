import type { Metadata } from 'next'

import { pageLocale } from '@/lib/site/params'

import { policyMetadata, PolicyView, type PolicyParams } from '../../../_components/PolicyView'

/** Rendered on first visit, then cached until a policy is published (tag `collection:policies`). */
export function generateStaticParams() {
  return []
}

export async function generateMetadata({ params }: PolicyParams): Promise<Metadata> {
  const locale = await pageLocale(params)
  return policyMetadata(locale, (await params).id)
}

/** The legacy address of the privacy policy: the same page as `/policy/{id}`. */
export default async function PersonalInformationPage({ params }: PolicyParams) {
  const locale = await pageLocale(params)
  return <PolicyView locale={locale} idSegments={(await params).id} />
}
