/*
 * The app's own models of the public content: what the data layer returns and what pages and
 * components render. The legacy API's wire shapes are built from these in src/lib/legacy.
 */

/** The three newsroom types and the collections behind them. */
export const newsroomTypes = ['pressRelease', 'fact', 'media'] as const
export type NewsroomType = (typeof newsroomTypes)[number]

export const newsroomCollection = {
  pressRelease: 'press-releases',
  fact: 'fact-checks',
  media: 'media-reports',
} as const satisfies Record<NewsroomType, string>

/**
 * Each newsroom type's name outside the code, the one place that maps one to the other. Press
 * releases are `report` there, and stay so: in the page addresses (`/newsroom/report`, SPEC §2),
 * the legacy API (`/api/report`, `/api/report/{id}/detail`, `/api/report/detail`, SPEC §7) and
 * its wire fields (`reportSeq`, `reportTitle`…, SPEC §3), the generic content route and share
 * links (`/content/report/{seq}`), the newsroom search's `?type=`, the menu key sent as `X-Menu`
 * (`newsroom.report`) and the analytics ids stored in `analytics_daily` (`report:34`).
 */
export const newsroomSegment = {
  pressRelease: 'report',
  fact: 'fact',
  media: 'media',
} as const satisfies Record<NewsroomType, string>
export type NewsroomSegment<T extends NewsroomType = NewsroomType> = (typeof newsroomSegment)[T]

/** The newsroom type an address segment (or the search's `?type=`) names, or undefined. */
export function newsroomTypeOfSegment(segment: unknown): NewsroomType | undefined {
  return newsroomTypes.find((type) => newsroomSegment[type] === segment)
}

/** Content types the generic content route `/content/{segment}/{seq}` resolves (SPEC §2). */
export const contentTypes = [...newsroomTypes, 'notice', 'writing'] as const
export type ContentType = (typeof contentTypes)[number]

/** A content type's segment in `/content/{segment}/{seq}`: a newsroom type's is `newsroomSegment`'s. */
export const contentSegment = (type: ContentType): string =>
  type === 'notice' || type === 'writing' ? type : newsroomSegment[type]

/** The content type a `/content/{segment}/…` segment names, or undefined. */
export function contentTypeOfSegment(segment: unknown): ContentType | undefined {
  return contentTypes.find((type) => contentSegment(type) === segment)
}

/** One page of a list: its items, the total across every page, and where the page is. */
export type Page<T> = { items: T[]; totalSize: number; pageNumber: number; totalPages: number }

/** The newer (prev) or older (next) neighbour of a detail, or null at either end. */
export type PrevNext = { seq: number; title: string } | null

/**
 * The share card an editor set for an item, each part null when left empty: pages
 * fall back to the item's own title, description and thumbnail.
 */
export type ShareMeta = {
  title: string | null
  description: string | null
  /** The share image's URL (its 1200×630 `share` size when generated), or null. */
  image: string | null
}

/** What a detail adds to its list item: the sanitized body HTML, the neighbours and the share card. */
export type Detail<T> = T & { html: string; prev: PrevNext; next: PrevNext; share: ShareMeta }

/** A newsroom list item, whatever its type (SPEC §2 "Newsroom list item"). */
export type NewsroomItem = {
  seq: number
  title: string
  /** The subtitle of a press release or fact check, the summary of a media report. */
  subtitle: string
  source: string
  /** The thumbnail URL (its thumbnail size when generated), or null. */
  image: string | null
  /** The publish date, ISO 8601 in UTC. */
  date: string
  /** Media reports only: the article on the outlet's site. */
  url: string | null
}
export type NewsroomDetail = Detail<NewsroomItem> & {
  /** When the item last changed, ISO 8601 in UTC (press releases and fact checks). */
  modified?: string
}

export type NoticeItem = { seq: number; title: string; pinned: boolean; date: string }
export type NoticeDetail = Detail<NoticeItem>

export type WritingItem = {
  seq: number
  title: string
  summary: string
  image: string | null
  date: string
  category: number | null
}
export type WritingDetail = Detail<WritingItem>

/** A "together" category with both languages side by side (SPEC §3). */
export type WritingCategoryItem = {
  seq: number
  koreaName: string
  englishName: string
  koreaExplanation: string
  englishExplanation: string
  etcName: string
  etcExplanation: string
  order: number
}

/** A related site of the footer. */
export type ConnectionSiteItem = { level: number; url: string; koreaName: string; englishName: string }

/** One uploaded picture of a banner, at its uploaded size. */
export type BannerPicture = { url: string; width: number; height: number }

/** A Main hero slide (collection `banners`) as the page renders it. */
export type MainBanner = {
  id: number
  eyebrow: string
  title: string
  lead: string
  /** `href` is ready for the page's locale; `external`: another site. */
  link: { href: string; external: boolean; label: string }
  alt: string
  /** Shown from 981 px (SPEC §9: mobile is 980 px and below). */
  desktop: BannerPicture | null
  mobile: BannerPicture | null
  /** The display window as ISO timestamps; null: open on that side. */
  displayFrom: string | null
  displayUntil: string | null
}
