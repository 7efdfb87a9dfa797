/** The three newsroom types of the legacy API and the collections behind them. */
export const newsroomTypes = ['report', 'fact', 'media'] as const
export type NewsroomType = (typeof newsroomTypes)[number]

export const newsroomCollection = {
  report: 'press-releases',
  fact: 'fact-checks',
  media: 'media-reports',
} as const satisfies Record<NewsroomType, string>

export type PrevNext = { seq: number; title: string } | null

/** SPEC §3 "List response". */
export type LegacyPage<T> = { list: T[]; totalSize: number; pageNumber: number; totalPageNumber: number }

/** What the mappers need of an uploaded image. */
export type ImageRef = { url?: string | null; sizes?: { thumbnail?: { url?: string | null } | null } | null } | number | null | undefined
