import type { Locale } from '@/i18n/locales'
import { parseIdSegment } from '@/lib/ids'

import { num, str, strOrNull } from '../Paging/listTypes'

export type WritingCard = { seq: number; title: string; summary: string; image: string | null; date: string; category: number | null }

/** Reshapes a legacy writing (`writingSeq`, `writingTitle`, `writingSummary`, …). */
export function toWritingCard(item: Record<string, unknown>): WritingCard {
  return {
    seq: num(item.writingSeq),
    title: str(item.writingTitle),
    summary: str(item.writingSummary),
    image: strOrNull(item.writingImagePath),
    date: str(item.createDate),
    category: typeof item.categorySeq === 'number' ? item.categorySeq : null,
  }
}

export type Category = { seq: number; name: string; explanation: string }

type LegacyCategory = {
  categorySeq: number
  categoryKoreaName: string
  categoryEnglishName: string
  categoryKoreaExplanation: string
  categoryEnglishExplanation: string
}

/** A writing category named in the locale (SPEC §3 carries both languages side by side). */
export function toCategory(doc: LegacyCategory, locale: Locale): Category {
  return locale === 'en'
    ? { seq: doc.categorySeq, name: doc.categoryEnglishName, explanation: doc.categoryEnglishExplanation }
    : { seq: doc.categorySeq, name: doc.categoryKoreaName, explanation: doc.categoryKoreaExplanation }
}

/** The category route parameter: digits only (0 = all); anything else is null (a 404). */
export function parseCategory(raw: string | undefined): number | null {
  return parseIdSegment(raw, 0)
}
