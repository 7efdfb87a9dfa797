import fs from 'node:fs'

import { beforeAll, describe, expect, inject, it } from 'vitest'

import { devAccount } from '../helpers/staff'
import { newMarker, sample, submit } from '../helpers/forms'
import { validReport } from '../helpers/reports'
import { bearer, login, request } from '../helpers/http'
import {
  comparableHeaders,
  fileReport,
  lookup,
  messageRows,
  newClient,
  reportFiles,
  sendStatusMessage,
  type FiledReport,
  type StatusResponse,
} from '../helpers/reportStatus'
import { message } from '../helpers/messages'

const UNKNOWN_CASE = 'E-19990101-ZZZZZZ'

/** Every answer of the status endpoints: private to one reporter, never cached, never a referrer. */
function expectPrivate(res: StatusResponse) {
  expect(res.headers.get('cache-control')).toBe('no-store')
  expect(res.headers.get('referrer-policy')).toBe('no-referrer')
  expect(res.text).not.toMatch(/\bat \S+ \(|node_modules|Error:/)
}

const opened = (res: StatusResponse) => {
  expect(res.status, res.text).toBe(200)
  if (res.body.detail !== 'success') throw new Error(res.text)
  return res.body.data
}

let compliance = ''
beforeAll(async () => {
  compliance = await login(devAccount('compliance').email, devAccount('compliance').password)
})

/** A compliance reply through the REST API, as the admin sends it. */
async function reply(report: FiledReport, body: string) {
  const res = await request('/api/report-messages', {
    method: 'POST',
    headers: { ...bearer(compliance), 'content-type': 'application/json' },
    body: JSON.stringify({ report: report.id, body }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
}

describe('the reporter opens their case with the case number and password', () => {
  const marker = newMarker('status')
  let report: FiledReport

  beforeAll(async () => {
    report = await fileReport(marker)
    await reply(report, `${marker} compliance reply`)
    // Compliance's own work on the case, which the reporter must never see.
    const patch = await request(`/api/ethics-reports/${report.id}`, {
      method: 'PATCH',
      headers: { ...bearer(compliance), 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'inReview', internalNotes: `${marker} internal note` }),
    })
    expect(patch.status, await patch.clone().text()).toBe(200)
  })

  it('shows the status, the subject and the compliance reply, and nothing internal', async () => {
    const res = await lookup(
      { caseNumber: report.caseNumber, secret: report.password },
      { client: newClient(), lang: 'en' },
    )
    expectPrivate(res)
    const view = opened(res)
    expect(view).toMatchObject({ caseNumber: report.caseNumber, form: 'report', status: 'inReview' })
    expect(view.subject).toContain(marker)
    expect(new Date(view.receivedAt).getTime()).toBeGreaterThan(Date.now() - 60 * 60 * 1000)
    expect(view.messages).toEqual([
      { author: 'staff', body: `${marker} compliance reply`, date: expect.any(String), attachment: null },
    ])
    expect(Object.keys(view).sort()).toEqual(['caseNumber', 'form', 'messages', 'receivedAt', 'status', 'subject'])
    expect(res.text).not.toContain('internal note')
    for (const key of [
      'secretHash',
      'internalNotes',
      'assignee',
      'sealed',
      'wrappedKey',
      'sealId',
      'staffUser',
      'scrypt',
    ])
      expect(res.text).not.toContain(key)
  })

  it('takes the case number however it is typed (spaces, small letters)', async () => {
    const res = await lookup(
      { caseNumber: `  ${report.caseNumber.toLowerCase()} `, secret: report.password },
      { client: newClient() },
    )
    expect(opened(res).caseNumber).toBe(report.caseNumber)
  })

  it('opens a case with its generated receipt typed in small letters, as a phone keyboard types it', async () => {
    const fields = validReport('consult', newMarker('receipt-case'), {
      secretChoice: 'generated',
      password: undefined,
      passwordConfirm: undefined,
    })
    const filed = await submit('consult', { fields })
    expect(filed.status).toBe(200)
    const { receiptNumber, receipt } = filed.body.data as { receiptNumber: string; receipt: string }
    const lower = await lookup(
      { caseNumber: receiptNumber, secret: receipt.toLowerCase() },
      { client: newClient(), lang: 'en' },
    )
    expect(lower.status, lower.text).toBe(200)
    const wrong = await lookup(
      {
        caseNumber: receiptNumber,
        secret: `${receipt.slice(0, -1)}${receipt.endsWith('2') ? '3' : '2'}`.toLowerCase(),
      },
      { client: newClient(), lang: 'en' },
    )
    expect(wrong.status).toBe(401)
  })

  it('answers an unknown case number exactly like a wrong password: status, body and headers', async () => {
    const client = newClient()
    const wrong = await lookup({ caseNumber: report.caseNumber, secret: `${report.password}x` }, { client, lang: 'en' })
    const unknown = await lookup({ caseNumber: UNKNOWN_CASE, secret: report.password }, { client, lang: 'en' })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(unknown.text).toBe(wrong.text)
    expect(comparableHeaders(unknown.headers)).toEqual(comparableHeaders(wrong.headers))
    expect(wrong.body).toEqual({ detail: 'fail', message: 'The case number or password is incorrect.' })
    expectPrivate(wrong)
    const korean = await lookup({ caseNumber: UNKNOWN_CASE, secret: 'nothing' }, { client, lang: 'ko' })
    expect(korean.body).toEqual({ detail: 'fail', message: message('ko', 'status', 'server.wrongCredentials') })
    // A case number no receipt could be (a NUL byte, quotes, Hangul) is an unknown case too, not a 500.
    for (const odd of ['E-2026\u0000', "E-1' OR '1'='1", '사건번호']) {
      const res = await lookup({ caseNumber: odd, secret: report.password }, { client: newClient(), lang: 'en' })
      expect(res.status, odd).toBe(401)
      expect(res.text).toBe(wrong.text)
    }
  })

  it('adds the reporter’s message with a PDF: stored sealed, the file encrypted, then shown in the thread', async () => {
    const before = { rows: (await messageRows(report.id)).length, files: reportFiles().stored.length }
    const file = Buffer.concat([sample.pdf(1024), Buffer.from(`${marker} file content`)])
    const res = await sendStatusMessage(
      { caseNumber: report.caseNumber, secret: report.password, message: `${marker} reporter follow-up` },
      [{ filename: '추가 자료.pdf', type: 'application/pdf', data: file }],
      { client: newClient(), lang: 'ko' },
    )
    expectPrivate(res)
    const view = opened(res)
    expect(res.body.message).toBe(message('ko', 'status', 'server.messageAdded'))
    expect(view.messages.map((m) => [m.author, m.body, m.attachment])).toEqual([
      ['staff', `${marker} compliance reply`, null],
      ['reporter', `${marker} reporter follow-up`, '추가 자료.pdf'],
    ])

    const rows = await messageRows(report.id)
    expect(rows).toHaveLength(before.rows + 1)
    expect(rows.at(-1)?.author).toBe('reporter')
    expect(rows.at(-1)?.sealed).toMatch(/^v1\./)
    expect(JSON.stringify(rows)).not.toContain(marker)
    expect(JSON.stringify(rows)).not.toContain('추가 자료')
    const files = reportFiles()
    expect(files.stored).toHaveLength(before.files + 1)
    expect(files.stored.some((f) => fs.readFileSync(f).includes(marker))).toBe(false)
    expect(files.temp).toEqual([])

    // Sealed with the report's own key: compliance reads it opened, file name included.
    const staffView = await request(`/api/report-messages/${rows.at(-1)?.id}?depth=0`, { headers: bearer(compliance) })
    expect(staffView.status).toBe(200)
    expect(await staffView.json()).toMatchObject({
      author: 'reporter',
      body: `${marker} reporter follow-up`,
      attachment: { filename: '추가 자료.pdf', mimeType: 'application/pdf' },
    })

    // And the reporter finds it on the next visit.
    const again = opened(
      await lookup({ caseNumber: report.caseNumber, secret: report.password }, { client: newClient() }),
    )
    expect(again.messages.at(-1)).toMatchObject({
      author: 'reporter',
      body: `${marker} reporter follow-up`,
      attachment: '추가 자료.pdf',
    })
  })

  it('a message without a file is added too', async () => {
    const view = opened(
      await sendStatusMessage(
        { caseNumber: report.caseNumber, secret: report.password, message: `${marker} no file` },
        [],
        { client: newClient() },
      ),
    )
    expect(view.messages.at(-1)).toMatchObject({ author: 'reporter', body: `${marker} no file`, attachment: null })
  })

  it('a follow-up marks the case for compliance until a reply: since the first unanswered message', async () => {
    const followUp = async () => {
      const res = await request(`/api/ethics-reports/${report.id}?depth=0`, { headers: bearer(compliance) })
      expect(res.status).toBe(200)
      return ((await res.json()) as { followUpAt?: string | null }).followUpAt ?? null
    }
    const waiting = async () => {
      const res = await request('/api/ethics-reports?where[followUpAt][exists]=true&limit=100&depth=0', {
        headers: bearer(compliance),
      })
      return ((await res.json()) as { docs: { id: number }[] }).docs.some((doc) => doc.id === report.id)
    }
    await reply(report, `${marker} a reply clears any mark`)
    expect(await followUp()).toBeNull()
    expect(await waiting()).toBe(false)

    const before = Date.now()
    const send = (text: string) =>
      sendStatusMessage({ caseNumber: report.caseNumber, secret: report.password, message: text }, [], {
        client: newClient(),
      })
    opened(await send(`${marker} follow-up one`))
    const since = await followUp()
    expect(since).not.toBeNull()
    expect(new Date(since!).getTime()).toBeGreaterThanOrEqual(before - 1000)
    expect(await waiting()).toBe(true)
    // A second message before any reply: still waiting since the first.
    opened(await send(`${marker} follow-up two`))
    expect(await followUp()).toBe(since)

    await reply(report, `${marker} the answer`)
    expect(await followUp()).toBeNull()
    expect(await waiting()).toBe(false)
    // Nobody sets or clears it by hand: a PATCH of it is ignored.
    const patch = await request(`/api/ethics-reports/${report.id}`, {
      method: 'PATCH',
      headers: { ...bearer(compliance), 'content-type': 'application/json' },
      body: JSON.stringify({ followUpAt: new Date().toISOString() }),
    })
    expect(patch.status).toBeLessThan(500)
    expect(await followUp()).toBeNull()
  })

  it('refuses bad messages with a clear 4xx and stores nothing', async () => {
    const before = { rows: (await messageRows(report.id)).length, files: reportFiles().stored.length }
    const fields = { caseNumber: report.caseNumber, secret: report.password, message: `${marker} refused` }
    const pdf = { filename: 'evidence.pdf', data: sample.pdf() }

    const missing = await sendStatusMessage({ caseNumber: report.caseNumber, secret: report.password }, [pdf], {
      client: newClient(),
      lang: 'en',
    })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({
      detail: 'fail',
      errors: { message: message('en', 'forms', 'validation.required') },
    })
    expectPrivate(missing)

    const noSecret = await sendStatusMessage({ caseNumber: report.caseNumber, message: 'x' }, [], {
      client: newClient(),
      lang: 'ko',
    })
    expect(noSecret.status).toBe(400)
    expect(noSecret.body).toMatchObject({ errors: { secret: message('ko', 'forms', 'validation.required') } })

    const program = await sendStatusMessage(fields, [{ filename: 'invoice.pdf', data: sample.exe() }], {
      client: newClient(),
      lang: 'en',
    })
    expect(program.status).toBe(400)
    expect(program.body).toMatchObject({
      detail: 'fail',
      errors: { file: message('en', 'forms', 'validation.fileType') },
    })

    const twoFiles = await sendStatusMessage(fields, [pdf, pdf], { client: newClient() })
    expect(twoFiles.status).toBe(400)

    const foreign = await sendStatusMessage(fields, [pdf], { client: newClient(), origin: 'https://evil.example' })
    expect(foreign.status).toBe(403)
    expect(foreign.body.detail).toBe('fail')
    const noOrigin = await sendStatusMessage(fields, [pdf], { client: newClient(), origin: null })
    expect(noOrigin.status).toBe(403)

    const wrongSecret = await sendStatusMessage({ ...fields, secret: 'not the password' }, [pdf], {
      client: newClient(),
      lang: 'en',
    })
    expect(wrongSecret.status).toBe(401)
    expect(wrongSecret.body).toEqual({ detail: 'fail', message: 'The case number or password is incorrect.' })

    const get = await sendStatusMessage({}, [], { client: newClient(), method: 'GET' })
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')

    expect((await messageRows(report.id)).length).toBe(before.rows)
    expect(reportFiles().stored.length).toBe(before.files)
    expect(reportFiles().temp).toEqual([])
  })

  it('refuses bad lookups with a clear 4xx', async () => {
    const missing = await lookup({ caseNumber: report.caseNumber }, { client: newClient(), lang: 'en' })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({
      detail: 'fail',
      errors: { secret: message('en', 'forms', 'validation.required') },
    })
    expect(missing.body).not.toHaveProperty('errors.caseNumber')
    const blank = await lookup({ caseNumber: '   ', secret: '' }, { client: newClient(), lang: 'ko' })
    expect(blank.status).toBe(400)
    expect(Object.keys((blank.body as { errors?: object }).errors ?? {}).sort()).toEqual(['caseNumber', 'secret'])
    const notJson = await lookup('caseNumber=E-1&secret=x', { client: newClient() })
    expect(notJson.status).toBe(400)
    expect(notJson.body.detail).toBe('fail')
    const array = await lookup('[]', { client: newClient() })
    expect(array.status).toBe(400)
    const huge = await lookup({ caseNumber: report.caseNumber, secret: 'x'.repeat(20_000) }, { client: newClient() })
    expect(huge.status).toBe(400)
    const foreign = await lookup(
      { caseNumber: report.caseNumber, secret: report.password },
      { client: newClient(), origin: 'https://evil.example' },
    )
    expect(foreign.status).toBe(403)
    const get = await lookup({}, { client: newClient(), method: 'GET' })
    expect(get.status).toBe(405)
    expect(get.headers.get('allow')).toBe('POST')
    for (const res of [missing, blank, notJson, array, huge, foreign, get]) expectPrivate(res)
  })

  it('never writes the password or what the reporter wrote to the server’s output', () => {
    const log = fs.readFileSync(inject('appLog'), 'utf8')
    expect(log).not.toContain(report.password)
    expect(log).not.toContain(marker)
  })
})

describe('wrong attempts are throttled per case number', () => {
  it('10 wrong passwords answer 401 like an unknown case; the 11th is 429, and then even the right password is refused', async () => {
    const report = await fileReport(newMarker('status-lock'))
    const unknown = await lookup({ caseNumber: UNKNOWN_CASE, secret: 'whatever' }, { client: newClient(), lang: 'en' })
    expect(unknown.status).toBe(401)

    // Each from another client: only the case's own count can lock it.
    for (let attempt = 1; attempt <= 10; attempt++) {
      const wrong = await lookup(
        { caseNumber: report.caseNumber, secret: `wrong ${attempt}` },
        { client: newClient(), lang: 'en' },
      )
      expect([wrong.status, wrong.text], `attempt ${attempt}`).toEqual([unknown.status, unknown.text])
      expect(comparableHeaders(wrong.headers)).toEqual(comparableHeaders(unknown.headers))
    }

    const eleventh = await lookup(
      { caseNumber: report.caseNumber, secret: 'wrong 11' },
      { client: newClient(), lang: 'en' },
    )
    expect(eleventh.status).toBe(429)
    const retryAfter = Number(eleventh.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(3000)
    expect(retryAfter).toBeLessThanOrEqual(3600)
    expect(eleventh.body).toEqual({ detail: 'fail', message: 'Too many wrong attempts. Please try again in 60 min.' })
    expectPrivate(eleventh)

    // The window is an hour: the right password, from a client that never failed, is still refused.
    const right = await lookup(
      { caseNumber: report.caseNumber, secret: report.password },
      { client: newClient(), lang: 'ko' },
    )
    expect(right.status).toBe(429)
    expect(right.body).toEqual({
      detail: 'fail',
      message: message('ko', 'status', 'server.locked').replace('{{minutes}}', '60'),
    })
    const byMessage = await sendStatusMessage(
      { caseNumber: report.caseNumber, secret: report.password, message: 'let me in' },
      [],
      { client: newClient() },
    )
    expect(byMessage.status).toBe(429)
    expect(await messageRows(report.id)).toEqual([])
  })

  it('locks an unknown case number the same way, with the same answer', async () => {
    const ghost = 'E-19990101-GH0ST1'
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect((await lookup({ caseNumber: ghost, secret: `guess ${attempt}` }, { client: newClient() })).status).toBe(
        401,
      )
    }
    const locked = await lookup({ caseNumber: ghost, secret: 'guess 11' }, { client: newClient(), lang: 'en' })
    expect(locked.status).toBe(429)
    expect(locked.body).toEqual({ detail: 'fail', message: 'Too many wrong attempts. Please try again in 60 min.' })
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(3000)
  })

  it('a right password does not count as a failure', async () => {
    const report = await fileReport(newMarker('status-success'))
    const client = newClient()
    for (let attempt = 1; attempt <= 9; attempt++) {
      expect((await lookup({ caseNumber: report.caseNumber, secret: `wrong ${attempt}` }, { client })).status).toBe(401)
    }
    // 9 failures: two right lookups and a message later, the case and the client are still open.
    for (let visit = 1; visit <= 2; visit++)
      expect((await lookup({ caseNumber: report.caseNumber, secret: report.password }, { client })).status).toBe(200)
    expect(
      (
        await sendStatusMessage({ caseNumber: report.caseNumber, secret: report.password, message: 'more facts' }, [], {
          client,
        })
      ).status,
    ).toBe(200)
    expect((await lookup({ caseNumber: report.caseNumber, secret: report.password }, { client })).status).toBe(200)
    // The 10th failure is still a plain 401; only the 11th attempt after it is refused.
    expect((await lookup({ caseNumber: report.caseNumber, secret: 'wrong 10' }, { client })).status).toBe(401)
    expect((await lookup({ caseNumber: report.caseNumber, secret: report.password }, { client })).status).toBe(429)
  })
})

describe('wrong attempts are throttled per client', () => {
  it('one client trying many case numbers is locked after 10, even for a case it knows; other clients are not', async () => {
    const report = await fileReport(newMarker('status-client'))
    const client = newClient()
    for (let attempt = 1; attempt <= 10; attempt++) {
      const res = await lookup(
        { caseNumber: `E-19990101-CL${String(attempt).padStart(4, '0')}`, secret: 'guess' },
        { client },
      )
      expect(res.status, `attempt ${attempt}`).toBe(401)
    }
    const eleventh = await lookup({ caseNumber: 'E-19990101-CL0011', secret: 'guess' }, { client, lang: 'en' })
    expect(eleventh.status).toBe(429)
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(3000)
    expect((await lookup({ caseNumber: report.caseNumber, secret: report.password }, { client })).status).toBe(429)
    const upload = await sendStatusMessage(
      { caseNumber: report.caseNumber, secret: report.password, message: 'x' },
      [{ filename: 'a.pdf', data: sample.pdf() }],
      { client },
    )
    expect(upload.status).toBe(429)
    expect(reportFiles().temp).toEqual([])

    // The locked client's attempts never reached the case: anyone else still opens it.
    expect(
      (await lookup({ caseNumber: report.caseNumber, secret: report.password }, { client: newClient() })).status,
    ).toBe(200)
  })
})
