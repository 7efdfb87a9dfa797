import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { findFreePort } from '../../src/lib/db/ports'
import { parseMail, type ParsedMail } from '../helpers/mail'
import { startSmtpServer, smtpUrl, type TestSmtpServer } from '../helpers/smtpServer'
import { inquiryData, runSubmissionJobs, type JobState } from '../helpers/submissionJobs'

/** What `payload.jobs.run` answers: each job's outcome by id. */
type RunResult = { jobStatus: Record<string, { status: string }> }

/**
 * Inquiry mail as the job queue sends it: a child process loads Payload against the test database
 * (as the server's job runner does), creates real inquiry rows the way the pipeline does, queues
 * the `sendSubmissionMail` jobs and runs the mail queue. Delivery is a real SMTP conversation with
 * a server started here, or real .eml files.
 */
const NOTIFY_TO = 'inbox-staff@example.com'
const MARKER = `ATTACHMENT-CONTENT-${randomUUID()}`

let previousInbox: unknown
beforeAll(async () => {
  ;[previousInbox] = await runSubmissionJobs([{ op: 'setInbox', inbox: { notificationEmail: NOTIFY_TO } }])
}, 180_000)
afterAll(async () => {
  await runSubmissionJobs([{ op: 'setInbox', inbox: previousInbox as { notificationEmail: string | null } }])
}, 180_000)

/** A stored attachment with recognisable content, so a test can prove no mail carries it. */
function storeAttachment(): { key: string; filename: string; mimeType: string; size: number } {
  const key = `inquiries/${randomUUID()}`
  const file = path.join(inject('privateDir'), key)
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const content = `%PDF-1.4\n${MARKER}\n%%EOF\n`
  fs.writeFileSync(file, content)
  return { key, filename: 'questions.pdf', mimeType: 'application/pdf', size: Buffer.byteLength(content) }
}

const only = (mails: ParsedMail[], to: string, subjectPart: string) => {
  const found = mails.filter((m) => m.header('to')?.includes(to) && m.header('subject')?.includes(subjectPart))
  expect(found, `one mail to ${to} with "${subjectPart}"`).toHaveLength(1)
  return found[0]
}

describe('inquiry mail over SMTP', () => {
  let smtp: TestSmtpServer
  beforeAll(async () => {
    smtp = await startSmtpServer()
  })
  afterAll(async () => {
    await smtp?.close()
  })

  it('notifies staff and acknowledges the sender in their language, with the receipt number and without the attachment', async () => {
    const english = inquiryData({ attachment: storeAttachment() })
    // A visitor's subject trying to start a header of its own.
    const korean = inquiryData({
      kind: 'partnership',
      locale: 'ko',
      subject: '제휴 제안드립니다\r\nBcc: attacker@example.com',
      name: '김제휴',
      organization: '테스트 주식회사',
      mediaName: undefined,
      email: 'partner.kim@example.com',
    })
    const results = await runSubmissionJobs(
      [
        { op: 'createInquiry', data: english },
        { op: 'createInquiry', data: korean },
        { op: 'queueMail', id: 'ref:0', message: 'notify' },
        { op: 'queueMail', id: 'ref:0', message: 'acknowledge' },
        { op: 'queueMail', id: 'ref:1', message: 'acknowledge' },
        { op: 'runMailJobs', ids: ['ref:2', 'ref:3', 'ref:4'] },
        { op: 'jobs', ids: ['ref:2', 'ref:3', 'ref:4'] },
      ],
      { SMTP_URL: smtp.url },
    )
    const [englishId, koreanId] = results as [number, number]
    const run = results[5] as RunResult
    try {
      expect(Object.values(run.jobStatus).map((r) => r.status)).toEqual(['success', 'success', 'success'])
      // A completed job is deleted (Payload's default): nothing left to send again.
      expect(results[6]).toEqual([])
      expect(smtp.received).toHaveLength(3)
      // Envelope recipients: exactly the staff address and the two senders, nobody smuggled in.
      expect(smtp.received.flatMap((m) => m.to).sort()).toEqual([NOTIFY_TO, english.email, korean.email].sort())
      for (const mail of smtp.received) {
        expect(mail.from).toBe('no-reply@localhost')
        expect(mail.raw).not.toContain(MARKER)
      }
      const mails = smtp.received.map((m) => parseMail(m.raw))
      for (const mail of mails) {
        expect(mail.parts.map((p) => p.contentType).sort()).toEqual(['text/html', 'text/plain'])
        expect(mail.parts.every((p) => p.disposition !== 'attachment' && p.filename === null)).toBe(true)
        expect(mail.header('bcc')).toBeNull()
        expect(mail.header('from')).toBe('Baedal Friends <no-reply@localhost>')
      }

      // Staff: in Korean (the site's language), who/what/when, a link into the admin, no detail text.
      const notify = only(mails, NOTIFY_TO, english.receiptNumber)
      expect(notify.header('subject')).toBe(`[새 문의] 언론 문의 · ${english.subject} (${english.receiptNumber})`)
      expect(notify.header('reply-to')).toBe(english.email)
      for (const shown of [english.name, english.email, english.mediaName!, english.receiptNumber, '첨부 파일: 있음'])
        expect(notify.text).toContain(shown)
      expect(notify.text).toMatch(/접수 일시: \d{4}년 \d{1,2}월 \d{1,2}일 .*\(KST\)/)
      expect(notify.text).toContain(`/admin/collections/inquiries/${englishId}`)
      expect(notify.html).toContain(`/admin/collections/inquiries/${englishId}"`)
      expect(notify.text).not.toContain(english.detail)
      expect(notify.html).not.toContain(english.detail)

      // The English sender: English, the receipt number, what happens next, nothing of the file.
      const ackEnglish = only(mails, english.email, english.receiptNumber)
      expect(ackEnglish.header('to')).toBe(`${english.name} <${english.email}>`)
      expect(ackEnglish.header('subject')).toMatch(
        new RegExp(`^\\[.+\\] We have received your inquiry \\(receipt no\\. ${english.receiptNumber}\\)$`),
      )
      expect(ackEnglish.text).toContain(`Dear ${english.name},`)
      expect(ackEnglish.text).toContain(`Receipt number: ${english.receiptNumber}`)
      expect(ackEnglish.text).toContain('Our team will review it and reply to this email address.')
      expect(ackEnglish.text).toContain('kept for 3 years after receipt')
      expect(ackEnglish.text).not.toContain(english.detail)
      expect(ackEnglish.text).not.toContain('questions.pdf')

      // The Korean sender: Korean, and the forged header line is only text in one subject line.
      const ackKorean = only(mails, korean.email, korean.receiptNumber)
      expect(ackKorean.header('subject')).toMatch(
        new RegExp(`^\\[.+\\] 문의가 접수되었습니다 \\(접수번호 ${korean.receiptNumber}\\)$`),
      )
      expect(ackKorean.text).toContain('김제휴님, 안녕하세요.')
      expect(ackKorean.text).toContain(`접수번호: ${korean.receiptNumber}`)
      expect(ackKorean.text).toContain('제목: 제휴 제안드립니다 Bcc: attacker@example.com')
      expect(ackKorean.text).toContain('접수일로부터 3년 동안 보관한 뒤 파기합니다')
      const rawHead = smtp.received.find((m) => m.to.includes(korean.email))?.raw.split(/\r?\n\r?\n/)[0]
      expect(rawHead).toMatch(/^Subject: /im)
      expect(rawHead).not.toMatch(/^Bcc:/im)
    } finally {
      await runSubmissionJobs([{ op: 'deleteInquiries', ids: [englishId, koreanId] }])
    }
  }, 240_000)

  it('a failed send keeps the inquiry and its job queued with its input; the queue delivers it once SMTP answers', async () => {
    const port = await findFreePort() // nothing listens here yet
    const inquiry = inquiryData({
      locale: 'ko',
      name: '홍길동',
      email: 'retry.hong@example.com',
      subject: '재시도 확인',
    })
    const [id, jobId, run, jobsAfterFailure, existing] = (await runSubmissionJobs(
      [
        { op: 'createInquiry', data: inquiry },
        { op: 'queueMail', id: 'ref:0', message: 'acknowledge' },
        { op: 'runMailJobs', ids: ['ref:1'] },
        { op: 'jobs', ids: ['ref:1'] },
        { op: 'existingInquiries', ids: ['ref:0'] },
      ],
      { SMTP_URL: smtpUrl(port) },
    )) as [number, number, RunResult, JobState[], number[]]
    try {
      expect(run.jobStatus[jobId]?.status).toBe('error')
      expect(existing).toEqual([id])
      const [failed] = jobsAfterFailure
      expect(failed).toMatchObject({
        input: { collection: 'inquiries', id, message: 'acknowledge' },
        hasError: false,
        processing: false,
        completedAt: null,
        totalTried: 1,
        queue: 'mail',
        taskSlug: 'sendSubmissionMail',
      })
      // Retried after the task's backoff, not at once.
      expect(failed.waitUntil).not.toBeNull()

      const server = await startSmtpServer(port)
      try {
        const [retry, jobsAfterRetry] = (await runSubmissionJobs(
          [
            { op: 'runMailJobs', ids: [jobId] },
            { op: 'jobs', ids: [jobId] },
          ],
          { SMTP_URL: smtpUrl(port) },
        )) as [RunResult, JobState[]]
        expect(retry.jobStatus[jobId]?.status).toBe('success')
        expect(jobsAfterRetry).toEqual([]) // completed, so deleted
        expect(server.received.map((m) => m.to)).toEqual([[inquiry.email]])
        const mail = parseMail(server.received[0].raw)
        expect(mail.header('subject')).toContain(`(접수번호 ${inquiry.receiptNumber})`)
      } finally {
        await server.close()
      }
    } finally {
      await runSubmissionJobs([{ op: 'deleteInquiries', ids: [id] }])
    }
  }, 300_000)
})

describe('inquiry mail without SMTP_URL', () => {
  it('is written as .eml files under MAIL_DIR that a mail reader can parse', async () => {
    fs.mkdirSync(path.resolve('.test-data'), { recursive: true })
    const dir = fs.mkdtempSync(path.resolve('.test-data', 'eml-'))
    const inquiry = inquiryData({
      locale: 'en',
      kind: 'other',
      mediaName: undefined,
      subject: 'Broken <script>alert(1)</script> & more',
    })
    try {
      const [id] = (await runSubmissionJobs(
        [
          { op: 'createInquiry', data: inquiry },
          { op: 'queueMail', id: 'ref:0', message: 'notify' },
          { op: 'queueMail', id: 'ref:0', message: 'acknowledge' },
          { op: 'runMailJobs', ids: ['ref:1', 'ref:2'] },
        ],
        { MAIL_DIR: dir, SMTP_URL: undefined },
      )) as [number]
      try {
        const files = fs.readdirSync(dir)
        expect(files).toHaveLength(2)
        expect(files.every((f) => f.endsWith('.eml'))).toBe(true)
        const mails = files.map((f) => parseMail(fs.readFileSync(path.join(dir, f), 'utf-8')))
        for (const mail of mails) {
          expect(mail.header('mime-version')).toBe('1.0')
          expect(mail.header('message-id')).toMatch(/^<[^<>\s]+@[^<>\s]+>$/)
          expect(Number.isNaN(Date.parse(mail.header('date') ?? ''))).toBe(false)
          expect(mail.header('from')).toBe('Baedal Friends <no-reply@localhost>')
          expect(mail.text).toContain(inquiry.receiptNumber)
          // Visitor text is escaped in the HTML part, never markup.
          expect(mail.html).toContain('Broken &lt;script&gt;alert(1)&lt;/script&gt; &amp; more')
          expect(mail.html).not.toContain('<script>')
        }
        expect(mails.map((m) => m.header('to')).sort()).toEqual(
          [`${inquiry.name} <${inquiry.email}>`, NOTIFY_TO].sort(),
        )
        const ack = mails.find((m) => m.header('to')?.includes(inquiry.email))
        expect(ack?.header('subject')).toContain(`We have received your inquiry (receipt no. ${inquiry.receiptNumber})`)
      } finally {
        await runSubmissionJobs([{ op: 'deleteInquiries', ids: [id] }])
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }, 240_000)
})
