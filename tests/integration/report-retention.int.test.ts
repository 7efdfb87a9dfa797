import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, inject, it } from 'vitest'

import { sql } from '../helpers/db'
import { newMarker, sample } from '../helpers/forms'
import { bearer, request } from '../helpers/http'
import { fixtureFile, reportData, runSubmissionJobs, type Created, type ReportData } from '../helpers/submissionJobs'
import { staffToken } from '../helpers/staff'

/**
 * SPEC §9: reports, their messages and files are deleted a year after closing (an
 * admin setting) by the retention job; the audit log keeps only the case number, the action and
 * the dates. purgeExpiredReports runs with a controlled clock (`now` is its parameter) in a child
 * process that has loaded Payload, against the real database and the real files; the test counts
 * rows and files before and after.
 */
const DAY = 24 * 60 * 60 * 1000
/** The controlled clock: fixed for the whole file (files are dated by the real clock, so it is today). */
const NOW = new Date()

const monthsBefore = (months: number, plusDays = 0) => {
  const date = new Date(NOW)
  date.setUTCMonth(date.getUTCMonth() - months)
  return new Date(date.getTime() + plusDays * DAY).toISOString()
}

const reportsDir = () => path.join(inject('privateDir'), 'reports')
const filePath = (key: string) => path.join(inject('privateDir'), key)
const exists = (key: string | null) => key !== null && fs.existsSync(filePath(key))
const reportFiles = () => (fs.existsSync(reportsDir()) ? fs.readdirSync(reportsDir()).length : 0)

/** A file in the reports area that no report names; `ageMs` back-dates it (the sweep spares files under an hour old). */
function strayFile(ageMs = 0): string {
  const key = `reports/${randomUUID()}`
  fs.mkdirSync(reportsDir(), { recursive: true })
  fs.writeFileSync(filePath(key), randomUUID())
  if (ageMs) {
    const at = new Date(Date.now() - ageMs)
    fs.utimesSync(filePath(key), at, at)
  }
  return key
}

async function counts() {
  const [row] = await sql<{ reports: string; messages: string; audit: string }>(
    'SELECT (SELECT count(*) FROM ethics_reports) AS reports, (SELECT count(*) FROM report_messages) AS messages, (SELECT count(*) FROM report_audit_log) AS audit',
  )
  return {
    reports: Number(row.reports),
    messages: Number(row.messages),
    audit: Number(row.audit),
    files: reportFiles(),
  }
}

type AuditRow = {
  case_number: string
  report_id: number | null
  user_id: number | null
  user_email: string | null
  action: string
  from_status: string | null
  to_status: string | null
  at: Date
}
const auditOfCase = (caseNumber: string) =>
  sql<AuditRow>(
    'SELECT case_number, report_id, user_id, user_email, action, from_status, to_status, at FROM report_audit_log WHERE case_number = $1 ORDER BY id',
    [caseNumber],
  )

const pdf = (marker: string) => Buffer.concat([sample.pdf(4096), Buffer.from(marker)])

describe('retention of ethics reports (SPEC §9)', () => {
  it('deletes reports closed more than 12 months ago with their messages and files, keeps the rest, reduces their audit entries to case number, action and dates, and sweeps old stray files', async () => {
    const marker = newMarker('retention')
    const expired: ReportData = reportData(marker, {
      status: 'closed',
      receivedAt: monthsBefore(15),
      closedAt: monthsBefore(12, -1),
      file: fixtureFile('expired.pdf', pdf(marker)),
    })
    const recentlyClosed = reportData(marker, {
      status: 'closed',
      receivedAt: monthsBefore(13),
      closedAt: monthsBefore(12, +1),
      file: fixtureFile('kept.pdf', pdf(marker)),
    })
    const stillOpen = reportData(marker, { status: 'inReview', receivedAt: monthsBefore(30) })
    const created = (await runSubmissionJobs([
      { op: 'createReport', data: expired },
      { op: 'createReport', data: recentlyClosed },
      { op: 'createReport', data: stillOpen },
      {
        op: 'createReportMessage',
        report: 'ref:0.id',
        body: `${marker} 추가 자료`,
        file: fixtureFile('more.pdf', pdf(marker)),
      },
      { op: 'createReportMessage', report: 'ref:0.id', body: `${marker} 한 번 더` },
      {
        op: 'createReportMessage',
        report: 'ref:1.id',
        body: `${marker} 남는 메시지`,
        file: fixtureFile('kept-more.pdf', pdf(marker)),
      },
    ])) as Created[]
    const [expiredReport, keptReport, openReport, expiredMessage, , keptMessage] = created
    const ids = [expiredReport.id, keptReport.id, openReport.id]
    try {
      // A compliance user opens the expired report: an audit entry with a user, to be reduced.
      expect(
        (await request(`/api/ethics-reports/${expiredReport.id}`, { headers: bearer(await staffToken('compliance')) }))
          .status,
      ).toBe(200)
      const oldStray = strayFile(2 * 60 * 60 * 1000)
      const freshStray = strayFile() // may belong to a report still being written
      // A file a crashed process left half-written beside its place (`<uuid>.partial`), hours ago.
      const oldPartial = path.join(reportsDir(), `${randomUUID()}.partial`)
      fs.writeFileSync(oldPartial, randomUUID())
      const hoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000)
      fs.utimesSync(oldPartial, hoursAgo, hoursAgo)
      const auditBefore = await auditOfCase(expired.receiptNumber)
      expect(auditBefore.map((row) => row.action)).toEqual(['created', 'read'])
      expect(auditBefore[1].user_id).not.toBeNull()
      expect(auditBefore[1].user_email).toBe('compliance@example.com')

      const before = await counts()
      const [result] = (await runSubmissionJobs([{ op: 'purgeReports', now: NOW.toISOString() }])) as [
        { reports: number; messages: number; files: number },
      ]
      const after = await counts()

      expect(result).toEqual({ reports: 1, messages: 2, files: 4 })
      expect(after).toEqual({
        reports: before.reports - 1,
        messages: before.messages - 2,
        audit: before.audit + 1,
        files: before.files - 4,
      })
      expect(await sql('SELECT id FROM ethics_reports WHERE id = ANY($1) ORDER BY id', [ids])).toEqual([
        { id: keptReport.id },
        { id: openReport.id },
      ])
      expect(await sql('SELECT id FROM report_messages WHERE report_id = $1', [expiredReport.id])).toEqual([])
      expect({
        report: exists(expiredReport.fileKey),
        message: exists(expiredMessage.fileKey),
        oldStray: exists(oldStray),
      }).toEqual({ report: false, message: false, oldStray: false })
      expect(fs.existsSync(oldPartial), 'the old .partial file is swept').toBe(false)
      expect({
        report: exists(keptReport.fileKey),
        message: exists(keptMessage.fileKey),
        freshStray: exists(freshStray),
      }).toEqual({ report: true, message: true, freshStray: true })

      const audit = await auditOfCase(expired.receiptNumber)
      expect(audit.map((row) => row.action)).toEqual(['created', 'read', 'purged'])
      for (const row of audit)
        expect(row).toMatchObject({
          case_number: expired.receiptNumber,
          report_id: null,
          user_id: null,
          user_email: null,
          from_status: null,
          to_status: null,
        })
      expect(audit.map((row) => row.at.toISOString())).toEqual([
        expired.receivedAt,
        auditBefore[1].at.toISOString(),
        NOW.toISOString(),
      ])
      // The kept reports' entries are untouched.
      expect((await auditOfCase(recentlyClosed.receiptNumber))[0]).toMatchObject({
        report_id: keptReport.id,
        action: 'created',
      })
      fs.rmSync(filePath(freshStray), { force: true })
    } finally {
      await runSubmissionJobs([{ op: 'deleteReports', ids: [keptReport.id, openReport.id] }])
    }
  }, 240_000)

  it('follows a changed retention period in the site settings', async () => {
    const marker = newMarker('retention-setting')
    const rows = [
      reportData(marker, { status: 'closed', receivedAt: monthsBefore(3), closedAt: monthsBefore(2) }),
      reportData(marker, { status: 'closed', receivedAt: monthsBefore(2), closedAt: monthsBefore(0, -2) }),
    ]
    const results = await runSubmissionJobs([
      ...rows.map((data) => ({ op: 'createReport' as const, data })),
      { op: 'setReports', reports: { retentionMonths: 1 } },
      { op: 'purgeReports', now: NOW.toISOString() },
      // Restored at once: the next purge run in this database must see the default again.
      { op: 'setReports', reports: { retentionMonths: 12 } },
    ])
    const [twoMonths, twoDays] = results as [Created, Created]
    const previous = results[2] as { retentionMonths: number }
    try {
      expect(previous.retentionMonths).toBe(12)
      expect(results[3]).toEqual({ reports: 1, messages: 0, files: 0 })
      expect(await sql('SELECT id FROM ethics_reports WHERE id = ANY($1)', [[twoMonths.id, twoDays.id]])).toEqual([
        { id: twoDays.id },
      ])
    } finally {
      await runSubmissionJobs([
        { op: 'setReports', reports: { retentionMonths: previous.retentionMonths ?? 12 } },
        { op: 'deleteReports', ids: [twoDays.id] },
      ])
    }
  }, 240_000)
})
