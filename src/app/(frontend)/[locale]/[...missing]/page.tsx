import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { isLocale } from '@/i18n/locales'
import { getT } from '@/i18n/server'

type Props = { params: Promise<{ locale: string }> }

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  const t = await getT(locale)
  return { title: t('errors.notFound.title'), robots: { index: false } }
}

/**
 * Any path no route claims. Without this page Next answers unmatched URLs with its bare error
 * shell (the site has one root layout per locale, so it cannot pick one): no header, no `lang`,
 * nothing readable until the scripts run. Matching them here renders the locale's not-found page
 * inside its layout, on the server, with status 404. Named routes always win over a catch-all.
 */
export default function UnknownPath() {
  notFound()
}
