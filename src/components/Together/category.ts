import type { Locale } from '@/i18n/locales'
import { parseIdSegment } from '@/lib/ids'
import type { WritingCategoryItem } from '@/lib/data/types'

export type Category = { seq: number; name: string; explanation: string }

type BothLanguages = Pick<
  WritingCategoryItem,
  'seq' | 'koreaName' | 'englishName' | 'koreaExplanation' | 'englishExplanation'
>

/** A writing category named in the locale (the category carries both languages side by side). */
export function toCategory(item: BothLanguages, locale: Locale): Category {
  return locale === 'en'
    ? { seq: item.seq, name: item.englishName, explanation: item.englishExplanation }
    : { seq: item.seq, name: item.koreaName, explanation: item.koreaExplanation }
}

/** The category route parameter: digits only (0 = all); anything else is null (a 404). */
export function parseCategory(raw: string | undefined): number | null {
  return parseIdSegment(raw, 0)
}
