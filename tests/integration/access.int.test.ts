import { beforeAll, describe, expect, it } from 'vitest'

import { devAccounts } from '../../seed/devAccounts'
import {
  DRAFT_PRESS_RELEASE_TITLE,
  HIDDEN_TITLES,
  SCHEDULED_PRESS_RELEASE_TITLE,
  SITE_FACTS,
} from '../../seed/fixtures'
import { bearer, getLegacy, login, request } from '../helpers/http'

type Docs = { docs: Record<string, unknown>[]; totalDocs: number }
const tokens: Record<string, string> = {}

const json = (method: string, token: string | undefined, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', ...bearer(token) },
  body: JSON.stringify(body),
})

async function docs(path: string, token?: string): Promise<Docs> {
  const res = await request(path, { headers: bearer(token) })
  expect(res.status, path).toBe(200)
  return (await res.json()) as Docs
}

const titles = (d: Docs) => d.docs.map((doc) => doc.title)
const newRelease = (title: string) => ({ title, publishDate: '2020-01-01T00:00:00.000Z', _status: 'published' })

type Settings = { email: string; maintenanceMode: boolean; customerService: { phone: string }[] } & Record<
  string,
  unknown
>
type Year = { id: string; year: number; summary: string; months: unknown[] }

/** Site settings without the timestamps that every save moves. */
async function settingsFrom(res: Response): Promise<Settings> {
  expect(res.status).toBe(200)
  const fields = (await res.json()) as Settings
  delete fields.updatedAt
  delete fields.createdAt
  return fields
}

/** Site settings as an editor reads them (Payload's REST serves no anonymous reads). */
const settings = async () =>
  settingsFrom(await request('/api/globals/site-settings?depth=0', { headers: bearer(tokens.editor) }))

/** The history's years in one language, as an editor reads them. */
async function history(locale: 'ko' | 'en'): Promise<Year[]> {
  const res = await request(`/api/globals/history?depth=0&locale=${locale}`, { headers: bearer(tokens.editor) })
  expect(res.status).toBe(200)
  return ((await res.json()) as { years: Year[] }).years
}

beforeAll(async () => {
  for (const account of devAccounts) tokens[account.role] = await login(account.email, account.password)
})

describe('anonymous visitors', () => {
  it("read no document through Payload's REST, drafts and future-scheduled items least of all, whatever they ask", async () => {
    for (const query of [
      '?limit=500',
      '?limit=500&draft=true',
      '?limit=500&where[_status][equals]=draft',
      '?limit=500&where[publishDate][greater_than]=2098-01-01',
      `?where[title][equals]=${encodeURIComponent(DRAFT_PRESS_RELEASE_TITLE)}&draft=true`,
    ]) {
      const res = await request(`/api/press-releases${query}`)
      expect(res.status, query).toBe(403)
      const text = await res.text()
      for (const hidden of HIDDEN_TITLES) expect(text).not.toContain(hidden)
    }
    for (const hidden of HIDDEN_TITLES) {
      const notices = await request(`/api/notices?draft=true&where[title][equals]=${encodeURIComponent(hidden)}`)
      expect(notices.status).toBe(403)
    }
  })

  it('cannot read versions, users or password hashes', async () => {
    expect((await request('/api/press-releases/versions')).status).toBe(403)
    expect((await request('/api/users')).status).toBe(403)
    expect((await request('/api/users/1')).status).toBe(403)
    const me = (await (await request('/api/users/me')).json()) as { user: unknown }
    expect(me.user).toBeNull()
    const everything = await Promise.all(
      ['/api/press-releases?limit=5', '/api/fonts', '/api/globals/site-settings'].map(async (p) =>
        (await request(p)).text(),
      ),
    )
    for (const text of everything) expect(text).not.toMatch(/"(hash|salt|password)"/)
  })

  it('cannot write content, settings or accounts, and cannot sign up', async () => {
    expect((await request('/api/press-releases', json('POST', undefined, newRelease('anonymous')))).status).toBe(403)
    try {
      expect(
        (await request('/api/globals/site-settings', json('POST', undefined, { maintenanceMode: true }))).status,
      ).toBe(403)
    } finally {
      // Were the rule ever broken, the site must not stay in maintenance for the files after this one.
      await request('/api/globals/site-settings', json('POST', tokens.admin, { maintenanceMode: false }))
    }
    const signUp = await request(
      '/api/users',
      json('POST', undefined, { email: 'x@example.com', password: 'pw-123456', role: 'admin' }),
    )
    expect(signUp.status).toBe(403)
    expect(
      (
        await request(
          '/api/users/first-register',
          json('POST', undefined, { email: 'y@example.com', password: 'pw-123456' }),
        )
      ).status,
    ).toBeGreaterThanOrEqual(400)
    expect((await settings()).maintenanceMode).toBe(false)
  })

  it('get no GraphQL endpoint: their write is refused from its head (403) before any route', async () => {
    const res = await request('/api/graphql', json('POST', undefined, { query: '{ Users { docs { email } } }' }))
    expect(res.status).toBe(403)
    expect(await res.text()).not.toContain('@')
  })
})

describe('editor (communications)', () => {
  it('sees drafts and scheduled items', async () => {
    const result = await docs('/api/press-releases?limit=500&draft=true', tokens.editor)
    expect(titles(result)).toEqual(expect.arrayContaining([DRAFT_PRESS_RELEASE_TITLE, SCHEDULED_PRESS_RELEASE_TITLE]))
  })

  it('creates, publishes, edits and deletes a press release (deleted even when a check fails)', async () => {
    const created = await request(
      '/api/press-releases?draft=true',
      json('POST', tokens.editor, { title: '편집자 초안', publishDate: '2020-01-01T00:00:00.000Z', _status: 'draft' }),
    )
    expect(created.status).toBe(201)
    const id = ((await created.json()) as { doc: { id: number } }).doc.id
    // What visitors see, through the legacy API (Payload's REST serves them nothing).
    const publicTitle = async () => {
      const { status, body } = await getLegacy<{ reportTitle: string }>(`/api/report/${id}/detail`)
      return status === 200 ? body.data!.reportTitle : status
    }
    try {
      expect(await publicTitle()).toBe(404)
      const published = await request(
        `/api/press-releases/${id}`,
        json('PATCH', tokens.editor, { _status: 'published' }),
      )
      expect(published.status).toBe(200)
      expect(await publicTitle()).toBe('편집자 초안')
      const edited = await request(
        `/api/press-releases/${id}`,
        json('PATCH', tokens.editor, { title: '편집자 수정본' }),
      )
      expect(edited.status).toBe(200)
      expect(await publicTitle()).toBe('편집자 수정본')
    } finally {
      expect(
        (await request(`/api/press-releases/${id}`, { method: 'DELETE', headers: bearer(tokens.editor) })).status,
      ).toBe(200)
    }
    expect((await request(`/api/press-releases/${id}`, { headers: bearer(tokens.editor) })).status).toBe(404)
  })

  it('edits site settings (the email is restored afterwards)', async () => {
    const before = await settings()
    expect(before.email).toBe(SITE_FACTS.email)
    try {
      const res = await request(
        '/api/globals/site-settings',
        json('POST', tokens.editor, { email: 'press@baedalfriends.example.com' }),
      )
      expect(res.status).toBe(200)
      expect((await settings()).email).toBe('press@baedalfriends.example.com')
    } finally {
      await request('/api/globals/site-settings', json('POST', tokens.editor, { email: before.email }))
    }
    expect(await settings()).toEqual(before)
  })

  it('edits history in one language, leaving the other alone (restored afterwards)', async () => {
    const before = { ko: await history('ko'), en: await history('en') }
    expect(before.ko.length).toBeGreaterThan(1)
    const edited = before.ko.map((year, i) => (i === 0 ? { ...year, summary: `${year.summary} (편집 확인)` } : year))
    try {
      const res = await request('/api/globals/history?locale=ko', json('POST', tokens.editor, { years: edited }))
      expect(res.status).toBe(200)
      expect(await history('ko')).toEqual(edited)
      expect(await history('en')).toEqual(before.en)
    } finally {
      await request('/api/globals/history?locale=ko', json('POST', tokens.editor, { years: before.ko }))
    }
    expect(await history('ko')).toEqual(before.ko)
  })

  it('sees and edits only their own account, and cannot change their role (the name is restored afterwards)', async () => {
    const users = await docs('/api/users', tokens.editor)
    expect(users.docs.map((u) => u.email)).toEqual(['editor@example.com'])
    const id = users.docs[0].id
    const name = users.docs[0].name
    try {
      // A role in the request refuses the whole save (403, recorded in the staff audit log).
      const refused = await request(
        `/api/users/${id}`,
        json('PATCH', tokens.editor, { name: 'Editor Kim', role: 'admin' }),
      )
      expect(refused.status).toBe(403)
      const res = await request(`/api/users/${id}`, json('PATCH', tokens.editor, { name: 'Editor Kim' }))
      expect(res.status).toBe(200)
      const after = (await (await request(`/api/users/${id}`, { headers: bearer(tokens.editor) })).json()) as {
        role: string
        name: string
      }
      expect(after).toMatchObject({ role: 'editor', name: 'Editor Kim' })
    } finally {
      // By the admin: were the role rule ever broken, the editor must not stay an admin.
      await request(`/api/users/${id}`, json('PATCH', tokens.admin, { name, role: 'editor' }))
    }
    expect((await docs('/api/users', tokens.editor)).docs[0]).toMatchObject({ name, role: 'editor' })
    const admin = devAccounts.find((a) => a.role === 'admin')!
    const adminDoc = await docs(`/api/users?where[email][equals]=${admin.email}`, tokens.admin)
    // Another account does not exist as far as the editor can tell.
    expect((await request(`/api/users/${adminDoc.docs[0].id}`, { headers: bearer(tokens.editor) })).status).toBe(404)
    expect(
      (await request('/api/users', json('POST', tokens.editor, { email: 'new@example.com', password: 'pw-123456' })))
        .status,
    ).toBe(403)
    expect((await docs('/api/users?where[email][equals]=new@example.com', tokens.admin)).totalDocs).toBe(0)
  })
})

describe('compliance', () => {
  it('reads drafts and settings but cannot write public content or settings', async () => {
    const result = await docs('/api/press-releases?limit=500&draft=true', tokens.compliance)
    expect(titles(result)).toContain(DRAFT_PRESS_RELEASE_TITLE)
    const settingsRead = await settingsFrom(
      await request('/api/globals/site-settings?depth=0', { headers: bearer(tokens.compliance) }),
    )
    expect(settingsRead).toMatchObject({
      email: SITE_FACTS.email,
      businessRegistrationNumber: SITE_FACTS.businessRegistrationNumber,
      maintenanceMode: false,
    })
    expect(settingsRead.customerService.map((line) => line.phone)).toEqual([
      SITE_FACTS.mainLine.phone,
      SITE_FACTS.martLine.phone,
    ])
    expect(
      (await request('/api/press-releases', json('POST', tokens.compliance, newRelease('compliance')))).status,
    ).toBe(403)
    // The refused writes aim at a press release of this test's own and at values that change
    // nothing, so a broken rule fails here without wrecking what later files read.
    const created = await request(
      '/api/press-releases',
      json('POST', tokens.editor, newRelease('컴플라이언스 쓰기 시도 대상')),
    )
    expect(created.status).toBe(201)
    const own = ((await created.json()) as { doc: { id: number } }).doc.id
    const years = await history('ko')
    try {
      expect(
        (await request(`/api/press-releases/${own}`, json('PATCH', tokens.compliance, { title: 'x' }))).status,
      ).toBe(403)
      expect(
        (await request(`/api/press-releases/${own}`, { method: 'DELETE', headers: bearer(tokens.compliance) })).status,
      ).toBe(403)
      expect(
        (await request('/api/globals/site-settings', json('POST', tokens.compliance, { maintenanceMode: false })))
          .status,
      ).toBe(403)
      expect((await request('/api/globals/history', json('POST', tokens.compliance, { years }))).status).toBe(403)
    } finally {
      await request(`/api/press-releases/${own}`, { method: 'DELETE', headers: bearer(tokens.editor) })
    }
    // Read back as compliance: staff see the staff-only inbox group, which the public read omits.
    expect(
      await settingsFrom(await request('/api/globals/site-settings?depth=0', { headers: bearer(tokens.compliance) })),
    ).toEqual(settingsRead)
    expect((await history('ko')).length).toBeGreaterThan(0)
    const users = await docs('/api/users', tokens.compliance)
    expect(users.docs.map((u) => u.email)).toEqual(['compliance@example.com'])
  })

  it('sees compliance colleagues (whom a report can be assigned to), no other account, and edits only its own', async () => {
    const created = await request(
      '/api/users',
      json('POST', tokens.admin, {
        email: 'colleague@example.com',
        password: 'Colleague desk 2026',
        role: 'compliance',
        name: 'Colleague',
      }),
    )
    expect(created.status).toBe(201)
    const colleague = ((await created.json()) as { doc: { id: number } }).doc.id
    try {
      const users = await docs('/api/users?limit=100&sort=email', tokens.compliance)
      expect(users.docs.map((u) => u.email)).toEqual(['colleague@example.com', 'compliance@example.com'])
      const res = await request(`/api/users/${colleague}`, json('PATCH', tokens.compliance, { name: 'Changed' }))
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
      expect((await docs(`/api/users?where[id][equals]=${colleague}`, tokens.admin)).docs[0]).toMatchObject({
        name: 'Colleague',
      })
      // Editors still see only themselves: the colleague is not on their team.
      expect((await docs('/api/users', tokens.editor)).docs.map((u) => u.email)).toEqual(['editor@example.com'])
    } finally {
      await request(`/api/users/${colleague}`, { method: 'DELETE', headers: bearer(tokens.admin) })
    }
  })
})

describe('admin', () => {
  it('manages accounts: lists all, creates one with a role, deletes it (even when a check fails)', async () => {
    const users = await docs('/api/users?limit=100', tokens.admin)
    expect(users.totalDocs).toBeGreaterThanOrEqual(3)
    const created = await request(
      '/api/users',
      json('POST', tokens.admin, { email: 'temp@example.com', password: 'Temporary desk 2026', role: 'compliance' }),
    )
    expect(created.status).toBe(201)
    const doc = ((await created.json()) as { doc: { id: number; role: string; devAccount: boolean } }).doc
    try {
      expect(doc.role).toBe('compliance')
      expect(doc.devAccount).toBe(false)
      expect((await docs('/api/users?limit=100', tokens.admin)).totalDocs).toBe(users.totalDocs + 1)
    } finally {
      expect((await request(`/api/users/${doc.id}`, { method: 'DELETE', headers: bearer(tokens.admin) })).status).toBe(
        200,
      )
    }
    expect((await docs('/api/users?limit=100', tokens.admin)).totalDocs).toBe(users.totalDocs)
  })
})
