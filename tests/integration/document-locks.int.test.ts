import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { devAccounts } from '../../seed/devAccounts'
import { sql } from '../helpers/db'
import { bearer, login, request } from '../helpers/http'

/**
 * Payload's edit locks (`payload-locked-documents`): a lock keeps everyone else out
 * of a document in the admin, so only its owner (or an admin) may set or remove it, and only on
 * what the owner may edit: the read-only compliance role cannot block an editor.
 */

type Role = 'admin' | 'editor' | 'compliance' | 'editor2'
const tokens = {} as Record<Role, string>
const ids = {} as Record<Role, number>
let pressRelease = 0
let secondEditor = 0

const call = (role: Role | null, method: string, path: string, body?: unknown) =>
  request(path, {
    method,
    headers: { 'content-type': 'application/json', ...bearer(role ? tokens[role] : undefined) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })

const lockOf = (owner: Role) => ({
  document: { relationTo: 'press-releases', value: pressRelease },
  user: { relationTo: 'users', value: ids[owner] },
})

/** The owner of every stored lock on the test's press release, straight from the database. */
const storedOwners = async () =>
  (
    await sql<{ users_id: number }>(
      `SELECT u.users_id FROM payload_locked_documents_rels d
       JOIN payload_locked_documents_rels u ON u.parent_id = d.parent_id AND u.path = 'user'
       WHERE d.path = 'document' AND d.press_releases_id = $1 ORDER BY u.users_id`,
      [pressRelease],
    )
  ).map((r) => r.users_id)

async function createLock(role: Role, owner: Role): Promise<Response> {
  return call(role, 'POST', '/api/payload-locked-documents', lockOf(owner))
}

async function lockIdOf(owner: Role): Promise<number> {
  const res = await createLock(owner, owner)
  expect(res.status, `${owner} locks their own`).toBe(201)
  return ((await res.json()) as { doc: { id: number } }).doc.id
}

const clearLocks = () =>
  sql(
    `DELETE FROM payload_locked_documents WHERE id IN
     (SELECT parent_id FROM payload_locked_documents_rels WHERE press_releases_id = $1)`,
    [pressRelease],
  )

beforeAll(async () => {
  for (const account of devAccounts) tokens[account.role as Role] = await login(account.email, account.password)
  const created = await call('admin', 'POST', '/api/users', {
    email: 'second-editor@example.com',
    password: 'pw-1234567890',
    role: 'editor',
  })
  expect(created.status).toBe(201)
  secondEditor = ((await created.json()) as { doc: { id: number } }).doc.id
  tokens.editor2 = await login('second-editor@example.com', 'pw-1234567890')
  for (const role of Object.keys(tokens) as Role[])
    ids[role] = ((await (await call(role, 'GET', '/api/users/me')).json()) as { user: { id: number } }).user.id
  const list = (await (await call('editor', 'GET', '/api/press-releases?limit=1&depth=0')).json()) as {
    docs: { id: number }[]
  }
  pressRelease = list.docs[0].id
})

afterAll(async () => {
  await clearLocks()
  await call('admin', 'DELETE', `/api/users/${secondEditor}`)
})

describe('document locks', () => {
  it('compliance can neither lock an editor out in its own name nor in an editor’s', async () => {
    await clearLocks()
    expect((await createLock('compliance', 'compliance')).status).toBe(403)
    expect((await createLock('compliance', 'editor')).status).toBe(403)
    expect(await storedOwners()).toEqual([])
  })

  it('an editor cannot lock in another user’s name, only in their own', async () => {
    await clearLocks()
    expect((await createLock('editor', 'editor2')).status).toBe(403)
    expect(await storedOwners()).toEqual([])
    await lockIdOf('editor')
    expect(await storedOwners()).toEqual([ids.editor])
  })

  it('compliance sees the lock but can neither take it over nor remove it', async () => {
    await clearLocks()
    const lock = await lockIdOf('editor')
    expect((await call('compliance', 'GET', `/api/payload-locked-documents/${lock}`)).status).toBe(200)
    const takeOver = await call('compliance', 'PATCH', `/api/payload-locked-documents/${lock}`, {
      user: { relationTo: 'users', value: ids.compliance },
    })
    expect(takeOver.status).toBe(403)
    const removed = await call('compliance', 'DELETE', `/api/payload-locked-documents/${lock}`)
    expect([403, 404]).toContain(removed.status)
    const bulk = await call('compliance', 'DELETE', `/api/payload-locked-documents?where[id][equals]=${lock}`)
    expect(bulk.status).toBeLessThan(500)
    expect(await storedOwners()).toEqual([ids.editor])
  })

  it('another editor may take the lock over (in their own name only), and the first may no longer remove it', async () => {
    await clearLocks()
    const lock = await lockIdOf('editor')
    const forSomeoneElse = await call('editor2', 'PATCH', `/api/payload-locked-documents/${lock}`, {
      user: { relationTo: 'users', value: ids.admin },
    })
    expect(forSomeoneElse.status).toBe(403)
    const takeOver = await call('editor2', 'PATCH', `/api/payload-locked-documents/${lock}`, {
      user: { relationTo: 'users', value: ids.editor2 },
    })
    expect(takeOver.status).toBe(200)
    expect(await storedOwners()).toEqual([ids.editor2])
    expect([403, 404]).toContain((await call('editor', 'DELETE', `/api/payload-locked-documents/${lock}`)).status)
    expect(await storedOwners()).toEqual([ids.editor2])
    expect((await call('editor2', 'DELETE', `/api/payload-locked-documents/${lock}`)).status).toBe(200)
    expect(await storedOwners()).toEqual([])
  })

  it('an admin may remove anyone’s lock; visitors may not even read locks', async () => {
    await clearLocks()
    const lock = await lockIdOf('editor')
    expect((await call(null, 'GET', '/api/payload-locked-documents')).status).toBe(403)
    expect((await call(null, 'DELETE', `/api/payload-locked-documents/${lock}`)).status).toBe(403)
    expect((await call('admin', 'DELETE', `/api/payload-locked-documents/${lock}`)).status).toBe(200)
    expect(await storedOwners()).toEqual([])
  })
})
