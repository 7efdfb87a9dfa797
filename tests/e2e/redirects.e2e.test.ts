import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'

import { setupBrowser, visit } from '../helpers/browser'
import { request } from '../helpers/http'
import { inLocale } from '../helpers/messages'
import { redirects } from '../../tooling/routes'
import { resolvePath } from '../helpers/seededPath'

const session = setupBrowser()

describe.each(locales)('section redirects in %s (SPEC §2)', (locale) => {
  it.each(redirects)('%s redirects to %s', async (from, to) => {
    const source = inLocale(locale, from)
    const target = inLocale(locale, to)

    // On the wire: a temporary redirect straight to the target, no chain.
    const res = await request(source, { headers: { 'accept-language': locale } })
    expect([307, 308], `status of ${source}`).toContain(res.status)
    const location = new URL(res.headers.get('location') ?? '', 'http://x')
    expect(location.pathname + location.search).toBe(target)

    // In the browser: the address bar ends on the target, in the same language (what the HTML says).
    const page = await session.desktopPage()
    await visit(page, source, 'document')
    const landed = new URL(page.url())
    expect(landed.pathname + landed.search).toBe(target)
    expect(await page.locator('html').getAttribute('lang')).toBe(locale)
  })
})

describe('the /ko prefix', () => {
  it('redirects /ko/... permanently to the unprefixed Korean path', async () => {
    const res = await request('/ko/company/history?sub=0')
    expect(res.status).toBe(308)
    const location = new URL(res.headers.get('location') ?? '', 'http://x')
    expect(location.pathname + location.search).toBe('/company/history?sub=0')
  })
})

describe('the generic content route /content/{type}/{seq} (share URLs)', () => {
  const cases: [string, string][] = [
    ['/content/report/{pressReleaseId}', '/newsroom/report/detail/{pressReleaseId}'],
    ['/content/fact/{factId}', '/newsroom/fact/detail/{factId}'],
    ['/content/notice/{noticeId}', '/notice/detail/{noticeId}'],
    ['/content/writing/{writingId}', '/sustainability/together/{writingCategory}/detail/{writingId}'],
  ]

  it.each(cases)('%s opens %s in the language of ?lang=KR|EN', async (from, to) => {
    const [source, target] = await Promise.all([resolvePath(from), resolvePath(to)])
    for (const [lang, locale] of [
      ['KR', 'ko'],
      ['EN', 'en'],
    ] as const) {
      // A visitor whose browser prefers the other language still gets the shared language.
      const page = await session.desktopPage({ locale: locale === 'en' ? 'ko-KR' : 'en-US' })
      const response = await visit(page, `${source}?lang=${lang}`, 'document')
      expect(response.status()).toBe(200)
      expect(new URL(page.url()).pathname).toBe(inLocale(locale, target))
      expect(await page.locator('html').getAttribute('lang')).toBe(locale)
    }
  })

  it('a media report forwards to the outlet article', async () => {
    const list = (await (await request('/api/media?pageSize=1')).json()) as {
      data: { list: { mediaSeq: number; mediaReportUrl: string }[] }
    }
    const item = list.data.list[0]
    const res = await request(`/content/media/${item.mediaSeq}`)
    expect(res.status).toBe(307)
    // Exactly one Location (a cached ISR redirect once replayed it twice).
    expect(res.headers.get('location')).toBe(item.mediaReportUrl)
    expect((await request(`/content/media/${item.mediaSeq}`)).headers.get('location')).toBe(item.mediaReportUrl)

    // The browser follows it to the outlet (whose host does not resolve here, which is fine).
    const page = await session.desktopPage()
    const [outlet] = await Promise.all([
      page.waitForEvent('request', (r) => r.url() === item.mediaReportUrl),
      page.goto(`/content/media/${item.mediaSeq}`).catch(() => null),
    ])
    expect(outlet.isNavigationRequest()).toBe(true)
  })

  it.each(['/content/report/2147483000', '/content/unknown/1', '/content/report/abc'])('%s is a 404', async (path) => {
    const page = await session.desktopPage()
    const response = await visit(page, path, 'document')
    expect(response.status()).toBe(404)
  })
})
