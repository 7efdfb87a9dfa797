import { beforeAll, describe, expect, it } from 'vitest'

import { setupBrowser, visit } from '../helpers/browser'
import { request } from '../helpers/http'
import { editorToken, staffWrite, waitFor } from './staff'

const session = setupBrowser()
/** SPEC/issue §3: an edit in the admin shows on the affected pages within 2 seconds. */
const FRESH_MS = 2_000

let token = ''
beforeAll(async () => {
  token = await editorToken()
})

const pageShows = (path: string, text: string) => async () => (await (await request(path)).text()).includes(text)

describe('an edit in the admin appears on the live pages without a rebuild', () => {
  it('a changed company address shows in the footer of a static page within 2 s, in its locale only', async () => {
    const before = (await (await request('/api/globals/site-settings?locale=en&depth=0')).json()) as { address: string }
    const marker = `${before.address} (suite ${Date.now() % 100000})`
    // Load the pages first, so the cache is warm and the test proves expiry, not a first render.
    for (const path of ['/company/history', '/en/company/history']) await request(path)
    try {
      await staffWrite(token, 'POST', '/api/globals/site-settings?locale=en', { address: marker })
      const took = await waitFor(pageShows('/en/company/history', marker), 10_000, 'the new address on /en/company/history')
      expect(took, `appeared after ${took} ms`).toBeLessThan(FRESH_MS)
      expect(await pageShows('/company/history', marker)()).toBe(false)

      const page = await session.desktopPage()
      await visit(page, '/en/company/history')
      expect(await page.locator('footer').innerText()).toContain(marker)
    } finally {
      await staffWrite(token, 'POST', '/api/globals/site-settings?locale=en', { address: before.address })
    }
    await waitFor(async () => !(await pageShows('/en/company/history', marker)()), 10_000, 'the address restored')
  })

  it('a press release published, edited and unpublished shows on Main and the newsroom within 2 s', async () => {
    const stamp = Date.now() % 1_000_000
    const title = `브라우저 테스트 보도자료 ${stamp}`
    const edited = `${title} (수정)`
    for (const path of ['/', '/newsroom/report']) await request(path)
    const created = await staffWrite<{ doc: { id: number } }>(token, 'POST', '/api/press-releases?locale=ko', {
      title,
      subtitle: '편집자가 관리자 화면에서 방금 게시한 글',
      source: '배달프렌즈',
      publishDate: new Date().toISOString(),
      _status: 'published',
    })
    const id = created.doc.id
    try {
      const published = await Promise.all(['/', '/newsroom/report'].map((path) => waitFor(pageShows(path, title), 10_000, `the new press release on ${path}`)))
      for (const took of published) expect(took, `appeared after ${took} ms`).toBeLessThan(FRESH_MS)
      expect((await request(`/newsroom/report/detail/${id}`)).status).toBe(200)

      const page = await session.desktopPage()
      await visit(page, '/newsroom/report')
      expect((await page.locator('main ul > li h3').first().innerText()).trim()).toBe(title)
      await visit(page, '/')
      expect(await page.locator('main').innerText()).toContain(title)

      await staffWrite(token, 'PATCH', `/api/press-releases/${id}?locale=ko`, { title: edited, _status: 'published' })
      const tookEdit = await waitFor(pageShows('/newsroom/report', edited), 10_000, 'the edited title')
      expect(tookEdit, `edit appeared after ${tookEdit} ms`).toBeLessThan(FRESH_MS)

      await staffWrite(token, 'PATCH', `/api/press-releases/${id}?locale=ko`, { _status: 'draft' })
      const tookGone = await waitFor(async () => !(await pageShows('/newsroom/report', edited)()), 10_000, 'the unpublished press release gone')
      expect(tookGone, `gone after ${tookGone} ms`).toBeLessThan(FRESH_MS)
      expect(await pageShows('/', edited)()).toBe(false)
      expect((await request(`/newsroom/report/detail/${id}`)).status).toBe(404)
    } finally {
      await staffWrite(token, 'DELETE', `/api/press-releases/${id}`)
    }
  })
})
