/** The one list of site locales: Payload field localization, URL handling and UI strings all import it. */
export const locales = ['ko', 'en'] as const
export type Locale = (typeof locales)[number]
export const defaultLocale: Locale = 'ko'

/**
 * Each content language's name in each admin language (Payload shows it beside every localized
 * field, in the locale switcher and in "Publish in …"): an English admin reads "Korean".
 */
export const localeLabels: Record<Locale, Record<Locale, string>> = {
  ko: { ko: '한국어', en: 'Korean' },
  en: { ko: '영어', en: 'English' },
}

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value)
}
