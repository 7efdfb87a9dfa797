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
 * Any path no route claims: the locale's not-found page inside its layout, status 404 (SPEC §2).
 * Next 16.3+ sends every notFound() as its bare error shell and draws the page in the browser
 * (vercel/next.js#62228, fix pending in #98583): status, title and noindex are right for crawlers,
 * and visitors see the page once the scripts run.
 */
export default function CatchAll() {
  notFound()
}
