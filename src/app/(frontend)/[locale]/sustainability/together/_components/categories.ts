import 'server-only'

import { notFound } from 'next/navigation'

import type { Locale } from '@/i18n/locales'
import { writingCategories } from '@/lib/data/publicPages'

import { toCategory } from '@/components/Together/category'

/**
 * The categories in the locale and the requested one; an unknown category is a 404. Kept apart
 * from the list page so the detail page does not pull the list's client code into its bundle.
 */
export async function loadCategory(locale: Locale, seq: number) {
  const categories = (await writingCategories()).map((c) => toCategory(c, locale))
  const current = categories.find((c) => c.seq === seq)
  if (!current) notFound()
  return { categories, current }
}
