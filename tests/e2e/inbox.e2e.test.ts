import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { downloadedBytes, setupBrowser } from '../helpers/browser'
import { bearer, login, request } from '../helpers/http'
import { inquiryData, runSubmissionJobs } from '../helpers/submissionJobs'
import { expectSubmitted, fileInput, fillForm, pdf, setupInquiryTests, submitButton } from '../helpers/inquiryForm'
import { adminPage, devAccount, staffToken } from '../helpers/staff'

/**
 * The inbox in the admin: an editor sees the count of new inquiries on the dashboard,
 * the unread ones highlighted in the list, and the attachment as a download link; compliance
 * never sees the inbox. Inquiries are created as the submission pipeline creates them.
 */
const session = setupBrowser()
const { openTab } = setupInquiryTests(session)

const stamp = Date.now().toString(36)
const unread = inquiryData({ subject: `Unread inbox test ${stamp}`, kind: 'press' })
const answered = inquiryData({
  subject: `Answered inbox test ${stamp}`,
  kind: 'other',
  mediaName: undefined,
  status: 'answered',
  receivedAt: new Date(Date.now() + 1000).toISOString(),
})
const fileContent = '%PDF-1.4\n% inbox e2e\n%%EOF\n'
let unreadId = 0
let answeredId = 0
let fileKey = ''

beforeAll(async () => {
  fileKey = `inquiries/${randomUUID()}`
  const file = path.join(inject('privateDir'), fileKey)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  fs.writeFileSync(file, fileContent)
  unread.attachment = { key: fileKey, filename: 'interview-questions.pdf', mimeType: 'application/pdf', size: 2048 }
  ;[unreadId, answeredId] = (await runSubmissionJobs([
    { op: 'createInquiry', data: unread },
    { op: 'createInquiry', data: answered },
  ])) as [number, number]
}, 180_000)

afterAll(async () => {
  await runSubmissionJobs([{ op: 'deleteInquiries', ids: [unreadId, answeredId].filter(Boolean) }])
  fs.rmSync(path.join(inject('privateDir'), fileKey), { force: true })
}, 180_000)

/** How many inquiries are new right now, asked through the REST API as the editor. */
async function newCount(): Promise<number> {
  const token = await login(devAccount('editor').email, devAccount('editor').password)
  const res = await request('/api/inquiries?where[status][equals]=new&limit=1&depth=0', { headers: bearer(token) })
  expect(res.status).toBe(200)
  return ((await res.json()) as { totalDocs: number }).totalDocs
}

/** How many times each of our two inquiries shows on the page, read in one go. */
async function listed(page: Page): Promise<{ unread: number; answered: number }> {
  return {
    unread: await page.getByText(unread.subject).count(),
    answered: await page.getByText(answered.subject).count(),
  }
}

describe('the inquiries inbox in the admin', () => {
  it('shows an editor the count of new inquiries on the dashboard, linking to them, in English and Korean', async () => {
    const count = await newCount()
    expect(count).toBeGreaterThanOrEqual(1)

    const korean = await adminPage(session, 'editor', 'ko-KR')
    await expect.poll(() => korean.locator('#new-inquiries .card__title').textContent()).toBe(`새 문의 ${count}건`)

    const page = await adminPage(session, 'editor', 'en-US')
    const card = page.locator('#new-inquiries')
    await expect.poll(() => card.locator('.card__title').textContent()).toBe(`New inquiries: ${count}`)
    await card.getByRole('link', { name: `New inquiries: ${count}, open the list` }).click()
    await page.waitForURL((url) => url.pathname === '/admin/collections/inquiries' && url.search.includes('status'))
    // The list shows only new inquiries: ours, and not the answered one.
    await expect.poll(() => listed(page)).toEqual({ unread: 1, answered: 0 })
  })

  it('highlights unread inquiries in the list, newest first, with quick filters by status and kind', async () => {
    const page = await adminPage(session, 'editor', 'en-US')
    await page.goto('/admin/collections/inquiries', { waitUntil: 'networkidle' })
    const unreadRow = page.locator('tr', { hasText: unread.subject })
    const answeredRow = page.locator('tr', { hasText: answered.subject })
    await expect.poll(() => unreadRow.count()).toBe(1)
    expect(await unreadRow.locator('strong.inquiry-subject--new').count()).toBe(1)
    expect(await unreadRow.locator('.pill', { hasText: 'New' }).count()).toBeGreaterThanOrEqual(1)
    expect(await unreadRow.locator('strong').evaluate((el) => getComputedStyle(el).fontWeight)).toBe('700')
    expect(await answeredRow.locator('.inquiry-subject--new').count()).toBe(0)
    // Newest first: the answered one was created after the unread one.
    const subjects = await page.locator('tbody tr').allTextContents()
    const order = [answered.subject, unread.subject].map((s) => subjects.findIndex((row) => row.includes(s)))
    expect(order[0]).toBeLessThan(order[1])

    const filters = page.getByRole('navigation', { name: 'Quick filters' })
    await filters.getByRole('link', { name: 'Answered' }).click()
    await page.waitForURL((url) => url.search.includes('answered'))
    // The URL changes before the list re-renders, and the answered inquiry was already on the
    // unfiltered list: wait for the filtered list as a whole, not for one row that was there anyway.
    await expect.poll(() => listed(page)).toEqual({ unread: 0, answered: 1 })
    await filters.getByRole('link', { name: 'Media' }).click()
    await page.waitForURL((url) => url.search.includes('press'))
    await expect.poll(() => listed(page)).toEqual({ unread: 1, answered: 0 })
  })

  it('shows the attachment in the edit view as a download link through the attachment route', async () => {
    const page = await adminPage(session, 'editor', 'en-US')
    await page.goto(`/admin/collections/inquiries/${unreadId}`, { waitUntil: 'networkidle' })
    const field = page.locator('.inquiry-attachment')
    await expect.poll(() => field.count()).toBe(1)
    const link = field.getByRole('link', { name: 'interview-questions.pdf' })
    expect(await link.getAttribute('href')).toBe(`/api/inquiries/${unreadId}/attachment`)
    expect(await field.textContent()).toContain('(application/pdf, 2 KB)')
    // A media inquiry shows the outlet, not the fields only other kinds ask for.
    await expect.poll(() => page.locator('#field-mediaName').inputValue()).toBe(unread.mediaName)
    expect(await page.locator('#field-organization').count()).toBe(0)
    expect(await page.locator('#field-visitors').count()).toBe(0)
    expect(await page.locator('#field-preferredDates').count()).toBe(0)
    // Reply by email: the staff member's own mail program, to the sender, the subject quoted.
    const reply = page.locator('.inquiry-reply').getByRole('link', { name: 'Reply by email' })
    const href = new URL((await reply.getAttribute('href')) ?? '')
    expect(href.protocol).toBe('mailto:')
    expect(decodeURIComponent(href.pathname)).toBe(unread.email)
    expect(href.searchParams.get('subject')).toBe(`Re: ${unread.subject} [${unread.receiptNumber}]`)
  })

  it('gives compliance no inbox: no nav entry, no dashboard count, no list, no REST read', async () => {
    const page = await adminPage(session, 'compliance', 'en-US')
    // What compliance does see, before counting what it does not.
    await page.locator('#overdue-reports').waitFor()
    expect(await page.locator('a[href="/admin/collections/inquiries"]').count()).toBe(0)
    expect(await page.locator('#new-inquiries').count()).toBe(0)
    expect(await page.getByText('New inquiries').count()).toBe(0)

    await page.goto('/admin/collections/inquiries', { waitUntil: 'networkidle' })
    expect(await page.getByText(unread.subject).count()).toBe(0)
    await page.goto(`/admin/collections/inquiries/${unreadId}`, { waitUntil: 'networkidle' })
    expect(await page.getByText(unread.subject).count()).toBe(0)

    const token = await login(devAccount('compliance').email, devAccount('compliance').password)
    const res = await request(`/api/inquiries/${unreadId}`, { headers: bearer(token) })
    expect(res.status).toBe(403)
  })
})

describe('from the form to the inbox', () => {
  it("an inquiry a visitor sends with a file is found by its receipt number in the editor's inbox, opened, and its file downloaded as sent; compliance and anonymous visitors cannot fetch the file", async () => {
    // The visitor: the Korean partnership form, a proposal attached.
    const subject = `Chained inbox test ${stamp}`
    const deck = pdf(40_000)
    const visitor = await openTab('ko', 'partnership')
    await fillForm(visitor, 'ko', 'partnership', { subject })
    await fileInput(visitor).setInputFiles({ name: 'chained-deck.pdf', mimeType: 'application/pdf', buffer: deck })
    // The form takes the file after checking it: sending before then would send the inquiry alone.
    await expect.poll(() => visitor.getByText('chained-deck.pdf').count()).toBeGreaterThan(0)
    await submitButton(visitor, 'ko').click()
    const receipt = await expectSubmitted(visitor, 'ko')

    // The editor: searches the inbox for the receipt number the visitor was given.
    const editor = await adminPage(session, 'editor')
    await editor.goto('/admin/collections/inquiries', { waitUntil: 'networkidle' })
    await editor.locator('#search-filter-input').fill(receipt)
    await editor.waitForURL((url) => url.searchParams.get('search') === receipt)
    const row = editor.locator('tbody tr')
    await expect.poll(() => row.count()).toBe(1)
    expect(await row.textContent()).toContain(subject)
    expect(await row.locator('.inquiry-subject--new').count(), 'nobody has read it yet').toBe(1)

    await row.getByRole('link', { name: subject }).click()
    await editor.waitForURL((url) => /^\/admin\/collections\/inquiries\/\d+$/.test(url.pathname))
    const id = Number(new URL(editor.url()).pathname.split('/').pop())
    const attachment = editor.locator('.inquiry-attachment').getByRole('link', { name: 'chained-deck.pdf' })
    await attachment.waitFor({ state: 'visible' })
    const [download] = await Promise.all([editor.waitForEvent('download'), attachment.click()])
    expect(download.suggestedFilename()).toBe('chained-deck.pdf')
    expect((await downloadedBytes(download)).equals(deck), 'the file downloaded is the file sent, byte for byte').toBe(
      true,
    )

    // Compliance, logged in to the admin, and an anonymous visitor ask for the same file.
    const compliance = await adminPage(session, 'compliance')
    const asCompliance = await compliance.request.get(`/api/inquiries/${id}/attachment`)
    expect(asCompliance.status()).toBe(403)
    expect((await asCompliance.body()).includes(deck.subarray(0, 64))).toBe(false)
    const asVisitor = await visitor.request.get(`/api/inquiries/${id}/attachment`)
    expect(asVisitor.status()).toBe(401)
    expect((await asVisitor.body()).includes(deck.subarray(0, 64))).toBe(false)
    expect(
      (await request(`/api/inquiries/${id}/attachment`, { headers: bearer(await staffToken('compliance')) })).status,
    ).toBe(403)

    await runSubmissionJobs([{ op: 'deleteInquiries', ids: [id] }])
  })
})
