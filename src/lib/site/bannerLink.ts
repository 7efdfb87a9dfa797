import type { Locale } from '../../i18n/locales'
import { localePath } from './paths'

/**
 * A banner links either to a page of this site, written without its language (`/service/order`,
 * shown as `/en/service/order` on the English Main), or to another site (an http(s) URL).
 */
export type BannerLinkProblem = 'empty' | 'localized' | 'invalid'

const INTERNAL = /^\/(?![/\\])[^\s\\]*$/

/** Why `value` is not a banner link, or null when it is one. */
export function bannerLinkProblem(value: unknown): BannerLinkProblem | null {
  if (typeof value !== 'string' || value.trim() === '') return 'empty'
  if (value.startsWith('/')) {
    if (!INTERNAL.test(value)) return 'invalid'
    return /^\/(en|ko)(?=$|[/?#])/.test(value) ? 'localized' : null
  }
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? null : 'invalid'
  } catch {
    return 'invalid'
  }
}

/** Where a stored banner link goes on the page of `locale`; external links leave the site. */
export function resolveBannerLink(locale: Locale, value: string): { href: string; external: boolean } {
  if (value.startsWith('/')) return { href: localePath(locale, value), external: false }
  return { href: value, external: true }
}
