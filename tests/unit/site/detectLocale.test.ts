import { describe, expect, it } from 'vitest'

import { isCrawler, localeFromAcceptLanguage, localeFromCookie, localeFromQuery } from '@/lib/site/detectLocale'

/** User agents as the apps and crawlers send them. */
const UA = {
  googlebot: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
  yeti: 'Mozilla/5.0 (compatible; Yeti/1.1; +https://naver.me/spd)',
  daum: 'Mozilla/5.0 (compatible; Daum/4.1; +http://cs.daum.net/faq/15/4118.html?faqId=28966)',
  kakaoScrap: 'facebookexternalhit/1.1; kakaotalk-scrap/1.0; +https://devtalk.kakao.com/t/scrap/33984',
  bing: 'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm) Chrome/116.0 Safari/537.36',
  naverApp:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 NAVER(inapp; search; 2000; 12.1.0; 15PRO)',
  daumApp:
    'Mozilla/5.0 (Linux; Android 13; SM-S918N Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/120.0.0.0 Mobile Safari/537.36 DaumApps/5.4.1 DaumDevice/mobile',
  kakaoTalk:
    'Mozilla/5.0 (Linux; Android 13; SM-S918N) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 KAKAOTALK 10.4.5',
  cubot:
    'Mozilla/5.0 (Linux; Android 11; Cubot X30 Build/RP1A.200720.011) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36',
  chrome: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36',
}

describe('isCrawler', () => {
  it('knows the search engines and link previews, Korean ones included', () => {
    for (const ua of [UA.googlebot, UA.yeti, UA.daum, UA.kakaoScrap, UA.bing]) expect(isCrawler(ua), ua).toBe(true)
  })

  it('takes in-app browsers and phones whose names look like crawlers for people', () => {
    for (const ua of [UA.naverApp, UA.daumApp, UA.kakaoTalk, UA.cubot, UA.chrome]) expect(isCrawler(ua), ua).toBe(false)
  })

  it('treats a request with no user agent as a visitor', () => {
    expect(isCrawler(null)).toBe(false)
    expect(isCrawler('')).toBe(false)
  })
})

describe('locale detection inputs (SPEC §4)', () => {
  it('the lang query: EN in any case is English, any other value Korean, none undecided', () => {
    expect(localeFromQuery('EN')).toBe('en')
    expect(localeFromQuery('en')).toBe('en')
    expect(localeFromQuery('KR')).toBe('ko')
    expect(localeFromQuery('fr')).toBe('ko')
    expect(localeFromQuery(null)).toBeUndefined()
  })

  it('the lang cookie: KR or EN, anything else ignored', () => {
    expect(localeFromCookie('EN')).toBe('en')
    expect(localeFromCookie('KR')).toBe('ko')
    expect(localeFromCookie('xx')).toBeUndefined()
    expect(localeFromCookie(undefined)).toBeUndefined()
  })

  it('the browser language: the first of Korean or English by preference, q=0 excluded', () => {
    expect(localeFromAcceptLanguage('en-US,en;q=0.9,ko;q=0.8')).toBe('en')
    expect(localeFromAcceptLanguage('fr-FR,ko;q=0.7,en;q=0.5')).toBe('ko')
    expect(localeFromAcceptLanguage('ko;q=0.2, en-GB;q=0.9')).toBe('en')
    expect(localeFromAcceptLanguage('en;q=0, ko;q=0.1')).toBe('ko')
    expect(localeFromAcceptLanguage('ja, fr')).toBeUndefined()
    expect(localeFromAcceptLanguage(null)).toBeUndefined()
  })
})
