import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { sql } from '../helpers/db'
import { newMarker, sample, submit } from '../helpers/forms'
import { parseMail, type ParsedMail } from '../helpers/mail'
import { newClient, sendStatusMessage } from '../helpers/reportStatus'
import { reportRow, validReport } from '../helpers/reports'
import { startSmtpServer, type TestSmtpServer } from '../helpers/smtpServer'
import { fixtureFile, reportData, runSubmissionJobs, type Created, type JobState } from '../helpers/submissionJobs'

/** What `payload.jobs.run` answers: each job's outcome by id. */
type RunResult = { jobStatus: Record<string, { status: string }> }

/**
 * Compliance staff get a mail that a new report arrived, with no content in it. The
 * mail job runs as the server's job runner does (a child process that loaded Payload), delivered
 * over a real SMTP conversation; and a report sent through HTTP ends in an .eml file of the app.
 */
const complianceAddresses = async () =>
  (await sql<{ email: string }>("SELECT email FROM users WHERE role = 'compliance' ORDER BY email")).map(
    (row) => row.email,
  )

/** Everything a mail must not carry: the marker is in the subject, name, email, text, file name and file. */
function expectNothingOf(raw: string, marker: string, parsed: ParsedMail) {
  const bare = marker.slice(1, -1)
  for (const text of [raw, parsed.text ?? '', parsed.html ?? '', parsed.header('subject') ?? '']) {
    expect(text).not.toContain(bare)
    expect(text.toLowerCase()).not.toContain(bare.toLowerCase())
  }
  expect(parsed.parts.every((part) => part.disposition !== 'attachment' && part.filename === null)).toBe(true)
}

describe('the compliance notification over SMTP', () => {
  let smtp: TestSmtpServer
  beforeAll(async () => {
    smtp = await startSmtpServer()
  })
  afterAll(async () => {
    await smtp?.close()
  })

  it('goes to every compliance user, in Korean and English, with a link to the report and nothing of what was reported', async () => {
    const marker = newMarker('report-mail')
    const data = reportData(marker, {
      form: 'consult',
      file: fixtureFile(`${marker}.pdf`, Buffer.concat([sample.pdf(4096), Buffer.from(marker)])),
    })
    const results = await runSubmissionJobs(
      [
        { op: 'createReport', data },
        { op: 'queueMail', collection: 'ethics-reports', id: 'ref:0.id', message: 'notifyCompliance' },
        { op: 'runMailJobs', ids: ['ref:1'] },
        { op: 'jobs', ids: ['ref:1'] },
      ],
      { SMTP_URL: smtp.url },
    )
    const [created, , run, jobs] = results as [Created, number, RunResult, JobState[]]
    try {
      expect(Object.values(run.jobStatus).map((r) => r.status)).toEqual(['success'])
      expect(jobs).toEqual([])
      const recipients = await complianceAddresses()
      expect(recipients.length).toBeGreaterThanOrEqual(1)
      expect(smtp.received).toHaveLength(1)
      const [mail] = smtp.received
      expect([...mail.to].sort()).toEqual(recipients)
      const parsed = parseMail(mail.raw)
      expect(parsed.header('subject')).toBe(
        `[윤리 제보] 새 윤리 상담 접수 / New ethics consultation received (${data.receiptNumber})`,
      )
      expect(parsed.text).toContain('새 윤리 상담 건이 접수되었습니다')
      expect(parsed.text).toContain('A new ethics consultation has arrived')
      expect(parsed.text).toContain(`/admin/collections/ethics-reports/${created.id}`)
      expect(parsed.html).toContain(`/admin/collections/ethics-reports/${created.id}"`)
      expectNothingOf(mail.raw, marker, parsed)
    } finally {
      await runSubmissionJobs([{ op: 'deleteReports', ids: [created.id] }])
    }
  }, 240_000)
})

describe('a report sent through HTTP', () => {
  it("leaves one notification to the compliance users in the app's MAIL_DIR, without its content", async () => {
    const marker = newMarker('report-mail-http')
    const res = await submit('report', {
      fields: validReport('report', marker, { name: `${marker} 홍길동`, email: 'whistle.mail@example.com' }),
      files: [{ filename: `${marker}.pdf`, data: Buffer.concat([sample.pdf(2048), Buffer.from(marker)]) }],
    })
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const caseNumber = res.body.data?.receiptNumber ?? ''
    const dir = inject('mailDir')
    const mailsOfCase = () =>
      (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
        .filter((name) => name.endsWith('.eml'))
        .map((name) => fs.readFileSync(path.join(dir, name), 'utf-8'))
        .filter((raw) => parseMail(raw).header('subject')?.includes(caseNumber))
    try {
      // The pipeline runs the mail queue after the response: wait for the file (bounded).
      await expect.poll(() => mailsOfCase().length, { timeout: 30_000 }).toBe(1)
      const [raw] = mailsOfCase()
      const parsed = parseMail(raw)
      const to = parsed.header('to') ?? ''
      for (const address of await complianceAddresses()) expect(to).toContain(address)
      expect(parsed.header('subject')).toContain('New unfair-trade report received')
      expectNothingOf(raw, marker, parsed)
      expect(raw).not.toContain('whistle.mail@example.com')

      // The reporter adds a message with a file on the status page: compliance hears of it, again
      // without a word of it.
      const added = `${marker} follow-up`
      const followUp = await sendStatusMessage(
        { caseNumber, secret: 'correct horse battery', message: added },
        [{ filename: `${marker}-more.pdf`, data: Buffer.concat([sample.pdf(1024), Buffer.from(added)]) }],
        { client: newClient() },
      )
      expect(followUp.status, followUp.text).toBe(200)
      await expect.poll(() => mailsOfCase().length, { timeout: 30_000 }).toBe(2)
      const second = mailsOfCase().find((mail) => mail !== raw) ?? ''
      const parsedSecond = parseMail(second)
      expect(parsedSecond.header('subject')).toContain('The reporter added information to the unfair-trade report')
      for (const address of await complianceAddresses()) expect(parsedSecond.header('to') ?? '').toContain(address)
      expectNothingOf(second, marker, parsedSecond)
    } finally {
      const row = await reportRow(caseNumber)
      if (row) await runSubmissionJobs([{ op: 'deleteReports', ids: [row.id] }])
    }
  }, 240_000)
})
