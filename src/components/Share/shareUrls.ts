import type { Locale } from '../../i18n/locales'
import { contentSegment, contentTypes, type ContentType } from '../../lib/data/types'
import { localePath } from '../../lib/site/paths'

/** The share channels of SPEC §2, in display order. */
export const shareChannels = ['kakao', 'facebook', 'x', 'mail', 'copy'] as const
export type ShareChannel = (typeof shareChannels)[number]

/** SPEC §4: the language of a share URL is the upper-cased code, KR for Korean. */
export const shareLang = (locale: Locale) => (locale === 'en' ? 'EN' : 'KR')

/** What is shared: the fonts or music page, or a content item (with its seq). */
export type ShareType = 'fonts' | 'music' | ContentType

const isContentType = (type: string | undefined): type is ContentType =>
  (contentTypes as readonly (string | undefined)[]).includes(type)

/**
 * The path a page is shared under (SPEC §2 "share URL forms"): the fonts page, the music page,
 * or a content item by type, seq and language, under its content route segment
 * (`/content/report/{seq}` for a press release). `null` means "the page being viewed".
 */
export function sharePath(locale: Locale, type?: ShareType, seq?: number): string | null {
  if (type === 'fonts') return localePath(locale, '/fonts')
  if (type === 'music') return localePath(locale, '/music')
  if (isContentType(type) && seq !== undefined && Number.isInteger(seq) && seq > 0) {
    return `/content/${contentSegment(type)}/${seq}?lang=${shareLang(locale)}`
  }
  return null
}

/** A tiny opener the widget passes in, so the URL logic stays pure and testable. */
export type ShareRequest = { url: string; title: string; description?: string; kakaoAppKey?: string }

/**
 * The address a channel opens: an external sharing page, a `mailto:` draft, or `null` for the
 * copy-link channel, which has no address.
 */
export function channelUrl(
  channel: ShareChannel,
  { url, title, description, kakaoAppKey }: ShareRequest,
): string | null {
  const u = encodeURIComponent(url)
  switch (channel) {
    case 'kakao': {
      const key = kakaoAppKey ? `app_key=${encodeURIComponent(kakaoAppKey)}&` : ''
      return `https://sharer.kakao.com/talk/friends/picker/link?${key}url=${u}`
    }
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${u}`
    case 'x':
      return `https://twitter.com/intent/tweet?text=${encodeURIComponent(title)}&url=${u}`
    case 'mail': {
      const body = [description, url].filter(Boolean).join('\n\n')
      return `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(body)}`
    }
    case 'copy':
      return null
  }
}

/** SPEC §9: the microblog share opens in a 400×400 popup. */
export const MICROBLOG_POPUP = 'width=400,height=400,noopener,noreferrer'
