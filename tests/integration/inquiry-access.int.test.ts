import { beforeAll, describe, expect, it } from 'vitest'

import { devAccounts } from '../../seed/devAccounts'
import { inquiriesWith, newMarker, sample, submit, validInquiry } from '../helpers/forms'
import { bearer, login, request } from '../helpers/http'

const tokens: Record<string, string> = {}
const data = sample.pdf(300_000)
let id: number
let marker: string

const json = (method: string, token: string | undefined, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...bearer(token) },
  body: JSON.stringify(body),
})

beforeAll(async () => {
  for (const account of devAccounts) tokens[account.role] = await login(account.email, account.password)
  marker = newMarker('access')
  const res = await submit('partnership', {
    fields: validInquiry('partnership', marker),
    files: [{ filename: '제안서 2026.pdf', data }],
  })
  expect(res.status).toBe(200)
  id = (await inquiriesWith(marker))[0].id
})

// GraphQL is switched off (404); a stranger's write is refused from its head before that (403).
describe.each([
  ['an anonymous visitor', undefined, 401, 403],
  ['a compliance user', 'compliance', 403, 404],
] as const)('%s', (_who, role, attachmentStatus, graphqlStatus) => {
  const token = () => (role ? tokens[role] : undefined)

  it('cannot list or read inquiries through the REST API', async () => {
    for (const path of [
      '/api/inquiries',
      '/api/inquiries?limit=100&depth=0',
      `/api/inquiries/${id}`,
      `/api/inquiries/${id}?depth=0`,
      '/api/inquiries/count',
    ]) {
      const res = await request(path, { headers: bearer(token()) })
      expect(res.status, path).toBe(403)
      const text = await res.text()
      expect(text, path).not.toContain(marker)
      expect(text, path).not.toContain('partner@example.com')
    }
  })

  it(`gets nothing through GraphQL (${graphqlStatus})`, async () => {
    const res = await request(
      '/api/graphql',
      json('POST', token(), { query: `{ Inquiries { docs { id subject email } } Inquiry(id: ${id}) { subject } }` }),
    )
    expect(res.status).toBe(graphqlStatus)
    const text = await res.text()
    expect(text).not.toContain(marker)
    expect(text).not.toContain('partner@example.com')
  })

  it(`cannot download the attachment (${attachmentStatus})`, async () => {
    const res = await request(`/api/inquiries/${id}/attachment`, { headers: bearer(token()) })
    expect(res.status).toBe(attachmentStatus)
    expect(res.headers.get('content-disposition')).toBeNull()
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    // The same answer for an id that does not exist: nothing is learned about which ones do.
    expect((await request(`/api/inquiries/99999999/attachment`, { headers: bearer(token()) })).status).toBe(
      attachmentStatus,
    )
  })

  it('cannot create an inquiry around the pipeline', async () => {
    const res = await request(
      '/api/inquiries',
      json('POST', token(), {
        receiptNumber: 'Q-20260101-AAAAAA',
        kind: 'other',
        subject: `${marker} forged`,
        name: 'x',
        email: 'x@example.com',
        detail: 'x'.repeat(20),
        receivedAt: new Date().toISOString(),
        locale: 'ko',
      }),
    )
    expect(res.status).toBe(403)
    expect(await inquiriesWith(`${marker} forged`)).toEqual([])
  })

  it('cannot change or delete an inquiry', async () => {
    expect((await request(`/api/inquiries/${id}`, json('PATCH', token(), { status: 'closed' }))).status).toBe(403)
    expect((await request(`/api/inquiries/${id}`, { method: 'DELETE', headers: bearer(token()) })).status).toBe(403)
    expect((await inquiriesWith(marker))[0].status).toBe('new')
  })
})

describe('an editor', () => {
  it('reads the inquiry as submitted, with its attachment described', async () => {
    const res = await request(`/api/inquiries/${id}?depth=0`, { headers: bearer(tokens.editor) })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({
      id,
      kind: 'partnership',
      subject: `${marker} 제휴 제안드립니다`,
      organization: '프렌즈상사',
      attachment: { filename: '제안서 2026.pdf', mimeType: 'application/pdf', size: data.length },
    })
  })

  it('downloads the attachment byte for byte, as a download that no browser sniffs or caches', async () => {
    const res = await request(`/api/inquiries/${id}/attachment`, { headers: bearer(tokens.editor) })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/pdf')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="___ 2026.pdf"; filename*=UTF-8''${encodeURIComponent('제안서 2026.pdf')}`,
    )
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    expect(Buffer.from(await res.arrayBuffer()).equals(data)).toBe(true)
  })

  it('gets 404 for an inquiry that does not exist or has no attachment', async () => {
    expect((await request('/api/inquiries/99999999/attachment', { headers: bearer(tokens.editor) })).status).toBe(404)
    expect(
      (await request('/api/inquiries/9999999999/attachment', { headers: bearer(tokens.editor) })).status,
      'past the integer range',
    ).toBe(404)
    const plain = newMarker('no-file')
    expect((await submit('other', { fields: validInquiry('other', plain) })).status).toBe(200)
    const [row] = await inquiriesWith(plain)
    expect((await request(`/api/inquiries/${row.id}/attachment`, { headers: bearer(tokens.editor) })).status).toBe(404)
  })

  it('changes status and notes but not what the visitor wrote', async () => {
    const res = await request(
      `/api/inquiries/${id}`,
      json('PATCH', tokens.editor, {
        status: 'inProgress',
        internalNotes: '담당자 배정 예정',
        subject: 'edited',
        email: 'edited@example.com',
        attachment: { key: 'inquiries/00000000-0000-0000-0000-000000000000', filename: 'x.exe' },
      }),
    )
    expect(res.status).toBe(200)
    const [row] = await inquiriesWith(marker)
    expect(row).toMatchObject({
      status: 'inProgress',
      internal_notes: '담당자 배정 예정',
      subject: `${marker} 제휴 제안드립니다`,
      email: 'partner@example.com',
      attachment_filename: '제안서 2026.pdf',
    })
    expect(row.attachment_key).toMatch(/^inquiries\/[0-9a-f-]{36}$/)
    expect(row.attachment_key).not.toBe('inquiries/00000000-0000-0000-0000-000000000000')
  })

  it('cannot create an inquiry through REST either (only the pipeline creates them)', async () => {
    const res = await request(
      '/api/inquiries',
      json('POST', tokens.editor, {
        receiptNumber: 'Q-20260101-BBBBBB',
        kind: 'other',
        subject: `${marker} staff`,
        name: 'x',
        email: 'x@example.com',
        detail: 'x'.repeat(20),
        receivedAt: new Date().toISOString(),
        locale: 'ko',
      }),
    )
    expect(res.status).toBe(403)
    expect(await inquiriesWith(`${marker} staff`)).toEqual([])
  })
})

describe('an admin', () => {
  it('downloads the attachment too', async () => {
    const res = await request(`/api/inquiries/${id}/attachment`, { headers: bearer(tokens.admin) })
    expect(res.status).toBe(200)
    expect(Buffer.from(await res.arrayBuffer()).equals(data)).toBe(true)
  })
})
