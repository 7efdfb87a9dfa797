import { notFound } from 'next/navigation'

import { isLocale, type Locale } from '../../i18n/locales'

export type LocaleParams = { params: Promise<{ locale: string }> }

/** The page's locale from its route params; anything else is a 404. */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  return locale
}

/** A digits-only route parameter (SPEC §2): anything else is a 404. */
export function digitsParam(value: string | undefined): number {
  if (!value || !/^\d{1,10}$/.test(value)) notFound()
  const n = Number(value)
  if (n < 1 || n > 2_147_483_647) notFound()
  return n
}
