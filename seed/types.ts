import type { BannerArt } from './assets/images'
import type { Block } from './richText'

/** Shapes of the seed's content files. Dates are `YYYY-MM-DD` (Korean calendar day). */

export type { Locale } from '../src/i18n/locales'
export type Bilingual<T> = { ko: T; en: T }

export type { NewsroomType } from '../src/lib/data/types'

/**
 * `hidden` items must never reach the public: `draft` is saved unpublished, `scheduled` is
 * published with a publish date far in the future.
 */
export type Visibility = 'public' | 'draft' | 'scheduled'

export type ArticleText = {
  title: string
  subtitle: string
  /** Defaults to the communications team. */
  source?: string
  body: Block[]
}

/** A press release or a fact check. */
export type ArticleSeed = {
  date: string
  visibility?: Visibility
  text: Bilingual<ArticleText>
}

export type MediaReportText = { title: string; summary: string; source: string }

export type MediaReportSeed = {
  date: string
  url: string
  text: Bilingual<MediaReportText>
}

export type NoticeSeed = {
  date: string
  pinned?: boolean
  visibility?: Visibility
  text: Bilingual<{ title: string; body: Block[] }>
}

export type WritingCategoryKey = 'environment' | 'partners' | 'riders' | 'people'

export type WritingCategorySeed = {
  key: WritingCategoryKey
  koreaName: string
  englishName: string
  koreaExplanation: string
  englishExplanation: string
  etcName: string
  etcExplanation: string
  order: number
}

export type WritingSeed = {
  date: string
  category: WritingCategoryKey
  text: Bilingual<{ title: string; summary: string; body: Block[] }>
}

export type FontSeed = {
  shortName: string
  /** Year and month of release, shown as "2014년 3월 출시" / "Released March 2014". */
  released: { year: number; month: number }
  name: Bilingual<string>
  description: Bilingual<string>
  /** Preview colours: background gradient start and end, and the label colour. */
  palette: [string, string, string]
}

export type TrackSeed = {
  title: Bilingual<string>
  tags: Bilingual<string[]>
  /** MIDI note numbers of the melody, one per beat; 0 is a rest. */
  melody: number[]
  beatsPerMinute: number
}

export type ConnectionSiteSeed = {
  level: '1' | '2' | '3'
  url: string
  koreaName: string
  englishName: string
  order: number
}

export type PolicySeed = { title: string; effectiveDate: string; body: Block[] }

export type MonthSeed = { month: number; goal: Bilingual<string>; goalDetail: Bilingual<string> }
export type YearSeed = { year: number; summary: Bilingual<string>; months: MonthSeed[] }

export type BannerText = { eyebrow: string; title: string; lead: string; cta: string; alt: string }

/** A Main hero slide; `key` names its pictures (`banner-{key}-desktop.png`). */
export type BannerSeed = {
  key: string
  /** A page of the site without its language, or an http(s) URL. */
  url: string
  art: BannerArt
  text: Bilingual<BannerText>
}
