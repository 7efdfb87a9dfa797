import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { sql } from '../helpers/db'
import { newMarker, sample, submit } from '../helpers/forms'
import { bearer, login, request } from '../helpers/http'
import { reportRow, validReport } from '../helpers/reports'
import { fixtureFile, runSubmissionJobs, type Created } from '../helpers/submissionJobs'
import { devAccount } from '../helpers/staff'

/**
 * Ethics reports, their messages, files and audit log are compliance's only.
 * Anonymous visitors, editors and admins get 401/403 and nothing of a report through REST,
 * GraphQL or the attachment routes; compliance reads the opened content and downloads the files
 * byte for byte, and every opening, status change, reply and download is an audit entry nobody
 * can change.
 */
const tokens: Record<string, string> = {}
const marker = newMarker('report-access')
const reportFile = Buffer.concat([sample.pdf(200_000), Buffer.from(`${marker} report file`)])
const messageFile = Buffer.concat([sample.pdf(50_000), Buffer.from(`${marker} message file`)])
let caseNumber = ''
let reportId = 0
let messageId = 0
let complianceId = 0

type AuditRow = {
  id: number
  case_number: string
  report_id: number | null
  user_id: number | null
  action: string
  from_status: string | null
  to_status: string | null
  at: Date
}

const auditOf = (id: number, action?: string) =>
  sql<AuditRow>(
    `SELECT * FROM report_audit_log WHERE report_id = $1 ${action ? 'AND action = $2' : ''} ORDER BY id`,
    action ? [id, action] : [id],
  )

const json = (method: string, token: string | undefined, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...bearer(token) },
  body: JSON.stringify(body),
})

/** Whether the bytes of `body` contain any 64-byte stretch of the file (no part of it leaked). */
const containsPartOf = (body: Buffer, file: Buffer) =>
  [0, 1000, file.length - 64].some((at) => body.includes(file.subarray(at, at + 64)))

beforeAll(async () => {
  for (const role of ['editor', 'admin', 'compliance'] as const)
    tokens[role] = await login(devAccount(role).email, devAccount(role).password)
  ;[{ id: complianceId }] = await sql<{ id: number }>('SELECT id FROM users WHERE email = $1', [
    devAccount('compliance').email,
  ])
  const res = await submit('report', {
    fields: validReport('report', marker),
    files: [{ filename: `${marker} 계약서.pdf`, data: reportFile }],
  })
  expect(res.status, JSON.stringify(res.body)).toBe(200)
  caseNumber = res.body.data?.receiptNumber ?? ''
  reportId = (await reportRow(caseNumber))?.id ?? 0
  const [message] = (await runSubmissionJobs([
    {
      op: 'createReportMessage',
      report: reportId,
      body: `${marker} 추가 자료를 보냅니다`,
      file: fixtureFile('추가 자료.pdf', messageFile),
    },
  ])) as [Created]
  messageId = message.id
}, 180_000)

afterAll(async () => {
  if (reportId) await runSubmissionJobs([{ op: 'deleteReports', ids: [reportId] }])
}, 180_000)

describe('the report at intake', () => {
  it("has a 'created' audit entry with its case number and no user", async () => {
    const [created] = await auditOf(reportId, 'created')
    expect(created).toMatchObject({ case_number: caseNumber, user_id: null, to_status: 'received' })
  })
})

// GraphQL is switched off (404); a stranger's write is refused from its head before that (403).
describe.each([
  ['an anonymous visitor', undefined, 401, 403],
  ['an editor', 'editor', 403, 404],
  ['an admin', 'admin', 403, 404],
] as const)('%s', (_who, role, attachmentStatus, graphqlStatus) => {
  const token = () => (role ? tokens[role] : undefined)

  it('cannot list, count or read reports, messages or audit entries through REST', async () => {
    const paths = [
      '/api/ethics-reports',
      '/api/ethics-reports?depth=1&limit=100',
      `/api/ethics-reports/${reportId}`,
      `/api/ethics-reports?where[receiptNumber][equals]=${caseNumber}`,
      '/api/ethics-reports/count',
      '/api/report-messages',
      `/api/report-messages/${messageId}`,
      '/api/report-messages/count',
      '/api/report-audit-log',
      `/api/report-audit-log?where[caseNumber][equals]=${caseNumber}`,
      '/api/report-audit-log/count',
    ]
    for (const path of paths) {
      const res = await request(path, { headers: bearer(token()) })
      expect([401, 403], path).toContain(res.status)
      const text = await res.text()
      expect(text, path).not.toContain(marker)
      expect(text, path).not.toContain(caseNumber)
    }
  })

  it(`gets no report data through GraphQL (${graphqlStatus})`, async () => {
    const query = `{ EthicsReports { docs { id receiptNumber subject detail } } ReportMessages { docs { body } } ReportAuditLogs { docs { caseNumber } } }`
    const res = await request('/api/graphql', json('POST', token(), { query }))
    expect(res.status).toBe(graphqlStatus)
    const text = await res.text()
    expect(text).not.toContain(marker)
    expect(text).not.toContain(caseNumber)
  })

  it(`cannot download the report's or the message's file (${attachmentStatus}), and learns nothing of which ids exist`, async () => {
    for (const path of [
      `/api/ethics-reports/${reportId}/attachment`,
      `/api/report-messages/${messageId}/attachment`,
      '/api/ethics-reports/99999999/attachment',
      '/api/report-messages/x/attachment',
    ]) {
      const res = await request(path, { headers: bearer(token()) })
      expect(res.status, path).toBe(attachmentStatus)
      expect(res.headers.get('content-disposition'), path).toBeNull()
      expect(res.headers.get('cache-control'), path).toBe('private, no-store')
      const body = Buffer.from(await res.arrayBuffer())
      expect(containsPartOf(body, reportFile) || containsPartOf(body, messageFile), path).toBe(false)
    }
  })

  it('cannot change a report, write a message or an audit entry, or delete anything', async () => {
    const writes: [string, RequestInit][] = [
      [
        `/api/ethics-reports/${reportId}`,
        json('PATCH', token(), { status: 'closed', internalNotes: `${marker} forged` }),
      ],
      [`/api/ethics-reports/${reportId}`, { method: 'DELETE', headers: bearer(token()) }],
      ['/api/report-messages', json('POST', token(), { report: reportId, body: `${marker} forged reply` })],
      [`/api/report-messages/${messageId}`, { method: 'DELETE', headers: bearer(token()) }],
      ['/api/report-audit-log', json('POST', token(), { caseNumber, action: 'read', at: new Date().toISOString() })],
    ]
    for (const [path, init] of writes)
      expect([401, 403], `${init.method} ${path}`).toContain((await request(path, init)).status)
    const row = await reportRow(caseNumber)
    expect(row).toMatchObject({ status: 'received', sealed_notes: null })
    expect(await sql('SELECT id FROM report_messages WHERE report_id = $1', [reportId])).toHaveLength(1)
  })
})

describe('a compliance user', () => {
  it("reads the report opened, and each reading is one 'read' entry signed with the user; a list is not", async () => {
    const before = (await auditOf(reportId, 'read')).length
    const res = await request(`/api/ethics-reports/${reportId}?depth=0`, { headers: bearer(tokens.compliance) })
    expect(res.status).toBe(200)
    const doc = (await res.json()) as Record<string, unknown>
    expect(doc).toMatchObject({
      receiptNumber: caseNumber,
      subject: `${marker} 서면 계약서를 받지 못했습니다`,
      categories: ['writtenContract', 'dealingPosition'],
      attachment: { filename: `${marker} 계약서.pdf`, mimeType: 'application/pdf', size: reportFile.length },
      overdue: false,
    })
    for (const hidden of ['sealed', 'wrappedKey', 'sealId', 'secretHash']) expect(doc).not.toHaveProperty(hidden)
    expect(JSON.stringify(doc.attachment)).not.toContain('reports/')

    const reads = await auditOf(reportId, 'read')
    expect(reads).toHaveLength(before + 1)
    expect(reads.at(-1)).toMatchObject({ case_number: caseNumber, user_id: complianceId })

    // A list, or the report loaded as a relationship, shows no content: nothing is opened unrecorded.
    const list = await request(`/api/ethics-reports?where[id][equals]=${reportId}&depth=0`, {
      headers: bearer(tokens.compliance),
    })
    expect(list.status).toBe(200)
    const listText = await list.text()
    expect(listText).not.toContain(marker)
    const [listed] = (JSON.parse(listText) as { docs: Record<string, unknown>[] }).docs
    expect(listed.receiptNumber).toBe(caseNumber)
    for (const opened of ['subject', 'name', 'email', 'detail', 'categories', 'attachment'])
      expect(listed[opened] ?? null, opened).toBeNull()
    const related = await request(`/api/report-audit-log?where[report][equals]=${reportId}&depth=1`, {
      headers: bearer(tokens.compliance),
    })
    expect(related.status).toBe(200)
    expect(await related.text()).not.toContain(marker)
    expect(await auditOf(reportId, 'read')).toHaveLength(before + 1)
    // A list deep enough to carry the thread hands out what the reporter wrote: that is a reading.
    const deep = await request(`/api/ethics-reports?where[id][equals]=${reportId}&depth=1`, {
      headers: bearer(tokens.compliance),
    })
    expect(await deep.text()).toContain(marker)
    expect(await auditOf(reportId, 'read')).toHaveLength(before + 2)
  })

  it('opening a report several times within one request is one entry, in two requests two', async () => {
    const before = (await auditOf(reportId, 'read')).length
    await runSubmissionJobs([{ op: 'openReport', id: reportId, email: devAccount('compliance').email, times: 3 }])
    expect(await auditOf(reportId, 'read')).toHaveLength(before + 1)
    await runSubmissionJobs([{ op: 'openReport', id: reportId, email: devAccount('compliance').email, times: 1 }])
    expect(await auditOf(reportId, 'read')).toHaveLength(before + 2)
  }, 120_000)

  it("downloads the report's file byte for byte as a download no browser sniffs or caches, recorded as 'downloaded'", async () => {
    const res = await request(`/api/ethics-reports/${reportId}/attachment`, { headers: bearer(tokens.compliance) })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="${marker} ___.pdf"; filename*=UTF-8''${encodeURIComponent(`${marker} 계약서.pdf`)}`,
    )
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await res.arrayBuffer()).equals(reportFile)).toBe(true)
    expect((await auditOf(reportId, 'downloaded')).at(-1)).toMatchObject({
      case_number: caseNumber,
      user_id: complianceId,
    })
  })

  it("downloads a reporter message's file byte for byte, recorded on the message's case", async () => {
    const before = (await auditOf(reportId, 'downloaded')).length
    const res = await request(`/api/report-messages/${messageId}/attachment`, { headers: bearer(tokens.compliance) })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''${encodeURIComponent('추가 자료.pdf')}`)
    expect(Buffer.from(await res.arrayBuffer()).equals(messageFile)).toBe(true)
    expect(await auditOf(reportId, 'downloaded')).toHaveLength(before + 1)
  })

  it('gets 404 for a report or message that does not exist or has no file, and no audit entry for it', async () => {
    const before = await sql('SELECT id FROM report_audit_log')
    expect(
      (await request('/api/ethics-reports/99999999/attachment', { headers: bearer(tokens.compliance) })).status,
    ).toBe(404)
    expect(
      (await request('/api/report-messages/99999999/attachment', { headers: bearer(tokens.compliance) })).status,
    ).toBe(404)
    // Past the integer column's range: still a plain 404, not a database error.
    expect(
      (await request('/api/ethics-reports/9999999999/attachment', { headers: bearer(tokens.compliance) })).status,
    ).toBe(404)
    expect(
      (await request('/api/report-messages/9999999999/attachment', { headers: bearer(tokens.compliance) })).status,
    ).toBe(404)
    expect((await request('/api/ethics-reports/abc/attachment', { headers: bearer(tokens.compliance) })).status).toBe(
      404,
    )
    const reply = await request(
      '/api/report-messages?depth=0',
      json('POST', tokens.compliance, { report: reportId, body: 'no file here' }),
    )
    expect(reply.status).toBe(201)
    const replyId = ((await reply.json()) as { doc: { id: number } }).doc.id
    expect(
      (await request(`/api/report-messages/${replyId}/attachment`, { headers: bearer(tokens.compliance) })).status,
    ).toBe(404)
    // The reply itself is the only new entry.
    const added = (await sql<AuditRow>('SELECT * FROM report_audit_log')).filter(
      (row) => !before.some((b) => b.id === row.id),
    )
    expect(added.map((row) => row.action)).toEqual(['replied'])
  })

  it("changes the status, assignee and notes, recorded as 'statusChanged' from/to; what the reporter wrote and the keys stay", async () => {
    const stored = await reportRow(caseNumber)
    const res = await request(
      `/api/ethics-reports/${reportId}?depth=0`,
      json('PATCH', tokens.compliance, {
        status: 'inReview',
        assignee: complianceId,
        internalNotes: '담당 배정',
        subject: 'edited',
        sealed: 'v1.x.y.z',
        secretHash: 'x',
        sealedNotes: 'v1.x.y.z',
        receiptNumber: 'E-20000101-AAAAAA',
      }),
    )
    expect(res.status).toBe(200)
    // The notes come back opened to compliance, and are stored sealed: never as typed.
    expect(((await res.json()) as { doc: { internalNotes: string } }).doc.internalNotes).toBe('담당 배정')
    const row = await reportRow(caseNumber)
    expect(row?.sealed_notes).toMatch(/^v1\./)
    expect(row?.sealed_notes).not.toBe('v1.x.y.z')
    expect(JSON.stringify(row)).not.toContain('담당 배정')
    expect(row).toMatchObject({
      status: 'inReview',
      assignee_id: complianceId,
      sealed: stored?.sealed,
      secret_hash: stored?.secret_hash,
      wrapped_key: stored?.wrapped_key,
    })
    expect(row?.acknowledged_at).not.toBeNull()
    const [change] = await auditOf(reportId, 'statusChanged')
    expect(change).toMatchObject({
      case_number: caseNumber,
      user_id: complianceId,
      user_email: 'compliance@example.com',
      from_status: 'received',
      to_status: 'inReview',
    })
    // The dates that drive acknowledgement and retention are the status hook's alone.
    const dates = { acknowledged_at: row?.acknowledged_at, closed_at: row?.closed_at }
    expect(
      (
        await request(
          `/api/ethics-reports/${reportId}`,
          json('PATCH', tokens.compliance, { closedAt: '2000-01-01T00:00:00.000Z', acknowledgedAt: null }),
        )
      ).status,
    ).toBe(200)
    const afterDates = await reportRow(caseNumber)
    expect({ acknowledged_at: afterDates?.acknowledged_at, closed_at: afterDates?.closed_at }).toEqual(dates)
    // Saving without a change of status is no entry.
    expect(
      (
        await request(
          `/api/ethics-reports/${reportId}`,
          json('PATCH', tokens.compliance, { internalNotes: '메모 수정' }),
        )
      ).status,
    ).toBe(200)
    expect(await auditOf(reportId, 'statusChanged')).toHaveLength(1)
  })

  it("writes a reply sealed like everything else, signed as staff, recorded as 'replied'", async () => {
    const body = `${marker} 접수 내용을 검토하고 있습니다`
    const res = await request(
      '/api/report-messages?depth=0',
      json('POST', tokens.compliance, { report: reportId, body, author: 'reporter', staffUser: 1 }),
    )
    expect(res.status).toBe(201)
    const { doc } = (await res.json()) as { doc: { id: number; body: string; author: string; staffUser: number } }
    expect(doc).toMatchObject({ body, author: 'staff', staffUser: complianceId })
    const [row] = await sql<{ sealed: string; author: string }>(
      'SELECT sealed, author FROM report_messages WHERE id = $1',
      [doc.id],
    )
    expect(row.author).toBe('staff')
    expect(row.sealed).not.toContain(marker)
    expect((await auditOf(reportId, 'replied')).at(-1)).toMatchObject({
      case_number: caseNumber,
      user_id: complianceId,
    })
  })

  it('gets a 400 with a field message, and nothing stored, for an empty reply or one without its report', async () => {
    const messages = async () => (await sql('SELECT id FROM report_messages')).length
    const audit = async () => (await sql('SELECT id FROM report_audit_log')).length
    const [messagesBefore, auditBefore] = [await messages(), await audit()]
    for (const body of [
      { report: reportId, body: '   ' },
      { report: reportId },
      { body: 'no report' },
      { report: 99999999, body: 'unknown report' },
      { report: 'abc', body: 'not an id' },
    ]) {
      const res = await request('/api/report-messages', json('POST', tokens.compliance, body))
      expect(res.status, JSON.stringify(body)).toBe(400)
      expect(await res.text(), JSON.stringify(body)).not.toMatch(/at .+\.js:\d+/)
    }
    expect(await messages()).toBe(messagesBefore)
    expect(await audit()).toBe(auditBefore)
  })

  it('cannot edit, delete or add audit entries (403), one by one or in bulk, and the entry is unchanged', async () => {
    const [entry] = await auditOf(reportId, 'created')
    const attempts: [string, RequestInit][] = [
      [
        `/api/report-audit-log/${entry.id}`,
        json('PATCH', tokens.compliance, { caseNumber: 'E-20000101-FORGED', user: null, action: 'purged' }),
      ],
      [
        `/api/report-audit-log?where[id][equals]=${entry.id}`,
        json('PATCH', tokens.compliance, { caseNumber: 'E-20000101-FORGED' }),
      ],
      [`/api/report-audit-log/${entry.id}`, { method: 'DELETE', headers: bearer(tokens.compliance) }],
      [`/api/report-audit-log?where[id][equals]=${entry.id}`, { method: 'DELETE', headers: bearer(tokens.compliance) }],
      [
        '/api/report-audit-log',
        json('POST', tokens.compliance, { caseNumber, report: reportId, action: 'read', at: new Date().toISOString() }),
      ],
    ]
    for (const [path, init] of attempts) expect((await request(path, init)).status, `${init.method} ${path}`).toBe(403)
    expect((await auditOf(reportId, 'created'))[0]).toEqual(entry)
  })

  it('cannot delete a report or a message either (only the retention job does)', async () => {
    expect(
      (await request(`/api/ethics-reports/${reportId}`, { method: 'DELETE', headers: bearer(tokens.compliance) }))
        .status,
    ).toBe(403)
    expect(
      (await request(`/api/report-messages/${messageId}`, { method: 'DELETE', headers: bearer(tokens.compliance) }))
        .status,
    ).toBe(403)
    expect(await reportRow(caseNumber)).toBeDefined()
  })
})
