import { afterEach, describe, expect, it } from 'vitest'

import {
  composeAcknowledge,
  composeNotify,
  escapeHtml,
  formatReceivedAt,
  headerSafe,
  type InquiryForMail,
} from '@/lib/submissions/mail/compose'
import { mailFrom, mailStartupWarning } from '@/lib/submissions/mail/transport'
import { retentionCutoff } from '@/lib/submissions/retention'

const inquiry: InquiryForMail = {
  id: 42,
  receiptNumber: 'Q-20261124-ABCD',
  kind: 'visit',
  receivedAt: '2026-11-24T06:00:00.000Z',
  locale: 'en',
  subject: 'Visit <b>request</b>',
  name: 'Min & Co',
  organization: 'Test School',
  mediaName: null,
  email: 'min@example.com',
  visitors: 12,
  preferredDates: 'first week of March',
  attachment: {
    key: 'inquiries/00000000-0000-0000-0000-000000000000',
    filename: 'plan.pdf',
    mimeType: 'application/pdf',
    size: 10,
  },
}

describe('submission mail texts', () => {
  it('headerSafe turns line breaks and other control characters into one space and bounds the length', () => {
    expect(headerSafe('Hello\r\nBcc: x@example.com\u0000\u2028end')).toBe('Hello Bcc: x@example.com end')
    expect(headerSafe('a'.repeat(300), 10)).toBe(`${'a'.repeat(9)}…`)
  })

  it('escapes visitor text for HTML', () => {
    expect(escapeHtml(`<img src=x onerror="a('b')">&`)).toBe(
      '&lt;img src=x onerror=&quot;a(&#39;b&#39;)&quot;&gt;&amp;',
    )
  })

  it('shows the receipt time in Asia/Seoul', () => {
    expect(formatReceivedAt(inquiry.receivedAt, 'en')).toBe('24 November 2026 at 15:00 (KST)')
    expect(formatReceivedAt(inquiry.receivedAt, 'ko')).toBe('2026년 11월 24일 15:00 (KST)')
  })

  it('the notification names the visit details and links to the admin, in the given language, without the detail text', () => {
    const mail = composeNotify(inquiry, {
      locale: 'ko',
      adminUrl: 'https://cms.example.com/admin/collections/inquiries/42',
    })
    expect(mail.subject).toBe('[새 문의] 회사 방문 · Visit <b>request</b> (Q-20261124-ABCD)')
    expect(mail.text).toContain('방문 인원: 12')
    expect(mail.text).toContain('희망 일정: first week of March')
    expect(mail.text).toContain('회사·기관: Test School')
    expect(mail.text).toContain('첨부 파일: 있음')
    expect(mail.text).not.toContain('plan.pdf')
    expect(mail.html).toContain('Visit &lt;b&gt;request&lt;/b&gt;')
    expect(mail.html).toContain('<a href="https://cms.example.com/admin/collections/inquiries/42">')
  })

  it("the acknowledgement is in the sender's language with the company, receipt number and retention period", () => {
    const english = composeAcknowledge(inquiry, { company: 'Baedal Friends', retentionYears: 3 })
    expect(english.subject).toBe('[Baedal Friends] We have received your inquiry (receipt no. Q-20261124-ABCD)')
    expect(english.text).toContain('Dear Min & Co,')
    expect(english.html).toContain('Dear Min &amp; Co,')
    expect(english.text).toContain('kept for 3 years after receipt')
    const korean = composeAcknowledge({ ...inquiry, locale: 'ko' }, { company: '배달프렌즈', retentionYears: 5 })
    expect(korean.subject).toBe('[배달프렌즈] 문의가 접수되었습니다 (접수번호 Q-20261124-ABCD)')
    expect(korean.text).toContain('접수일로부터 5년 동안 보관한 뒤 파기합니다')
  })
})

describe('mail settings', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  it('MAIL_FROM takes "Name <address>" or a bare address, with a development default', () => {
    delete process.env.MAIL_FROM
    expect(mailFrom()).toEqual({ name: 'Baedal Friends', address: 'no-reply@localhost' })
    process.env.MAIL_FROM = '"Inbox Team" <inbox@example.com>'
    expect(mailFrom()).toEqual({ name: 'Inbox Team', address: 'inbox@example.com' })
    process.env.MAIL_FROM = 'inbox@example.com'
    expect(mailFrom()).toEqual({ name: '', address: 'inbox@example.com' })
  })

  it('warns at start only in production without SMTP_URL', () => {
    process.env.APP_ENV = 'production'
    delete process.env.SMTP_URL
    expect(mailStartupWarning()).toMatch(/SMTP_URL is not set/)
    process.env.SMTP_URL = 'smtp://mail.example.com:587'
    expect(mailStartupWarning()).toBeNull()
    process.env.APP_ENV = 'development'
    delete process.env.SMTP_URL
    expect(mailStartupWarning()).toBeNull()
  })
})

describe('retention cutoff', () => {
  it('is the same moment the given number of calendar years earlier', () => {
    expect(retentionCutoff(new Date('2026-11-24T03:30:00Z'), 3).toISOString()).toBe('2023-11-24T03:30:00.000Z')
  })
})
