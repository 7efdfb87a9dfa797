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
  document.cookie = `${LANG_COOKIE}=${cookieValue(locale)}; path=/; max-age=${COOKIE_DAYS * 86400}; samesite=lax`
}
