import type { Metadata } from 'next'

import { NotFoundView } from '@/components/ErrorView/NotFoundView'
import { notFoundMetadata } from '@/lib/site/notFoundPage'
import { pageLocale, type LocaleParams } from '@/lib/site/params'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return notFoundMetadata(await pageLocale(params))
}

/** SPEC §2 names /notfound: it shows the not-found page, with the honest 404 status. */
export default async function NotFoundRoute({ params }: LocaleParams) {
  return <NotFoundView locale={await pageLocale(params)} />
}
