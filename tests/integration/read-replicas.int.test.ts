import fs from 'node:fs'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { devAccounts } from '../../seed/devAccounts'
import { startAppServer, type AppServer } from '../../tooling/appServer'
import { startReplicaOf, type Replica } from '../../tooling/replica'
import { bearer, deleteDocs, login, request } from '../helpers/http'
import { secondServerEnv } from '../helpers/secondServer'

/**
 * Read replicas: a web server given DATABASE_REPLICA_URLS reads public data from a
 * real streaming standby of the test database, staff read the primary, and a replica that stops
 * hands its reads to the primary until it is back. The replica's replay is paused to tell the two
 * apart: a public read then shows the standby's older title while the primary has the new one.
 * Writes go through the shared server (another instance, as in a cluster), so this server's own
 * read-after-write window (Payload reads the primary for 2 s after a write of its own) never applies.
 */

const embedded = inject('embedded')
const editor = devAccounts.find((account) => account.role === 'editor')!
const run = Date.now().toString(36)
const title = (version: string) => `복제본 ${run} ${version}`
let scratch = ''
let appLog = ''

let replica: Replica | undefined
let server: AppServer | undefined
let token = ''
let id = 0

/** A visitor's read of the document through the replica-reading server (the legacy API: never cached). */
async function publicRead(): Promise<string> {
  const res = await fetch(`${server!.baseUrl}/api/report/${id}/detail`, { headers: { 'accept-language': 'ko' } })
  expect(res.status).toBe(200)
  return res.text()
}

/** A staff write through the shared server: it lands on the primary. */
async function retitle(version: string) {
  const res = await request(`/api/press-releases/${id}?locale=ko`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify({ title: title(version) }),
  })
  expect(res.status).toBe(200)
}

/** Skips loudly where the database is not a local embedded one; CI pins the embedded one, so never there. */
function replicaSuite(): typeof describe | typeof describe.skip {
  if (embedded) return describe
  const why = 'the replica is made from the embedded database’s data directory'
  if (process.env.CI) throw new Error(`CI must run on the embedded database (.ci/run pins it): ${why}`)
  console.warn(`\n[read-replicas] SKIPPED: ${why}; unset TEST_DATABASE_URL and set TEST_USE_CONTAINERS=0.\n`)
  return describe.skip
}

replicaSuite()('with a read replica', () => {
  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.resolve('.test-data', 'read-replicas-'))
    appLog = path.join(scratch, 'app.log')
    token = await login(editor.email, editor.password)
    const created = await request('/api/press-releases?locale=ko', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...bearer(token) },
      body: JSON.stringify({
        title: title('v1'),
        subtitle: 'read replicas',
        publishDate: new Date(Date.now() - 60_000).toISOString(),
        _status: 'published',
      }),
    })
    expect(created.status).toBe(201)
    id = ((await created.json()) as { doc: { id: number } }).doc.id
    replica = await startReplicaOf({
      url: inject('databaseUrl'),
      dataDir: embedded!.dataDir,
      settings: { shared_preload_libraries: 'pg_stat_statements', fsync: 'off' },
    })
    await replica.caughtUp()
    server = await startAppServer(
      secondServerEnv(scratch, {
        DATABASE_REPLICA_URLS: replica.url,
        PRIVATE_FILES_DIR: path.join(scratch, 'private'),
        APP_LOG_FILE: appLog,
      }),
    )
  })

  afterAll(async () => {
    await server?.stop()
    if (id) await deleteDocs('press-releases', [id], token)
    await replica?.remove()
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true })
  })

  it('visitors read the replica; staff read the primary, a session signed in a moment ago included', async () => {
    await replica!.pauseReplay()
    await retitle('v2')
    // Signed in on the other instance after the replica stopped replaying: the session exists on
    // the primary only, so only a primary read of the user accepts it.
    const staff = await login(editor.email, editor.password)

    const seen = await publicRead()
    expect(seen).toContain(title('v1'))
    expect(seen).not.toContain(title('v2'))

    const rest = await fetch(`${server!.baseUrl}/api/press-releases/${id}?locale=ko&depth=0`, {
      headers: bearer(staff),
    })
    expect(rest.status).toBe(200)
    expect(((await rest.json()) as { title: string }).title).toBe(title('v2'))
    // The admin's edit view, rendered on the server with a session cookie: the session signed in
    // before the pause (known to the replica too) and the new one.
    for (const session of [token, staff]) {
      const admin = await fetch(`${server!.baseUrl}/admin/collections/press-releases/${id}`, {
        headers: { cookie: `payload-token=${session}` },
        redirect: 'manual',
      })
      expect(admin.status).toBe(200)
      const html = await admin.text()
      expect(html).toContain(title('v2'))
      expect(html).not.toContain(title('v1'))
    }

    await replica!.resumeReplay()
    await expect.poll(publicRead).toContain(title('v2'))
  })

  it('a replica that stops: the server stays up and answers from the primary, then reads the replica again once it is back', async () => {
    await replica!.resumeReplay()
    await replica!.caughtUp()
    await replica!.pauseReplay()
    await retitle('v3')
    expect(await publicRead()).toContain(title('v2'))

    await replica!.stop()
    for (let i = 0; i < 5; i++) expect(await publicRead()).toContain(title('v3'))
    expect((await fetch(`${server!.baseUrl}/`, { redirect: 'manual' })).status).toBeLessThan(400)
    expect(server!.process.exitCode).toBeNull()

    // A restart forgets the pause: the standby catches up, and is paused again to be told apart.
    await replica!.start()
    await replica!.caughtUp()
    await replica!.pauseReplay()
    await retitle('v4')
    await expect.poll(publicRead).toContain(title('v3'))
    await replica!.resumeReplay()

    expect(server!.process.exitCode).toBeNull()
    const log = fs.readFileSync(appLog, 'utf8')
    expect(log).toMatch(/Read replica .* is unavailable/)
    // Next logs what nobody handled instead of exiting; Node marks an error event nobody listened to.
    expect(log).not.toMatch(/uncaughtException|unhandledRejection|Emitted 'error' event/)
  })
})
