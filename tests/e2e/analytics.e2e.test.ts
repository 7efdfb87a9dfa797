import { describe, expect, it } from 'vitest'

import { eventsSince, lastEventId, uniqueClient, type EventRow } from '../helpers/analytics'
import { setupBrowser, visit } from '../helpers/browser'

/**
 * The tracker in a real Chromium (SPEC §4 "Visibility tracking"): what a visitor sees on Main is
 * sent by sendBeacon and stored, and the endpoint takes the browser's own requests (its Origin, its
 * text/plain body); a click on a service card is stored with the card's view as the page is left.
 * Each context sends its own X-Forwarded-For, so no other test shares its rate limit.
 */

const session = setupBrowser()

/** Events stored since `since`, waited for: the tracker sends a few seconds after a view. */
async function storedWithin(since: string, wanted: (rows: EventRow[]) => boolean): Promise<EventRow[]> {
  let rows: EventRow[] = []
  await expect
    .poll(async () => {
      rows = await eventsSince(since)
      return wanted(rows)
    })
    .toBe(true)
  return rows
}

const has = (rows: EventRow[], element: string, type: string) =>
  rows.some((r) => r.element === element && r.type === type)

describe('the tracker on Main', () => {
  it.each([
    ['ko', '/'],
    ['en', '/en'],
  ])('stores the first slide as seen, once, in %s', async (locale, path) => {
    const page = await session.desktopPage({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClient() } })
    const since = await lastEventId()
    await visit(page, path)
    const slides = await page
      .locator('[data-track^="banner:"]')
      .evaluateAll((els) =>
        els.map((el) => ({ id: el.getAttribute('data-track')!, hidden: el.closest('[inert]') !== null })),
      )
    expect(slides.length).toBeGreaterThan(0)
    const first = slides[0]
    expect(first.hidden).toBe(false)
    const rows = await storedWithin(since, (r) => has(r, first.id, 'view'))
    expect(rows.filter((r) => r.element === first.id && r.type === 'view')).toHaveLength(1)
    expect(new Set(rows.map((r) => r.locale))).toEqual(new Set([locale]))
    expect(new Set(rows.map((r) => r.visitor)).size).toBe(1)
  })

  it('stores a click on a service card, with its view, when the visitor follows it', async () => {
    const page = await session.desktopPage({ extraHTTPHeaders: { 'X-Forwarded-For': uniqueClient() } })
    const since = await lastEventId()
    await visit(page, '/')
    const card = page.locator('[data-track="service:order"]')
    await card.scrollIntoViewIfNeeded()
    await card.getByRole('link').click()
    await page.waitForURL(/\/service\/order/)
    const rows = await storedWithin(since, (r) => has(r, 'service:order', 'click'))
    const cardEvents = rows.filter((r) => r.element === 'service:order')
    expect(cardEvents.map((r) => r.type).sort()).toEqual(['click', 'view'])
  })
})
