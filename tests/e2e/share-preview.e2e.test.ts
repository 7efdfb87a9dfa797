import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { requestsElsewhere, setupBrowser } from '../helpers/browser'
import { bearer, deleteDocs, request } from '../helpers/http'
import { adminPage, editorToken, staffWrite } from '../helpers/staff'

/**
 * The share card preview of an edit view (src/admin/share): it shows the item's own
 * title and thumbnail until the editor types a share title, then that title, as they type; its
 * picture comes from the site itself, and nothing is asked of another origin.
 */
const session = setupBrowser()
const title = `Preview item ${Date.now().toString(36)}`
let token = ''
let id = 0

beforeAll(async () => {
  token = await editorToken()
  const res = await request('/api/images?limit=1&depth=0', { headers: bearer(token) })
  const [image] = ((await res.json()) as { docs: { id: number }[] }).docs
  const { doc } = await staffWrite<{ doc: { id: number } }>(token, 'POST', '/api/press-releases?locale=en&draft=true', {
    title,
    subtitle: 'The subtitle stands in',
    thumbnail: image.id,
    _status: 'draft',
  })
  id = doc.id
})

afterAll(async () => {
  await deleteDocs('press-releases', [id], token)
})

describe('the share card preview', () => {
  it('shows the title and thumbnail, then the share title as it is typed, from this origin only', async () => {
    const page = await adminPage(session, 'editor')
    const origin = new URL(page.url()).origin
    const elsewhere = requestsElsewhere(page)
    await page.goto(`/admin/collections/press-releases/${id}?locale=en`)
    const card = page.locator('[data-share-preview]')
    const cardTitle = card.locator('[data-share-preview-title]')
    await cardTitle.waitFor()
    await expect(cardTitle.textContent()).resolves.toBe(title)
    await expect(card.textContent()).resolves.toContain('The subtitle stands in')
    await card.locator('img').waitFor()
    expect(new URL((await card.locator('img').getAttribute('src'))!, origin).origin).toBe(origin)

    await page.locator('#field-share__title').fill('A card of its own')
    await expect.poll(() => cardTitle.textContent()).toBe('A card of its own')
    expect(elsewhere).toEqual([])
  })
})
