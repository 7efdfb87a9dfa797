import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { whereQuery } from '@/admin/reports/links'
import { followUpWhere, overdueWhere } from '@/lib/reports/due'

import { setupBrowser } from '../helpers/browser'
import { sql } from '../helpers/db'
import { newMarker, sample } from '../helpers/forms'
import { bearer, request } from '../helpers/http'
import { fileReport, newClient, sendStatusMessage } from '../helpers/reportStatus'
import { fixtureFile, reportData, runSubmissionJobs, type Created } from '../helpers/submissionJobs'
import { adminPage, devAccount, staffToken } from '../helpers/staff'

/**
 * The compliance workflow in the admin: compliance sees the overdue and new reports
 * counted on the dashboard, the overdue ones marked in the list, opens a report (an audit entry
 * for that user), changes its status and replies from its edit view; the audit log is read-only.
 * Editors and admins see nothing of the reports anywhere in the admin. Reports are stored as the
 * pipeline stores them (sealed), one of them received ten days ago and never acknowledged.
 */
const session = setupBrowser()
const marker = newMarker('report-admin')
const DAY = 24 * 60 * 60 * 1000
const late = reportData(marker, { receivedAt: new Date(Date.now() - 10 * DAY).toISOString() })
const fresh = reportData(marker, {
  form: 'consult',
  content: {
    subject: `${marker} 새 상담`,
    detail: `${marker} 상담 내용입니다. 거래 조건을 바꾸라는 요구를 받았습니다.`,
  },
  file: fixtureFile('자료.pdf', sample.pdf(2048)),
})
let lateReport: Created
let freshReport: Created
let complianceId = 0

beforeAll(async () => {
  ;[lateReport, freshReport] = (await runSubmissionJobs([
    { op: 'createReport', data: late },
    { op: 'createReport', data: fresh },
  ])) as [Created, Created]
  ;[{ id: complianceId }] = await sql<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    devAccount('compliance').email,
  ])
}, 180_000)

afterAll(async () => {
  await runSubmissionJobs([{ op: 'deleteReports', ids: [lateReport?.id, freshReport?.id].filter(Boolean) }])
}, 180_000)

/** How many reports match `where` right now, asked through the REST API as compliance. */
async function countAsCompliance(where: Parameters<typeof whereQuery>[0]): Promise<number> {
  const res = await request(`/api/ethics-reports?${whereQuery(where).join('&')}&limit=1&depth=0`, {
    headers: bearer(await staffToken('compliance')),
  })
  expect(res.status).toBe(200)
  return ((await res.json()) as { totalDocs: number }).totalDocs
}

const auditOf = (reportId: number, action: string) =>
  sql<{ user_id: number | null; from_status: string | null; to_status: string | null }>(
    'SELECT user_id, from_status, to_status FROM report_audit_log WHERE report_id = $1 AND action = $2 ORDER BY id',
    [reportId, action],
  )

describe('the ethics reports in the admin, for compliance', () => {
  it('counts overdue and new reports on the dashboard, in Korean and English, linking to the overdue ones marked in the list', async () => {
    const overdue = await countAsCompliance(overdueWhere())
    const received = await countAsCompliance({ status: { equals: 'received' } })
    expect(overdue).toBeGreaterThanOrEqual(1)

    const korean = await adminPage(session, 'compliance', 'ko-KR')
    await expect
      .poll(() => korean.locator('#overdue-reports .card__title').textContent())
      .toBe(`처리 기한이 지난 제보 ${overdue}건`)
    expect(await korean.locator('#new-reports .card__title').textContent()).toBe(`새로 접수된 제보 ${received}건`)

    const page = await adminPage(session, 'compliance', 'en-US')
    const card = page.locator('#overdue-reports')
    await expect.poll(() => card.locator('.card__title').textContent()).toBe(`Overdue reports: ${overdue}`)
    await card.getByRole('link', { name: `Overdue reports: ${overdue}, open the list` }).click()
    await page.waitForURL(
      (url) => url.pathname === '/admin/collections/ethics-reports' && url.search.includes('acknowledgeBy'),
    )
    const lateRow = page.locator('tbody tr', { hasText: late.receiptNumber })
    await expect.poll(() => lateRow.count()).toBe(1)
    expect(await lateRow.locator('.report-case--overdue .pill', { hasText: 'Overdue' }).count()).toBe(1)
    // Its result is due in about 80 days: the list says how many, not only the date.
    expect(await lateRow.locator('.report-due').textContent()).toMatch(/^\d{4}-\d{2}-\d{2} \(\d+ days left\)$/)
    expect(
      await page.locator('tbody tr', { hasText: fresh.receiptNumber }).count(),
      'a report received today is not overdue',
    ).toBe(0)

    const filters = page.getByRole('navigation', { name: 'Quick filters' })
    await filters.getByRole('link', { name: 'Consultation' }).click()
    await page.waitForURL((url) => url.search.includes('consult'))
    const freshRow = page.locator('tbody tr', { hasText: fresh.receiptNumber })
    await expect.poll(() => freshRow.count()).toBe(1)
    expect(await freshRow.locator('.report-case--overdue').count()).toBe(0)
    expect(await page.locator('tbody tr', { hasText: late.receiptNumber }).count()).toBe(0)
  })

  it("flags a reporter's follow-up on the dashboard and in the list, in English and Korean, until a reply", async () => {
    const filed = await fileReport(`${marker} follow-up`)
    try {
      const sent = await sendStatusMessage(
        { caseNumber: filed.caseNumber, secret: filed.password, message: `${marker} one more thing` },
        [],
        { client: newClient() },
      )
      expect(sent.status, sent.text).toBe(200)
      const waiting = await countAsCompliance(followUpWhere)
      expect(waiting).toBeGreaterThanOrEqual(1)

      const korean = await adminPage(session, 'compliance', 'ko-KR')
      await expect
        .poll(() => korean.locator('#follow-up-reports .card__title').textContent())
        .toBe(`답변을 기다리는 제보자 메시지 ${waiting}건`)

      const page = await adminPage(session, 'compliance', 'en-US')
      const card = page.locator('#follow-up-reports')
      const title = `Reporter messages awaiting a reply: ${waiting}`
      await expect.poll(() => card.locator('.card__title').textContent()).toBe(title)
      await card.getByRole('link', { name: `${title}, open the list` }).click()
      await page.waitForURL((url) => url.search.includes('followUpAt'))
      const row = page.locator('tbody tr', { hasText: filed.caseNumber })
      await expect.poll(() => row.count()).toBe(1)
      expect(await row.locator('.report-follow-up .pill').textContent()).toBe('New message')
      // Only the cases waiting for a reply: the two reports of this file have no follow-up.
      expect(await page.locator('tbody tr', { hasText: fresh.receiptNumber }).count()).toBe(0)

      // A reply takes the mark away.
      const reply = await request('/api/report-messages', {
        method: 'POST',
        headers: { ...bearer(await staffToken('compliance')), 'content-type': 'application/json' },
        body: JSON.stringify({ report: filed.id, body: `${marker} our answer` }),
      })
      expect(reply.status).toBe(201)
      await page.reload({ waitUntil: 'networkidle' })
      await expect.poll(() => page.locator('tbody tr', { hasText: filed.caseNumber }).count()).toBe(0)
    } finally {
      await runSubmissionJobs([{ op: 'deleteReports', ids: [filed.id] }])
    }
  })

  it("opens a report: its content read-only with the file as a download link, and one 'read' entry for that user in the audit log", async () => {
    const page = await adminPage(session, 'compliance', 'en-US')
    expect(await auditOf(freshReport.id, 'read')).toHaveLength(0)
    await page.goto(`/admin/collections/ethics-reports/${freshReport.id}`, { waitUntil: 'networkidle' })
    const subject = page.locator('#field-subject')
    await expect.poll(() => subject.inputValue()).toBe(fresh.content.subject)
    // Payload's edit view may show every field read-only for a moment after the page has loaded
    // (seen once: the notes were not editable yet). The notes becoming editable says the form is
    // ready, and only then does a read-only field prove anything.
    await expect.poll(() => page.locator('#field-internalNotes').isEditable()).toBe(true)
    expect(await subject.isEditable()).toBe(false)
    expect(await page.locator('#field-detail').isEditable()).toBe(false)
    // Read-only, yet in the text colour: it is what compliance is there to read.
    const colours = await page.evaluate(() => ({
      field: getComputedStyle(document.querySelector('#field-detail')!).color,
      text: getComputedStyle(document.body).color,
    }))
    expect(colours.field).toBe(colours.text)
    const link = page.locator('.report-attachment').getByRole('link', { name: '자료.pdf' })
    expect(await link.getAttribute('href')).toBe(`/api/ethics-reports/${freshReport.id}/attachment`)
    expect(await page.locator('.report-attachment').textContent()).toContain('(application/pdf, 2 KB)')

    // One opening, one entry, however many reads the edit view made.
    const reads = await auditOf(freshReport.id, 'read')
    expect(reads).toEqual([{ user_id: complianceId, from_status: null, to_status: null }])
    await page.goto(`/admin/collections/report-audit-log?search=${encodeURIComponent(fresh.receiptNumber)}`, {
      waitUntil: 'networkidle',
    })
    const readRow = page.locator('tbody tr', { hasText: 'Opened' })
    await expect.poll(() => readRow.count()).toBe(1)
    expect(await readRow.textContent()).toContain(devAccount('compliance').email)
    expect(await page.locator('tbody tr', { hasText: 'Received' }).count()).toBe(1)
  })

  it("changes the status and writes a reply from the report's edit view, both recorded in the audit log", async () => {
    const page = await adminPage(session, 'compliance', 'en-US')
    await page.goto(`/admin/collections/ethics-reports/${freshReport.id}`, { waitUntil: 'networkidle' })
    await page.locator('#field-status').click()
    await page.locator('.rs__option', { hasText: 'In review' }).click()
    await page.locator('#action-save').click()
    await expect
      .poll(
        async () =>
          (await sql<{ status: string }>('SELECT status FROM ethics_reports WHERE id = $1', [freshReport.id]))[0]
            .status,
      )
      .toBe('inReview')
    expect(await auditOf(freshReport.id, 'statusChanged')).toEqual([
      { user_id: complianceId, from_status: 'received', to_status: 'inReview' },
    ])

    const reply = `${marker} 접수 내용을 검토하고 있습니다. 추가 자료가 있으면 보내 주세요.`
    await page.getByRole('button', { name: 'Add new' }).click()
    const body = page.locator('textarea#field-body')
    await body.waitFor({ state: 'visible' })
    await body.fill(reply)
    await page.locator('.drawer__content #action-save, [class*="drawer"] #action-save').last().click()
    await expect
      .poll(
        async () =>
          (await sql('SELECT id FROM report_messages WHERE report_id = $1 AND author = $2', [freshReport.id, 'staff']))
            .length,
      )
      .toBe(1)
    expect(await auditOf(freshReport.id, 'replied')).toEqual([
      { user_id: complianceId, from_status: null, to_status: null },
    ])
    await page.keyboard.press('Escape')
    // The reply is in the report's messages table, readable as written.
    await expect.poll(() => page.locator('.relationship-table tbody tr', { hasText: reply }).count()).toBe(1)

    const res = await request(`/api/report-messages?where[report][equals]=${freshReport.id}&depth=0`, {
      headers: bearer(await staffToken('compliance')),
    })
    const { docs } = (await res.json()) as { docs: { body: string; author: string; staffUser: number }[] }
    expect(docs).toEqual([expect.objectContaining({ body: reply, author: 'staff', staffUser: complianceId })])
  })

  it('shows audit entries read-only: no create, save or delete control, every field locked', async () => {
    const page = await adminPage(session, 'compliance', 'en-US')
    await page.goto('/admin/collections/report-audit-log', { waitUntil: 'networkidle' })
    await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThan(0)
    expect(await page.locator('a[href="/admin/collections/report-audit-log/create"]').count()).toBe(0)
    const [entry] = await sql<{ id: number }>(
      "SELECT id FROM report_audit_log WHERE report_id = $1 AND action = 'read'",
      [freshReport.id],
    )
    await page.goto(`/admin/collections/report-audit-log/${entry.id}`, { waitUntil: 'networkidle' })
    await expect.poll(() => page.locator('#field-caseNumber').inputValue()).toBe(fresh.receiptNumber)
    expect(await page.locator('#action-save').count(), 'a save button').toBe(0)
    // The document menu holds create, duplicate and delete: with none of them allowed, there is none.
    expect(await page.locator('.doc-controls__popup').count(), 'a document menu').toBe(0)
    for (const field of ['#field-caseNumber', '#field-fromStatus', '#field-toStatus'])
      expect(await page.locator(field).isEditable(), field).toBe(false)
  })
})

describe.each(['editor', 'admin'] as const)('an %s', (role) => {
  it('sees no reports, messages or audit log anywhere in the admin', async () => {
    const page = await adminPage(session, role, 'en-US')
    // What both roles do see, before counting what they do not.
    await page.locator('a[href="/admin/collections/press-releases"]').first().waitFor({ state: 'attached' })
    for (const slug of ['ethics-reports', 'report-messages', 'report-audit-log']) {
      expect(await page.locator(`a[href^="/admin/collections/${slug}"]`).count(), `nav/dashboard link to ${slug}`).toBe(
        0,
      )
    }
    expect(await page.locator('#overdue-reports, #new-reports').count()).toBe(0)
    expect(await page.getByText('Overdue reports').count()).toBe(0)

    const paths = [
      '/admin/collections/ethics-reports',
      `/admin/collections/ethics-reports?${whereQuery(overdueWhere()).join('&')}`,
      `/admin/collections/ethics-reports/${freshReport.id}`,
      `/admin/collections/ethics-reports/${freshReport.id}/api`,
      '/admin/collections/report-messages',
      '/admin/collections/report-audit-log',
      `/api/ethics-reports/${freshReport.id}`,
    ]
    for (const path of paths) {
      await page.goto(path, { waitUntil: 'networkidle' })
      const text = await page.locator('body').innerText()
      for (const secret of [marker, fresh.receiptNumber, late.receiptNumber])
        expect(text, `${path} shows ${secret}`).not.toContain(secret)
    }
  })
})
