import { describe, expect, it } from 'vitest'

import { locales } from '@/i18n/locales'

import { request } from '../helpers/http'
import { inLocale, message } from '../helpers/messages'

/** Not-found addresses of each kind: an unknown path, SPEC's /notfound, unknown and malformed ids, an unknown category. */
const paths = [
  '/this/path/does-not-exist',
  '/notfound',
  '/newsroom/report/detail/999999999',
  '/newsroom/fact/detail/-1',
  '/notice/detail/abc',
  '/sustainability/together/2147483000',
  '/sustainability/together/0/detail/999999999',
  '/policy/abc',
  '/content/report/999999999',
]

const escapeHtml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;')

describe.each(locales)('the not-found page in %s, without JavaScript', (locale) => {
  it.each(paths)('%s answers 404 with the SPEC §8 page drawn on the server', async (bare) => {
    const path = inLocale(locale, bare)
    const res = await request(path, { headers: { 'accept-language': locale } })
    const html = await res.text()

    expect(res.status, path).toBe(404)
    expect(html).not.toContain('__next_error__')
    expect(html).toMatch(new RegExp(`<html[^>]* lang="${locale}"`))
    const title = `${message(locale, 'common', 'errors.notFound.title')} | ${message(locale, 'common', 'brand.title')}`
    expect(html).toContain(`<title>${escapeHtml(title)}</title>`)
    const heading = escapeHtml(message(locale, 'common', 'errors.notFound.title'))
    expect(html).toMatch(new RegExp(`<h1 id="error-title">(?:<span>)?${heading}(?:</span>)?</h1>`))
    expect(html).toContain(escapeHtml(message(locale, 'common', 'errors.notFound.body')))
    expect(html).toContain(`href="${inLocale(locale, '/')}"`)
    expect(html).toMatch(/<meta name="robots" content="[^"]*noindex/)
  })
})

describe('a HEAD request', () => {
  it.each(['/newsroom/report/detail/999999999', '/en/notice/detail/abc'])(
    '%s answers 404 like GET, without a body, with its document policy',
    async (path) => {
      const res = await request(path, { method: 'HEAD' })
      expect(res.status).toBe(404)
      expect(await res.text()).toBe('')
      expect(res.headers.get('content-security-policy')).toContain("script-src 'self'")
    },
  )

  it('of a page that exists answers 200', async () => {
    const res = await request('/company/history', { method: 'HEAD' })
    expect(res.status).toBe(200)
  })
})
