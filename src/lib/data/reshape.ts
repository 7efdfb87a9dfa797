import type { Locale } from '../../i18n/locales'
import type {
  Banner,
  ConnectionSite,
  Image,
  MediaReport,
  Notice,
  PressRelease,
  Writing,
  WritingCategory,
} from '../../payload-types'
import { resolveBannerLink } from '../site/bannerLink'
import type {
  BannerPicture,
  ConnectionSiteItem,
  MainBanner,
  NewsroomItem,
  NewsroomType,
  NoticeItem,
  Page,
  ShareMeta,
  WritingCategoryItem,
  WritingItem,
} from './types'

/*
 * Where the dated content (newsroom, notices, writings), the related sites and the banners become the app's
 * models, as vercel/commerce reshapes its provider types: one place per area (the library and the
 * site settings reshape theirs in library.ts and site.ts). Pure functions, trivial to unit-test.
 */

/** Fields as a read returns them: a text may be absent or null in a locale not yet translated. */
type Loose<T> = { [K in keyof T]?: T[K] | null }

/** What the reshapes need of an uploaded image: populated, or a bare id when it was not. */
export type ImageRef =
  | {
      url?: string | null
      sizes?: { thumbnail?: { url?: string | null } | null; share?: { url?: string | null } | null } | null
    }
  | number
  | null
  | undefined

/** The thumbnail URL of an upload (the thumbnail size when it exists), or null when none. */
export function imagePath(image: ImageRef): string | null {
  if (!image || typeof image !== 'object') return null
  return image.sizes?.thumbnail?.url ?? image.url ?? null
}

/** The share card's URL of an upload (the 1200×630 share size when it exists), or null when none. */
export function shareImagePath(image: ImageRef): string | null {
  if (!image || typeof image !== 'object') return null
  return image.sizes?.share?.url ?? image.url ?? null
}

/** The `share` group of a detail read; a text left empty (or not translated) is null. */
export type ShareDoc = { share?: { title?: string | null; description?: string | null; image?: ImageRef } | null }

export function toShareMeta(doc: ShareDoc): ShareMeta {
  const share = doc.share ?? {}
  return {
    title: share.title?.trim() || null,
    description: share.description?.trim() || null,
    image: shareImagePath(share.image),
  }
}

const isoDate = (publishDate: string) => new Date(publishDate).toISOString()

/** Payload's paginated result as a page; past the last page it is empty, with the true totals. */
export function toPage<D, T>(
  result: { docs: D[]; totalDocs: number },
  pageNumber: number,
  pageSize: number,
  map: (doc: D) => T,
): Page<T> {
  return {
    items: result.docs.map(map),
    totalSize: result.totalDocs,
    pageNumber,
    totalPages: Math.ceil(result.totalDocs / pageSize),
  }
}

export type NewsroomDoc = Pick<PressRelease, 'id' | 'publishDate'> &
  Loose<Pick<PressRelease, 'title' | 'subtitle' | 'source'> & Pick<MediaReport, 'summary' | 'reportUrl'>> & {
    thumbnail?: ImageRef
  }

export function toNewsroomItem(type: NewsroomType, doc: NewsroomDoc): NewsroomItem {
  return {
    seq: doc.id,
    title: doc.title ?? '',
    subtitle: (type === 'media' ? doc.summary : doc.subtitle) ?? '',
    source: doc.source ?? '',
    image: imagePath(doc.thumbnail),
    date: isoDate(doc.publishDate),
    url: type === 'media' ? (doc.reportUrl ?? null) : null,
  }
}

export type NoticeDoc = Pick<Notice, 'id' | 'publishDate'> & Loose<Pick<Notice, 'title' | 'pinned'>>

export function toNoticeItem(doc: NoticeDoc): NoticeItem {
  return { seq: doc.id, title: doc.title ?? '', pinned: Boolean(doc.pinned), date: isoDate(doc.publishDate) }
}

export type WritingDoc = Pick<Writing, 'id' | 'publishDate'> &
  Loose<Pick<Writing, 'title' | 'summary'>> & { thumbnail?: ImageRef; category?: number | { id: number } | null }

export function toWritingItem(doc: WritingDoc): WritingItem {
  const category = doc.category && typeof doc.category === 'object' ? doc.category.id : doc.category
  return {
    seq: doc.id,
    title: doc.title ?? '',
    summary: doc.summary ?? '',
    image: imagePath(doc.thumbnail),
    date: isoDate(doc.publishDate),
    category: category ?? null,
  }
}

export type WritingCategoryDoc = Pick<WritingCategory, 'id' | 'koreaName' | 'englishName' | 'order'> &
  Loose<Pick<WritingCategory, 'koreaExplanation' | 'englishExplanation' | 'etcName' | 'etcExplanation'>>

export function toWritingCategoryItem(doc: WritingCategoryDoc): WritingCategoryItem {
  return {
    seq: doc.id,
    koreaName: doc.koreaName,
    englishName: doc.englishName,
    koreaExplanation: doc.koreaExplanation ?? '',
    englishExplanation: doc.englishExplanation ?? '',
    etcName: doc.etcName ?? '',
    etcExplanation: doc.etcExplanation ?? '',
    order: doc.order,
  }
}

/** The synthetic "All" category (seq 0) that comes before the stored ones (SPEC §3). */
export const ALL_CATEGORY: WritingCategoryItem = {
  seq: 0,
  koreaName: '전체',
  englishName: 'All',
  koreaExplanation: '',
  englishExplanation: '',
  etcName: '',
  etcExplanation: '',
  order: 0,
}

export function toConnectionSiteItem(
  doc: Pick<ConnectionSite, 'level' | 'url' | 'koreaName' | 'englishName'>,
): ConnectionSiteItem {
  return { level: Number(doc.level), url: doc.url, koreaName: doc.koreaName, englishName: doc.englishName }
}

function toBannerPicture(value: number | Image | null | undefined): BannerPicture | null {
  if (!value || typeof value !== 'object' || !value.url || !value.width || !value.height) return null
  return { url: value.url, width: value.width, height: value.height }
}

/** A banner read at depth 1 (its pictures populated, or ids when a visitor may not see them yet). */
export function toMainBanner(doc: Banner, locale: Locale): MainBanner {
  return {
    id: doc.id,
    eyebrow: doc.eyebrow ?? '',
    title: doc.title,
    lead: doc.lead ?? '',
    link: { ...resolveBannerLink(locale, doc.link.url), label: doc.link.label },
    alt: doc.alt,
    desktop: toBannerPicture(doc.desktopImage),
    mobile: toBannerPicture(doc.mobileImage),
    displayFrom: doc.displayFrom ?? null,
    displayUntil: doc.displayUntil ?? null,
  }
}

/** Whether a banner's display window includes `now` (from inclusive, until exclusive). */
export function isShownAt(banner: Pick<MainBanner, 'displayFrom' | 'displayUntil'>, now: Date): boolean {
  const at = now.getTime()
  if (banner.displayFrom && new Date(banner.displayFrom).getTime() > at) return false
  if (banner.displayUntil && new Date(banner.displayUntil).getTime() <= at) return false
  return true
}
