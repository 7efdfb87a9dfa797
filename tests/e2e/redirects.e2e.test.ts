import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'

import { setupBrowser, visit } from '../helpers/browser'
import { request } from '../helpers/http'
import { inLocale, redirects } from './routes'

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

    // In the browser: the address bar ends on the target, in the same language.
    const page = await session.desktopPage()
    await visit(page, source)
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
