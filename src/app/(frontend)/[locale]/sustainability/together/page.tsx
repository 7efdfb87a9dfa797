import type { Metadata } from 'next'

import { TogetherPage, togetherMetadata } from './_components/TogetherPage'
import { pageLocale, type LocaleParams } from '@/lib/site/params'

/** `/sustainability/together` is category 0 (all), as SPEC §2's default says. */
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return togetherMetadata(await pageLocale(params), 0)
}

export default async function TogetherAllPage({ params }: LocaleParams) {
  return <TogetherPage locale={await pageLocale(params)} category={0} />
}
