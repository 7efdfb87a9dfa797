import type { Metadata } from 'next'

import { NotFoundView } from '@/components/ErrorView/NotFoundView'
import { notFoundMetadata } from '@/lib/site/notFoundPage'
import { pageLocale, type LocaleParams } from '@/lib/site/params'

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  return notFoundMetadata(await pageLocale(params))
}

/**
 * Any path no route claims: the locale's not-found page inside its layout, drawn on the server
 * and sent as 404 (SPEC §2, §8; src/lib/site/notFoundPage.ts says why not through notFound()).
 */
export default async function CatchAll({ params }: LocaleParams) {
  return <NotFoundView locale={await pageLocale(params)} />
}
