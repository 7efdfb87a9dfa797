import type { Metadata } from 'next'

import { pageLocale, type LocaleParams } from '@/lib/site/params'

import { questionMetadata, QuestionView } from '../_components/QuestionView'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return questionMetadata(await pageLocale(params), 'partnership')
}

export default async function QuestionPartnershipPage({ params }: LocaleParams) {
  return <QuestionView locale={await pageLocale(params)} kind="partnership" />
}
