import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { formatAdminDateTime } from '@/lib/seoulDate'

import { requestsElsewhere, setupBrowser } from '../helpers/browser'
import { sql } from '../helpers/db'
import { deleteDocs, request } from '../helpers/http'
import { adminPage, editorToken, staffWrite } from '../helpers/staff'

/**
 * The admin as an editor finds it: the dashboard's desk lists drafts in progress, what
 * goes public in the coming week with its time, and what went public; in both admin languages;
 * not for compliance staff. And the admin asks nothing of any other site: no avatar service, no
 * font or script host, on the dashboard, a list, an edit view and the analytics view.
 */
const session = setupBrowser()
const run = Date.now().toString(36)
const DAY = 24 * 60 * 60 * 1000
const titles = {
  draft: `Desk draft ${run}`,
  dated: `Desk dated ${run}`,
  scheduled: `Desk scheduled ${run}`,
  recent: `Desk recent ${run}`,
}
const ids: number[] = []
let jobId = 0
let token = ''
let datedAt = new Date()

type Created = { doc: { id: number } }
const create = async (title: string, status: 'draft' | 'published', publishDate: Date) => {
  const { doc } = await staffWrite<Created>(
    token,
    'POST',
    `/api/press-releases?locale=en&draft=${status === 'draft'}`,
    {
      title,
      _status: status,
      publishDate: publishDate.toISOString(),
    },
  )
  ids.push(doc.id)
  return doc.id
}

beforeAll(async () => {
  token = await editorToken()
  const now = Date.now()
  await create(titles.draft, 'draft', new Date(now))
  datedAt = new Date(now + 2 * DAY)
  await create(titles.dated, 'published', datedAt)
  // Published a second ago: the newest of the run, whatever earlier test files published (the list shows five).
  await create(titles.recent, 'published', new Date(now - 1000))
  const scheduled = await create(titles.scheduled, 'draft', new Date(now))
  // The job the admin's "Schedule publish" writes: publish this draft in three days.
  const [job] = await sql<{ id: number }>(
    `INSERT INTO payload_jobs (input, task_slug, queue, wait_until)
     VALUES ($1, 'schedulePublish', 'default', $2) RETURNING id`,
    [
      JSON.stringify({ type: 'publish', doc: { relationTo: 'press-releases', value: scheduled } }),
      new Date(now + 3 * DAY),
    ],
  )
  jobId = job.id
})

afterAll(async () => {
  if (jobId) await sql('DELETE FROM payload_jobs WHERE id = $1', [jobId])
  await deleteDocs('press-releases', ids, token)
})

describe("the editor's desk", () => {
  it('lists drafts, what goes public this week with its time, and what went public, each linking to its document', async () => {
    const page = await adminPage(session, 'editor')
    const desk = page.locator('.editor-desk')
    await expect(desk.locator('h2').textContent()).resolves.toBe("Editor's desk")
    const drafts = desk.locator('#desk-drafts')
    await expect(drafts.locator('h3').textContent()).resolves.toMatch(/^Drafts in progress: \d+$/)
    const draftLink = drafts.getByRole('link', { name: titles.draft })
    await expect(draftLink.getAttribute('href')).resolves.toBe(`/admin/collections/press-releases/${ids[0]}`)

    const scheduled = desk.locator('#desk-scheduled li')
    const names = await scheduled.locator('a').allTextContents()
    // Soonest first: the future publish date (2 days), then the scheduled publish (3 days).
    expect(names.filter((name) => name.endsWith(run))).toEqual([titles.dated, titles.scheduled])
    await expect(scheduled.filter({ hasText: titles.dated }).textContent()).resolves.toMatch(
      /Press release · public at \d{4}\.\d{2}\.\d{2} \d{2}:\d{2}/,
    )
    await expect(desk.locator('#desk-recent').getByRole('link', { name: titles.recent }).count()).resolves.toBe(1)
    await expect(desk.locator('#desk-recent').getByRole('link', { name: titles.dated }).count()).resolves.toBe(0)

    await draftLink.click()
    await page.waitForURL(`**/admin/collections/press-releases/${ids[0]}`)
  })

  it('speaks Korean to a Korean editor, and is not shown to compliance staff', async () => {
    // The one staff test that signs in through the admin's own form (in Korean): the others set the cookie.
    const korean = await adminPage(session, 'editor', 'ko-KR', 'form')
    await expect(korean.locator('.editor-desk h2').textContent()).resolves.toBe('편집 데스크')
    await expect(korean.locator('#desk-drafts h3').textContent()).resolves.toMatch(/^작성 중인 초안 \d+건$/)
    const compliance = await adminPage(session, 'compliance')
    await expect(compliance.locator('.editor-desk').count()).resolves.toBe(0)
  })
})

describe('view on site', () => {
  it('links a published document to its page in each language, and says a draft has none yet', async () => {
    const page = await adminPage(session, 'editor')
    await page.goto(`/admin/collections/press-releases/${ids[2]}`)
    const links = page.locator('.view-on-site a')
    await links.first().waitFor()
    await expect(links.evaluateAll((els) => els.map((el) => el.getAttribute('href')))).resolves.toEqual([
      `/content/report/${ids[2]}?lang=KR`,
      `/content/report/${ids[2]}?lang=EN`,
    ])
    await expect(links.evaluateAll((els) => els.map((el) => el.getAttribute('target')))).resolves.toEqual([
      '_blank',
      '_blank',
    ])
    // Followed: the public page of the item, in that language.
    const english = await page.context().newPage()
    await english.goto(`/content/report/${ids[2]}?lang=EN`)
    expect(new URL(english.url()).pathname).toBe(`/en/newsroom/report/detail/${ids[2]}`)
    await expect(english.locator('h1').first().textContent()).resolves.toContain(titles.recent)

    await page.goto(`/admin/collections/press-releases/${ids[0]}`)
    await page.locator('.view-on-site--hidden').waitFor()
    await expect(page.locator('.view-on-site--hidden').textContent()).resolves.toBe(
      'Not public yet: nothing to view on the site.',
    )
    await expect(page.locator('.view-on-site a').count()).resolves.toBe(0)
  })

  it('offers the links as soon as the draft is published, without a reload', async () => {
    const page = await adminPage(session, 'editor')
    // Its title is English only: published in English.
    await page.goto(`/admin/collections/press-releases/${ids[0]}?locale=en`)
    await page.locator('.view-on-site--hidden').waitFor()
    await page.locator('#action-save').click()
    const links = page.locator('.view-on-site a')
    await links.first().waitFor()
    await expect(links.count()).resolves.toBe(2)
    await expect(page.locator('.view-on-site--hidden').count()).resolves.toBe(0)
  })
})

describe('the admin list of press releases', () => {
  it('sorts by the columns it shows, oldest first and by title, and keeps listing', async () => {
    const page = await adminPage(session, 'editor')
    const firstTitle = () => page.locator('tbody tr').first().locator('td.cell-title').innerText()
    // What the list should show first, read through the REST API the admin's own list mirrors.
    const first = async (sort: string) => {
      const res = await request(`/api/press-releases?draft=true&locale=en&depth=0&limit=1&sort=${sort}`, {
        headers: { Authorization: `JWT ${token}` },
      })
      return ((await res.json()) as { docs: { title: string }[] }).docs[0].title
    }
    const [newest, oldest] = [await first('-publishDate'), await first('publishDate')]
    expect(newest).not.toBe(oldest)
    try {
      await page.goto('/admin/collections/press-releases?locale=en&sort=-publishDate', { waitUntil: 'networkidle' })
      await expect.poll(firstTitle).toBe(newest)
      await page.locator('#heading-publishDate .sort-column__asc').click()
      await page.waitForURL(/sort=publishDate/)
      await expect.poll(firstTitle).toBe(oldest)
      await page.locator('#heading-title .sort-column__desc').click()
      await page.waitForURL(/sort=-title/)
      await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(1)
    } finally {
      // The list keeps its last sort in the editor's preferences: back to the default one.
      await page.goto('/admin/collections/press-releases?sort=-publishDate', { waitUntil: 'networkidle' })
    }
  })
})

describe('the admin list of press releases, in Seoul time', () => {
  it('shows a published item whose date is ahead as scheduled, with its Seoul time, and each date in Seoul time', async () => {
    // The browser's zone is the machine's (UTC here): the list must not follow it.
    const page = await adminPage(session, 'editor')
    await page.goto(`/admin/collections/press-releases?locale=en&search=${run}`, { waitUntil: 'networkidle' })
    const row = (title: string) => page.locator('tbody tr', { hasText: title })
    const at = formatAdminDateTime(datedAt)
    await expect.poll(() => row(titles.dated).locator('td.cell-_status').innerText()).toBe(`Scheduled · ${at}`)
    await expect(row(titles.dated).locator('td.cell-publishDate').innerText()).resolves.toBe(at)
    await expect(row(titles.recent).locator('td.cell-_status').innerText()).resolves.toBe('Published')
    // Its edit view: the publish date is chosen in Seoul time too.
    await row(titles.dated).locator('td.cell-title a').click()
    const picker = page.locator('.field-type.date-time-field input').first()
    await expect.poll(() => picker.inputValue()).toBe(at)
  })
})

describe('the admin list filters', () => {
  it('offers only the fields a list can be filtered by at 100,000 articles: the title, not the subtitle', async () => {
    const page = await adminPage(session, 'editor')
    // No ?locale: the content locale a list is opened in is kept in the editor's preferences.
    await page.goto('/admin/collections/press-releases', { waitUntil: 'networkidle' })
    await page.locator('#toggle-list-filters').click()
    await page.locator('.where-builder__add-first-filter').click()
    await page.locator('.condition__field .rs__control').click()
    await page.locator('.rs__option').first().waitFor()
    const offered = await page.locator('.rs__option').allInnerTexts()
    expect(offered).toEqual(expect.arrayContaining(['Title', 'Publish date']))
    expect(offered).not.toContain('Subtitle')
    expect(offered).not.toContain('Source')
  })
})

describe('the admin and other sites', () => {
  it('requests nothing from another origin on the dashboard, a list, an edit view and the analytics view', async () => {
    const page = await adminPage(session, 'editor')
    const elsewhere = requestsElsewhere(page)
    for (const path of [
      '/admin',
      '/admin/collections/press-releases',
      `/admin/collections/press-releases/${ids[2]}`,
      '/admin/analytics',
    ]) {
      await page.goto(path, { waitUntil: 'networkidle' })
      await expect(page.locator('.template-default').count(), path).resolves.toBe(1)
    }
    expect(elsewhere).toEqual([])
    // The avatar is Payload's own drawing, not an image from an avatar service.
    await expect(page.locator('img[src*="gravatar"]').count()).resolves.toBe(0)
    expect((await request('/admin/login')).status).toBe(200)
  })
})
