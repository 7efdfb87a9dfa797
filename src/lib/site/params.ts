import { notFound } from 'next/navigation'

import { isLocale, type Locale } from '../../i18n/locales'
import { parseIdSegment } from '../ids'

export type LocaleParams = { params: Promise<{ locale: string }> }

/** The page's locale from its route params; anything else is a 404. */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return locale
}

/** A digits-only route parameter (SPEC §2): anything else is a 404. */
export function digitsParam(value: string | undefined): number {
  const id = parseIdSegment(value)
  if (id === null) notFound()
  return id
}
