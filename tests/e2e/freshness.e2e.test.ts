import type { Page, Response } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'

import { setupBrowser, visit } from '../helpers/browser'
import { bearer, request, settledPage } from '../helpers/http'
import { expectSeenWithin } from '../helpers/deadline'
import { adminPage, editorToken, staffWrite, waitFor } from '../helpers/staff'

const session = setupBrowser()
/**
 * docs/public-site.md: a publish, edit and unpublish in the admin shows on the live pages within seconds, long
 * before the 300 s fallback. The save expires the pages' cache tags; Next then renders the page
 * anew on the next visit, in the background (stale-while-revalidate), so how soon depends on how
 * long that render takes: well under 2 s on a quiet machine, over 2 s on this 2-core machine under
 * a full CI load. The bound therefore proves the mechanism, not the speed (benchmarks measure
 * speed): a request sent FRESH_MS after the save's response must get the new page.
 */
const FRESH_MS = 20_000

let token = ''
beforeAll(async () => {
  token = await editorToken()
})

const pageShows = (path: string, text: string) => async () => (await (await request(path)).text()).includes(text)

const adminSession = () => adminPage(session, 'editor')

/**
 * Performs a save in the admin (`act` clicks the button) and waits for its REST call to the
 * press releases; `at` is when the test received the response, the start of the FRESH_MS bound.
 */
async function adminSave(
  admin: Page,
  method: 'POST' | 'PATCH',
  act: () => Promise<void>,
): Promise<{ response: Response; at: number }> {
  const [saved] = await Promise.all([
    admin
      .waitForResponse(
        (r) => r.request().method() === method && new URL(r.url()).pathname.startsWith('/api/press-releases'),
      )
      .then((response) => ({ response, at: Date.now() })),
    act(),
  ])
  return saved
}

describe('an edit in the admin appears on the live pages without a rebuild', () => {
  it('a changed company address shows in the footer of a static page within seconds, in its locale only', async () => {
    const before = (await (
      await request('/api/globals/site-settings?locale=en&depth=0', { headers: bearer(token) })
    ).json()) as { address: string }
    const marker = `${before.address} (suite ${Date.now() % 100000})`
    // Load the pages first, so the cache is warm and the test proves expiry, not a first render.
    for (const path of ['/company/history', '/en/company/history']) await settledPage(path)
    try {
      await staffWrite(token, 'POST', '/api/globals/site-settings?locale=en', { address: marker })
      await expectSeenWithin(
        'the new address on /en/company/history',
        Date.now(),
        FRESH_MS,
        pageShows('/en/company/history', marker),
      )
      // Read once served fresh from the cache: a first read after an expiry would be the stale page.
      expect((await settledPage('/company/history')).includes(marker), 'the Korean page, re-rendered').toBe(false)

      const page = await session.desktopPage()
      await visit(page, '/en/company/history')
      expect(await page.locator('footer').innerText()).toContain(marker)
    } finally {
      await staffWrite(token, 'POST', '/api/globals/site-settings?locale=en', { address: before.address })
    }
    await waitFor(async () => !(await pageShows('/en/company/history', marker)()), FRESH_MS, 'the address restored')
  })

  it('a press release published, edited and unpublished in the admin UI shows on Main and the newsroom within seconds', async () => {
    const stamp = Date.now() % 1_000_000
    const title = `브라우저 테스트 보도자료 ${stamp}`
    const edited = `${title} (수정)`
    for (const path of ['/', '/newsroom/report']) await settledPage(path)

    // The editor, in Payload's admin (in English), writes and publishes a Korean press release.
    const admin = await adminSession()
    await admin.goto('/admin/collections/press-releases/create?locale=ko', { waitUntil: 'networkidle' })
    await admin.locator('#field-title').fill(title)
    await admin.locator('#field-subtitle').fill('편집자가 관리자 화면에서 방금 게시한 글')
    await admin.locator('#field-source').fill('배달프렌즈')
    const created = await adminSave(admin, 'POST', () => admin.getByRole('button', { name: 'Publish changes' }).click())
    const id = ((await created.response.json()) as { doc: { id: number } }).doc.id
    try {
      expect(created.response.status()).toBe(201)
      await Promise.all(
        ['/', '/newsroom/report'].map((path) =>
          expectSeenWithin(`the new press release on ${path}`, created.at, FRESH_MS, pageShows(path, title)),
        ),
      )
      expect((await request(`/newsroom/report/detail/${id}`)).status).toBe(200)

      const page = await session.desktopPage()
      await visit(page, '/newsroom/report')
      expect((await page.locator('main ul > li h3').first().innerText()).trim()).toBe(title)
      await visit(page, '/')
      expect(await page.locator('main').innerText()).toContain(title)

      // The editor changes the title and publishes the change.
      await admin.waitForURL((url) => url.pathname === `/admin/collections/press-releases/${id}`)
      await admin.locator('#field-title').fill(edited)
      await expect.poll(() => admin.locator('#field-title').inputValue()).toBe(edited)
      const changed = await adminSave(admin, 'PATCH', () =>
        admin.getByRole('button', { name: 'Publish changes' }).click(),
      )
      expect(changed.response.status()).toBe(200)
      await expectSeenWithin(
        'the edited title on /newsroom/report',
        changed.at,
        FRESH_MS,
        pageShows('/newsroom/report', edited),
      )

      // The editor unpublishes it (the document menu's Unpublish, confirmed).
      await admin.waitForLoadState('networkidle')
      await admin.locator('.doc-controls__dots').click()
      await admin.locator('#action-unpublish').click()
      const unpublished = await adminSave(admin, 'PATCH', () =>
        admin.getByRole('button', { name: 'Confirm', exact: true }).click(),
      )
      expect(unpublished.response.status()).toBe(200)
      await expectSeenWithin(
        'the unpublished press release gone from /newsroom/report',
        unpublished.at,
        FRESH_MS,
        async () => !(await pageShows('/newsroom/report', title)()),
      )
      await expectSeenWithin(
        'the unpublished press release gone from Main',
        unpublished.at,
        FRESH_MS,
        async () => !(await pageShows('/', title)()),
      )
      await expectSeenWithin(
        'its detail page answering 404',
        unpublished.at,
        FRESH_MS,
        async () => (await request(`/newsroom/report/detail/${id}`)).status === 404,
      )
    } finally {
      await staffWrite(token, 'DELETE', `/api/press-releases/${id}`)
    }
  }, 120_000)
})
