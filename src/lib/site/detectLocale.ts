import type { Locale } from '../../i18n/locales'

const CRAWLERS = /bot|crawl|spider|slurp|facebookexternalhit|embedly|quora link preview|bingpreview|yeti|daum|naver|kakaotalk-scrap/i

/** Search engines and link previews always get Korean (SPEC §4). */
export function isCrawler(userAgent: string | null): boolean {
  return Boolean(userAgent && CRAWLERS.test(userAgent))
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
