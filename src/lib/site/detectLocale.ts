import { isbot } from 'isbot'

import type { Locale } from '../../i18n/locales'

/**
 * Search engines and link previews always get Korean (SPEC §4). isbot's maintained list knows
 * the Korean crawlers (Naver's Yeti, Daum, KakaoTalk's link scraper) and, unlike a bare
 * `/naver|daum|bot/`, does not take people for crawlers: the Naver and Daum in-app browsers
 * (`NAVER(inapp; …)`, `DaumApps`) and Cubot phones are visitors.
 */
export function isCrawler(userAgent: string | null): boolean {
  return isbot(userAgent)
}

/** SPEC §4: the `lang` query gives English for EN (any case) and Korean for anything else. */
export function localeFromQuery(value: string | null): Locale | undefined {
  if (value === null) return undefined
  return value.toUpperCase() === 'EN' ? 'en' : 'ko'
}

/** The stored choice: the `lang` cookie (KR/EN). */
export function localeFromCookie(value: string | undefined): Locale | undefined {
  if (!value) return undefined
  return value.toUpperCase() === 'EN' ? 'en' : value.toUpperCase() === 'KR' ? 'ko' : undefined
}

/** The browser's preferred language between Korean and English, by Accept-Language order. */
export function localeFromAcceptLanguage(header: string | null): Locale | undefined {
  if (!header) return undefined
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().toLowerCase().split(';')
      const q = params.find((p) => p.trim().startsWith('q='))
      return { tag, q: q ? Number(q.trim().slice(2)) : 1 }
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q)
  for (const { tag } of ranked) {
    if (tag.startsWith('ko')) return 'ko'
    if (tag.startsWith('en')) return 'en'
  }
  return undefined
}
