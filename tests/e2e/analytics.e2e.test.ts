import { createHmac } from 'node:crypto'

import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'

import { setupBrowser, visit } from '../helpers/browser'
import { sql } from '../helpers/db'
import { adminPage } from '../helpers/staff'

/**
 * View and click analytics in a real browser (SPEC §4 "Visibility tracking"): an
 * element is logged once when it first shows, a click later unless it is view-only, and events
 * reach the database through the real endpoint; editors read the counts in the admin.
 *
 * Each visitor here sends its own X-Forwarded-For, so the rate limit of other tests' visitors is
 * not theirs, and its events are told apart from everyone else's by the day's visitor hash,
 * computed here as the server does (the day's salt is in the database).
 */
const session = setupBrowser()
const seoulDay = (at = new Date()) => new Date(at.getTime() + 9 * 3600_000).toISOString().slice(0, 10)
let visitors = 0

type Logged = { element: string; type: string; locale: string }

/** A desktop visitor of its own, and a reader of what the server stored for it. */
async function visitor() {
  const address = `10.77.${process.pid % 250}.${++visitors}`
  // Reduced motion: the hero does not turn to its next slide by itself while a test looks.
  const page = await session.desktopPage({ extraHTTPHeaders: { 'x-forwarded-for': address }, reducedMotion: 'reduce' })
  const userAgent = await page.evaluate(() => navigator.userAgent)
  const events = async (): Promise<Logged[]> => {
    const [salt] = await sql<{ salt: Buffer }>('SELECT salt FROM analytics_salts WHERE day = $1', [seoulDay()])
    if (!salt) return []
    const hash = createHmac('sha256', salt.salt).update(`${address}\n${userAgent}`).digest()
    return sql<Logged>('SELECT element, type, locale FROM analytics_events WHERE visitor = $1 ORDER BY id', [
      hash.subarray(0, 16).toString('base64url'),
    ])
  }
  /** The events stored for this visitor once `expected` of them are, waiting up to 15 s. */
  const eventsOnce = async (expected: (events: Logged[]) => boolean) => {
    const deadline = Date.now() + 15_000
    for (;;) {
      const found = await events()
      if (expected(found) || Date.now() > deadline) return found
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
  }
  return { page, events, eventsOnce }
}

const tracked = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((els) => els.map((el) => el.getAttribute('data-track') ?? ''))

describe('view and click tracking', () => {
  it('logs the slide shown and the service cards once each when they show, a click when a card is followed, in the page language', async () => {
    const { page, eventsOnce } = await visitor()
    await visit(page, '/en')
    const slides = await tracked(page, '[aria-roledescription="slide"]')
    expect(slides.length).toBeGreaterThan(1)
    const services = await tracked(page, '#services [data-track]')
    expect(services).toEqual(['service:order', 'service:commerce', 'service:ceo', 'service:culture'])

    // Only the slide on screen is seen: the others are stacked under it, inert.
    const onLoad = await eventsOnce((events) => events.length > 0)
    expect(onLoad).toEqual([{ element: slides[0], type: 'view', locale: 'en' }])

    await page.locator('#services').scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 300)
    await page.waitForTimeout(500)
    await page.evaluate(() => window.scrollTo(0, 0)) // seen again: not logged again
    await page.waitForTimeout(200)
    await page.locator('#services').scrollIntoViewIfNeeded()
    await page.locator('#services a[href$="/service/commerce"]').click()
    await page.waitForURL('**/en/service/commerce')

    const events = await eventsOnce((found) => found.some((e) => e.type === 'click'))
    expect(events.filter((e) => e.type === 'view').map((e) => e.element)).toEqual([slides[0], ...services])
    expect(events.filter((e) => e.type === 'click')).toEqual([
      { element: 'service:commerce', type: 'click', locale: 'en' },
    ])
  })

  it('logs an element added later, and a click on a view-only element as a view only', async () => {
    const { page, eventsOnce } = await visitor()
    await visit(page, '/fonts')
    const downloads = await tracked(page, 'a[download][data-track]')
    expect(downloads.length).toBeGreaterThan(0)
    expect(downloads.every((id) => /^font:[1-9]\d*$/.test(id))).toBe(true)
    // Stand-ins for a list that grows (load more): one view-only element, one clickable.
    await page.evaluate(() => {
      const add = (html: string) => document.querySelector('main')!.insertAdjacentHTML('afterbegin', html)
      add('<button type="button" data-track="service:ceo" id="ceo">ceo</button>')
      add('<p data-track="service:culture" data-track-view-only id="culture">culture</p>')
    })
    await page.locator('#culture').click()
    await page.locator('#ceo').click()
    const first = await eventsOnce((events) => events.some((e) => e.element === 'service:ceo' && e.type === 'click'))
    const byName = (a: Logged, b: Logged) => `${a.element} ${a.type}`.localeCompare(`${b.element} ${b.type}`)
    expect(first.filter((e) => e.element.startsWith('service:')).sort(byName)).toEqual([
      { element: 'service:ceo', type: 'click', locale: 'ko' },
      { element: 'service:ceo', type: 'view', locale: 'ko' },
      { element: 'service:culture', type: 'view', locale: 'ko' },
    ])
    const visible = await page.locator('a[download][data-track]').first()
    await visible.scrollIntoViewIfNeeded()
    await visible.click()
    const after = await eventsOnce((events) => events.some((e) => e.element === downloads[0] && e.type === 'click'))
    expect(after.filter((e) => e.element === downloads[0])).toEqual([
      { element: downloads[0], type: 'view', locale: 'ko' },
      { element: downloads[0], type: 'click', locale: 'ko' },
    ])
  })

  it('sends what is queued when the visitor closes the tab', async () => {
    const { page, eventsOnce } = await visitor()
    await visit(page, '/')
    const [slide] = await tracked(page, '[aria-roledescription="slide"]')
    // Closed before the batch's timer (3 s): the page's `pagehide` sends it by beacon.
    await page.close({ runBeforeUnload: true })
    const events = await eventsOnce((found) => found.length > 0)
    expect(events).toEqual([{ element: slide, type: 'view', locale: 'ko' }])
  })
})

describe('the editors’ analytics view', () => {
  it('shows views, clicks and click-through per element and per day, per language, as a table and a chart', async () => {
    const [banner] = await sql<{ id: number; title: string }>(
      `SELECT b.id, l.title FROM banners b JOIN banners_locales l ON l._parent_id = b.id AND l._locale = 'en'
       WHERE b._status = 'published' ORDER BY b.id LIMIT 1`,
    )
    // Counts of a day no test sends events on (five days ago), as the job would have written them.
    const day = seoulDay(new Date(Date.now() - 5 * 86400_000))
    const element = `banner:${banner.id}`
    await sql(
      `INSERT INTO analytics_daily (day, element, locale, views, clicks) VALUES ($1, $2, 'ko', 40, 10), ($1, $2, 'en', 10, 0)
       ON CONFLICT (day, element, locale) DO UPDATE SET views = excluded.views, clicks = excluded.clicks`,
      [day, element],
    )
    const page = await adminPage(session, 'editor')
    await expect(page.locator('#nav-analytics').getAttribute('href')).resolves.toBe('/admin/analytics')
    await page.goto('/admin/analytics')
    await expect(page.locator('h1').textContent()).resolves.toBe('Views and clicks')
    const row = page.locator(`tr[data-element="${element}"]`)
    await expect(row.locator('th a').textContent()).resolves.toBe(banner.title)
    // The element's row sums its 30 days: the day above, and today's counts should another test
    // file have counted today's visits of Main (the slide is on it) before this one runs.
    const [sums] = await sql<{ views: string; clicks: string }>(
      `SELECT sum(views) AS views, sum(clicks) AS clicks FROM analytics_daily
       WHERE element = $1 AND day > $2::date - 30`,
      [element, seoulDay()],
    )
    const [views, clicks] = [Number(sums.views), Number(sums.clicks)]
    expect(views).toBeGreaterThanOrEqual(50)
    const format = new Intl.NumberFormat('en')
    const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 })
    await expect(row.locator('td').allTextContents()).resolves.toEqual([
      format.format(views),
      format.format(clicks),
      percent.format(clicks / views),
    ])
    await expect(page.locator('svg[role="img"] title').textContent()).resolves.toBe('Views and clicks per day')

    // One element, English pages only: the day's row and the chart's bars follow.
    await page.locator('select[name="element"]').selectOption(element)
    await page.locator('select[name="locale"]').selectOption('en')
    await page.locator('form button[type="submit"]').click()
    await page.waitForURL((url) => url.searchParams.get('locale') === 'en')
    await expect(page.locator(`tr[data-day="${day}"] td`).allTextContents()).resolves.toEqual(['10', '0', '0%'])
    await expect(page.locator(`g[data-day="${day}"] rect`).count()).resolves.toBe(2)
  })

  it('is in Korean for a Korean editor, and closed to compliance staff', async () => {
    const korean = await adminPage(session, 'editor', 'ko-KR')
    await korean.goto('/admin/analytics')
    await expect(korean.locator('h1').textContent()).resolves.toBe('조회·클릭 통계')
    await expect(korean.locator('#analytics-by-day').textContent()).resolves.toBe('일별')

    const compliance = await adminPage(session, 'compliance')
    await expect(compliance.locator('#nav-analytics').count()).resolves.toBe(0)
    await compliance.goto('/admin/analytics')
    await expect(compliance.locator('#analytics-not-allowed').textContent()).resolves.toContain(
      'Only communications editors and administrators',
    )
    await expect(compliance.locator('table').count()).resolves.toBe(0)
  })
})
