import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { editorToken, staffWrite } from '../helpers/staff'
import { bearer, request } from '../helpers/http'
import { mailsIn, type ParsedMail } from '../helpers/mail'

/**
 * NEEDS THE SUBMISSION PIPELINE: POST /api/forms/{kind} and its `after()` run of the
 * mail queue. A visitor's submission over HTTP ends in two .eml files in the app's MAIL_DIR (the
 * app under test has no SMTP_URL): the staff notification and the sender's acknowledgement.
 */
const NOTIFY_TO = 'inbox-http@example.com'

type Settings = { inbox: { notificationEmail?: string | null; retentionYears: number } }

let token = ''
let previous: Settings['inbox'] | undefined
beforeAll(async () => {
  token = await editorToken()
  const res = await request('/api/globals/site-settings?depth=0', { headers: bearer(token) })
  previous = ((await res.json()) as Settings).inbox
  await staffWrite(token, 'POST', '/api/globals/site-settings', {
    inbox: { ...previous, notificationEmail: NOTIFY_TO },
  })
})
afterAll(async () => {
  if (previous) await staffWrite(token, 'POST', '/api/globals/site-settings', { inbox: previous })
})

/** Every .eml in the app's MAIL_DIR that mentions `text`. */
function mailsMentioning(text: string): ParsedMail[] {
  return mailsIn(inject('mailDir')).filter((m) => m.text?.includes(text))
}

describe('mail sent by the running app', () => {
  it("goes through the configured transport inside the Next server: Payload's password-reset mail lands in MAIL_DIR", async () => {
    const res = await request('/api/users/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@example.com' }),
    })
    expect(res.status).toBe(200)
    const resets = () =>
      mailsIn(inject('mailDir')).filter(
        (m) => m.header('to') === 'editor@example.com' && m.html?.includes('/admin/reset/'),
      )
    await expect.poll(() => resets().length, { timeout: 15_000 }).toBeGreaterThanOrEqual(1)
    expect(resets()[0].header('from')).toBe('Baedal Friends <no-reply@localhost>')
  })
})

describe('a submission through HTTP is mailed (needs the submission pipeline)', () => {
  it('POST /api/forms/other?lang=en leaves the notification and the English acknowledgement in MAIL_DIR', async () => {
    const email = `http-mail-${Date.now()}@example.com`
    const form = new FormData()
    form.set('subject', 'Question about the company visit programme')
    form.set('name', 'Alex Visitor')
    form.set('email', email)
    form.set('detail', 'Could you tell me whether school groups can visit the headquarters?')
    form.set('privacyConsent', 'true')
    form.set('precautionConsent', 'true')
    form.set('homepage', '')
    form.set(
      'file',
      new Blob(['%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'], { type: 'application/pdf' }),
      'questions.pdf',
    )

    const res = await request('/api/forms/other?lang=en', {
      method: 'POST',
      body: form,
      headers: { Origin: inject('baseUrl'), 'X-Forwarded-For': `198.51.100.${(Date.now() % 200) + 20}` },
    })
    const body = (await res.json()) as { detail: string; data?: { receiptNumber: string } }
    expect(res.status, JSON.stringify(body)).toBe(200)
    const receiptNumber = body.data?.receiptNumber ?? ''
    expect(receiptNumber).not.toBe('')

    // The pipeline runs the mail queue after the response: wait for both files (bounded).
    await expect.poll(() => mailsMentioning(receiptNumber).length, { timeout: 30_000 }).toBe(2)
    const mails = mailsMentioning(receiptNumber)
    const ack = mails.find((m) => m.header('to')?.includes(email))
    const notify = mails.find((m) => m.header('to')?.includes(NOTIFY_TO))
    expect(ack?.header('subject')).toContain(`We have received your inquiry (receipt no. ${receiptNumber})`)
    expect(ack?.text).toContain('Dear Alex Visitor,')
    expect(notify?.header('subject')).toContain(`(${receiptNumber})`)
    expect(notify?.text).toContain('첨부 파일: 있음')
    for (const mail of mails) expect(mail.parts.map((p) => p.contentType).sort()).toEqual(['text/html', 'text/plain'])
  })
})
