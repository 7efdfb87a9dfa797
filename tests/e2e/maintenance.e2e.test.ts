import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { expectAccessible, setupBrowser, visit } from '../helpers/browser'
import { request } from '../helpers/http'
import { message } from './routes'
import { editorToken, setMaintenance, waitFor } from './staff'

const session = setupBrowser()
const PUBLIC = ['/', '/en', '/company/history', '/en/company/history', '/this/does-not-exist']

let token = ''
beforeAll(async () => {
  token = await editorToken()
})
// Whatever happens above, the site leaves this file open again.
afterAll(async () => {
  await setMaintenance(token, false)
  await waitFor(async () => (await request('/')).status === 200, 10_000, 'the site back after maintenance')
})

describe('the maintenance switch (site settings)', () => {
  it('puts every public route on 503 with the maintenance page, and back on 200 when switched off', async () => {
    try {
      await setMaintenance(token, true)
      const tookMs = await waitFor(async () => (await request('/')).status === 503, 5_000, 'the maintenance page')
      expect(tookMs).toBeLessThan(5_000)

      for (const path of PUBLIC) {
        const res = await request(path, { headers: { 'accept-language': 'ko' } })
        expect(res.status, path).toBe(503)
        expect(res.headers.get('retry-after')).toBeTruthy()
      }

      for (const locale of ['ko', 'en'] as const) {
        const page = await session.desktopPage()
        const response = await visit(page, locale === 'en' ? '/en/company/history' : '/company/history')
        expect(response.status()).toBe(503)
        expect(await page.locator('html').getAttribute('lang')).toBe(locale)
        expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Under Maintenance')
        expect(message(locale, 'common', 'errors.maintenance.title')).toBe('Under Maintenance')
        expect(await page.locator('main').innerText()).toContain(message(locale, 'common', 'errors.maintenance.body'))
        await expectAccessible(page)
      }

      // The APIs and the admin stay up, so staff can switch it off again.
      expect((await request('/api/report?pageSize=1')).status).toBe(200)
      expect((await request('/api/globals/site-settings')).status).toBe(200)
    } finally {
      await setMaintenance(token, false)
    }

    await waitFor(async () => (await request('/')).status === 200, 5_000, 'the site back')
    for (const path of PUBLIC.slice(0, 4)) expect((await request(path)).status, path).toBe(200)
    const page = await session.desktopPage()
    await visit(page, '/company/history')
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(message('ko', 'company', 'history.title'))
  })
})
