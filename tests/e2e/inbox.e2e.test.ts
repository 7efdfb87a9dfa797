import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { devAccounts } from '../../seed/devAccounts'
import type { Role } from '../../collections/roles'
import { setupBrowser } from '../helpers/browser'
import { bearer, login, request } from '../helpers/http'
import { inquiryData, runSubmissionJobs } from '../helpers/submissionJobs'

/**
 * The inbox in the admin (issue 8 §3): an editor sees the count of new inquiries on the dashboard,
 * the unread ones highlighted in the list, and the attachment as a download link; compliance
 * never sees the inbox. Inquiries are created as the submission pipeline creates them.
 */
const session = setupBrowser()

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

function account(role: Role) {
  const found = devAccounts.find((a) => a.role === role)
  if (!found) throw new Error(`no dev ${role} account in seed/devAccounts.ts`)
  return found
}

/** A page logged in to Payload's admin through its login form, in the browser language given. */
async function adminAs(role: Role, locale: 'en-US' | 'ko-KR'): Promise<Page> {
  const { email, password } = account(role)
  const page = await session.desktopPage({ locale })
  await page.goto('/admin/login', { waitUntil: 'networkidle' })
  await page.locator('#field-email').fill(email)
  await page.locator('#field-password').fill(password)
  await page.locator('form button[type="submit"]').click()
  await page.waitForURL((url) => url.pathname === '/admin')
  return page
}

/** How many inquiries are new right now, asked through the REST API as the editor. */
async function newCount(): Promise<number> {
  const token = await login(account('editor').email, account('editor').password)
  const res = await request('/api/inquiries?where[status][equals]=new&limit=1&depth=0', { headers: bearer(token) })
  expect(res.status).toBe(200)
  return ((await res.json()) as { totalDocs: number }).totalDocs
}

describe('the inquiries inbox in the admin', () => {
  it('shows an editor the count of new inquiries on the dashboard, linking to them, in English and Korean', async () => {
    const count = await newCount()
    expect(count).toBeGreaterThanOrEqual(1)

    const korean = await adminAs('editor', 'ko-KR')
    await expect.poll(() => korean.locator('#new-inquiries .card__title').textContent()).toBe(`새 문의 ${count}건`)

    const page = await adminAs('editor', 'en-US')
    const card = page.locator('#new-inquiries')
    await expect.poll(() => card.locator('.card__title').textContent()).toBe(`New inquiries: ${count}`)
    await card.getByRole('link', { name: `New inquiries: ${count}, open the list` }).click()
    await page.waitForURL((url) => url.pathname === '/admin/collections/inquiries' && url.search.includes('status'))
    // The list shows only new inquiries: ours, and not the answered one.
    await expect.poll(() => page.getByText(unread.subject).count()).toBe(1)
    expect(await page.getByText(answered.subject).count()).toBe(0)
  })

  it('highlights unread inquiries in the list, newest first, with quick filters by status and kind', async () => {
    const page = await adminAs('editor', 'en-US')
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
    await expect.poll(() => page.getByText(answered.subject).count()).toBe(1)
    expect(await page.getByText(unread.subject).count()).toBe(0)
    await filters.getByRole('link', { name: 'Media' }).click()
    await page.waitForURL((url) => url.search.includes('press'))
    await expect.poll(() => page.getByText(unread.subject).count()).toBe(1)
    expect(await page.getByText(answered.subject).count()).toBe(0)
  })

  it('shows the attachment in the edit view as a download link through the attachment route', async () => {
    const page = await adminAs('editor', 'en-US')
    await page.goto(`/admin/collections/inquiries/${unreadId}`, { waitUntil: 'networkidle' })
    const field = page.locator('.inquiry-attachment')
    await expect.poll(() => field.count()).toBe(1)
    const link = field.getByRole('link', { name: 'interview-questions.pdf' })
    expect(await link.getAttribute('href')).toBe(`/api/inquiries/${unreadId}/attachment`)
    expect(await field.textContent()).toContain('(application/pdf, 2 KB)')
  })

  it('gives compliance no inbox: no nav entry, no dashboard count, no list, no REST read', async () => {
    const page = await adminAs('compliance', 'en-US')
    await page.waitForLoadState('networkidle')
    expect(await page.locator('a[href="/admin/collections/inquiries"]').count()).toBe(0)
    expect(await page.locator('#new-inquiries').count()).toBe(0)
    expect(await page.getByText('New inquiries').count()).toBe(0)

    await page.goto('/admin/collections/inquiries', { waitUntil: 'networkidle' })
    expect(await page.getByText(unread.subject).count()).toBe(0)
    await page.goto(`/admin/collections/inquiries/${unreadId}`, { waitUntil: 'networkidle' })
    expect(await page.getByText(unread.subject).count()).toBe(0)

    const token = await login(account('compliance').email, account('compliance').password)
    const res = await request(`/api/inquiries/${unreadId}`, { headers: bearer(token) })
    expect(res.status).toBe(403)
  })
})
