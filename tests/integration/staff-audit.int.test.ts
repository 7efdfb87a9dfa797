import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { sql } from '../helpers/db'
import { bearer, request } from '../helpers/http'
import { mailsIn } from '../helpers/mail'
import { devAccount, staffToken } from '../helpers/staff'

/**
 * Who may change a staff member's role, and the record of it: the staff audit log is written for
 * every account created or deleted and every role change (refused attempts included), nobody can
 * edit or delete an entry (not through Payload, not in the database), and granting the compliance
 * role, which opens whistleblowers' reports, mails every compliance officer in both languages.
 */
type Entry = {
  action: string
  actor_email: string | null
  subject_id: number | null
  subject_email: string | null
  from_value: string | null
  to_value: string | null
}
const entriesFor = (email: string) =>
  sql<Entry>(
    'SELECT action, actor_email, subject_id, subject_email, from_value, to_value FROM staff_audit_log WHERE subject_email = $1 ORDER BY id',
    [email],
  )
const json = (method: string, token: string, body: unknown, language = 'en'): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', 'accept-language': language, ...bearer(token) },
  body: JSON.stringify(body),
})

let admin = ''
let editor = ''
const created: number[] = []

async function newStaff(role: 'editor' | 'compliance' = 'editor') {
  const email = `audit-${randomUUID().slice(0, 8)}@example.com`
  const res = await request(
    '/api/users',
    json('POST', admin, { email, password: `Audit desk ${randomUUID().slice(0, 8)}`, role, name: 'Audit test' }),
  )
  expect(res.status, await res.clone().text()).toBe(201)
  const { doc } = (await res.json()) as { doc: { id: number } }
  created.push(doc.id)
  return { id: doc.id, email }
}

beforeAll(async () => {
  admin = await staffToken('admin')
  editor = await staffToken('editor')
})

afterAll(async () => {
  for (const id of created) await request(`/api/users/${id}`, { method: 'DELETE', headers: bearer(admin) })
})

describe('the staff audit log', () => {
  it('records an account created and its role changed by an admin, who and when', async () => {
    const account = await newStaff()
    const res = await request(`/api/users/${account.id}`, json('PATCH', admin, { role: 'editor', name: 'Renamed' }))
    expect(res.status).toBe(200)
    expect((await request(`/api/users/${account.id}`, json('PATCH', admin, { role: 'admin' }))).status).toBe(200)
    expect(await entriesFor(account.email)).toEqual([
      {
        action: 'accountCreated',
        actor_email: devAccount('admin').email,
        subject_id: account.id,
        subject_email: account.email,
        from_value: null,
        to_value: 'editor',
      },
      {
        action: 'roleChanged',
        actor_email: devAccount('admin').email,
        subject_id: account.id,
        subject_email: account.email,
        from_value: 'editor',
        to_value: 'admin',
      },
    ])
  })

  it('refuses an editor changing another account’s role or their own (403, in their language), and records the attempt', async () => {
    const account = await newStaff()
    const other = await request(`/api/users/${account.id}`, json('PATCH', editor, { role: 'compliance' }, 'ko'))
    expect(other.status).toBe(403)
    expect(await other.text()).toContain('직원의 역할은 관리자만 바꿀 수 있습니다')
    const meId = (await sql<{ id: number }>('SELECT id FROM users WHERE email = $1', [devAccount('editor').email]))[0]!
      .id
    const self = await request(`/api/users/${meId}`, json('PATCH', editor, { role: 'admin' }))
    expect(self.status).toBe(403)
    const [row] = await sql<{ role: string }>('SELECT role FROM users WHERE id = $1', [account.id])
    expect(row!.role).toBe('editor')
    const [me] = await sql<{ role: string }>('SELECT role FROM users WHERE email = $1', [devAccount('editor').email])
    expect(me!.role).toBe('editor')
    expect((await entriesFor(account.email)).map((e) => [e.action, e.actor_email, e.to_value])).toEqual([
      ['accountCreated', devAccount('admin').email, 'editor'],
      ['roleChangeRefused', devAccount('editor').email, 'compliance'],
    ])
    const mine = await entriesFor(devAccount('editor').email)
    expect(mine.at(-1)).toMatchObject({ action: 'roleChangeRefused', from_value: 'editor', to_value: 'admin' })
    // Their own name, without a role, still saves.
    expect((await request(`/api/users/${meId}`, json('PATCH', editor, { name: 'Editor' }))).status).toBe(200)
  })

  it('mails every compliance officer, in Korean and English, when an account is given the compliance role', async () => {
    const mailDir = inject('mailDir')
    const before = new Set(mailsIn(mailDir).map((mail) => mail.header('message-id')))
    const account = await newStaff()
    expect((await request(`/api/users/${account.id}`, json('PATCH', admin, { role: 'compliance' }))).status).toBe(200)
    const grantMail = () =>
      mailsIn(mailDir).find(
        (mail) => !before.has(mail.header('message-id')) && (mail.text ?? '').includes(account.email),
      )
    await expect.poll(grantMail).toBeDefined()
    const grant = grantMail()!
    const to = grant.header('to') ?? ''
    expect(to).toContain(devAccount('compliance').email)
    expect(to).toContain(account.email)
    expect(grant.text).toContain('컴플라이언스 역할')
    expect(grant.text).toContain('compliance role')
    expect(grant.text).toContain(devAccount('admin').email)
    expect((await entriesFor(account.email)).at(-1)).toMatchObject({
      action: 'roleChanged',
      from_value: 'editor',
      to_value: 'compliance',
    })
  })

  it('records a deleted account by its email; no one can change or delete an entry', async () => {
    const account = await newStaff()
    expect((await request(`/api/users/${account.id}`, { method: 'DELETE', headers: bearer(admin) })).status).toBe(200)
    created.splice(created.indexOf(account.id), 1)
    const entries = await entriesFor(account.email)
    expect(entries.map((e) => [e.action, e.subject_id])).toEqual([
      ['accountCreated', null],
      ['accountDeleted', null],
    ])
    const [entry] = await sql<{ id: number }>('SELECT id FROM staff_audit_log WHERE subject_email = $1 LIMIT 1', [
      account.email,
    ])
    for (const token of [admin, await staffToken('compliance')]) {
      expect((await request(`/api/staff-audit-log/${entry!.id}`, json('PATCH', token, { toValue: 'x' }))).status).toBe(
        403,
      )
      expect(
        (await request(`/api/staff-audit-log/${entry!.id}`, { method: 'DELETE', headers: bearer(token) })).status,
      ).toBe(403)
      expect(
        (
          await request(
            '/api/staff-audit-log',
            json('POST', token, { action: 'roleChanged', at: new Date().toISOString() }),
          )
        ).status,
      ).toBe(403)
    }
    await expect(sql('UPDATE staff_audit_log SET to_value = $1 WHERE id = $2', ['x', entry!.id])).rejects.toThrow(
      /append-only/,
    )
    await expect(sql('DELETE FROM staff_audit_log WHERE id = $1', [entry!.id])).rejects.toThrow(/append-only/)
  })

  it('is read by admins and compliance officers, not by editors', async () => {
    expect((await request('/api/staff-audit-log?limit=1', { headers: bearer(admin) })).status).toBe(200)
    expect(
      (await request('/api/staff-audit-log?limit=1', { headers: bearer(await staffToken('compliance')) })).status,
    ).toBe(200)
    expect((await request('/api/staff-audit-log?limit=1', { headers: bearer(editor) })).status).toBe(403)
  })
})
