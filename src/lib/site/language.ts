import type { Locale } from '../../i18n/locales'

/** SPEC §9: the choice is kept in localStorage `lang` and in the `lang` cookie for 365 days. */
export const LANG_STORAGE_KEY = 'lang'
export const LANG_COOKIE = 'lang'
const COOKIE_DAYS = 365

/** Cookie value for a locale: KR for Korean, the upper-cased code otherwise (SPEC §4). */
export const cookieValue = (locale: Locale) => (locale === 'ko' ? 'KR' : locale.toUpperCase())

/** Remembers the visitor's language choice (browser only). */
export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, locale)
  } catch {
    // storage may be disabled; the cookie still carries the choice
  }
  writeLocaleCookie(locale)
}

/** The choice kept in localStorage (`ko`/`en`; the cookie's KR/EN are accepted too), if any. */
export function storedLocale(value: string | null): Locale | undefined {
  const lower = value?.toLowerCase()
  return lower === 'en' ? 'en' : lower === 'ko' || lower === 'kr' ? 'ko' : undefined
}

export type StoredChoiceInput = {
  /** localStorage `lang`, parsed. */
  stored: Locale | undefined
  /** The `lang` cookie, parsed. */
  cookie: Locale | undefined
  /** The page's language (its path: /en… is English). */
  page: Locale
  /** The URL has a `lang` query: the page's language was asked for explicitly. */
  langQuery: boolean
}

/** What the browser does with the stored choice on a page (SPEC §4); every field optional. */
export type StoredChoiceAction = { writeCookie?: Locale; writeStorage?: Locale; goTo?: Locale }

/**
 * SPEC §4 ranks the `lang` query, then an /en path, then the stored choice, then the browser
 * language; the server (src/proxy.ts) applies it with the cookie, which browsers drop sooner
 * than localStorage (Safari keeps a cookie written by a script for 7 days). So:
 * - with the cookie, the server has already decided; storage follows the cookie, whose only
 *   other writer is the explicit `lang` query (a newer choice than the stored one);
 * - without it, the stored choice is written back to the cookie, and an unprefixed (Korean) page
 *   reached without a `lang` query moves to English when English was stored, as the server would
 *   have done. An /en path is never moved to Korean: the path outranks the stored choice.
 */
export function storedChoiceAction({ stored, cookie, page, langQuery }: StoredChoiceInput): StoredChoiceAction {
  if (langQuery) return stored === page ? {} : { writeStorage: page }
  if (cookie) return stored === cookie ? {} : { writeStorage: cookie }
  if (!stored) return {}
  return stored === 'en' && page === 'ko' ? { writeCookie: stored, goTo: 'en' } : { writeCookie: stored }
}

/** Writes the `lang` cookie alone (browser only). */
export function writeLocaleCookie(locale: Locale): void {
  document.cookie = `${LANG_COOKIE}=${cookieValue(locale)}; path=/; max-age=${COOKIE_DAYS * 86400}; samesite=lax`
}
