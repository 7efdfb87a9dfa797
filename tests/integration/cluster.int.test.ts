import fs from 'node:fs'
import path from 'node:path'

import { createClient } from '@redis/client'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { devAccounts } from '../../seed/devAccounts'
import { startAppServer } from '../../tooling/appServer'
import { startCluster, type Cluster } from '../../tooling/cluster'
import { sql } from '../helpers/db'
import { deleteDocs } from '../helpers/http'
import { expectSeenWithin } from '../helpers/deadline'
import { inquiriesWith, newMarker, submit, uniqueClient, validInquiry } from '../helpers/forms'
import { failures, steadyLoad } from '../helpers/steadyLoad'
import { plainPng } from '../helpers/uploadFiles'

/**
 * The multi-instance layout on this machine, as `npm run cluster` starts it from the
 * test's build and database: Redis, an S3-compatible store, two web instances that run no jobs, two
 * job workers (one runs, one stands by) and nginx in front. What visitors and editors depend on: a change made through
 * one instance is what every instance serves, and losing an instance or the cache loses nobody a page.
 */

const scratch = fs.mkdtempSync(path.resolve('.test-data', 'cluster-'))
const editor = devAccounts.find((a) => a.role === 'editor')!
const run = Date.now().toString(36)
const created: number[] = []
let cluster: Cluster
let a = ''
let b = ''
let token = ''

const env = (): NodeJS.ProcessEnv => ({
  ...process.env,
  APP_ENV: 'test',
  DATABASE_URL: inject('databaseUrl'),
  REPORTS_KEY: inject('reportsKey'),
  UPLOADS_DIR: inject('uploadsDir'),
  PRIVATE_FILES_DIR: inject('privateDir'),
  // Its own mail folder: the worker sends whatever mail earlier tests left queued.
  MAIL_DIR: path.join(scratch, 'mail'),
  SMTP_URL: '',
  // The worker polls its queues every second, so a due job runs within one.
  JOBS_CRON: '* * * * * *',
})

const bearer = () => ({ Authorization: `JWT ${token}` })
/** How long after its due time a scheduled item must be listed on every instance. */
const SCHEDULED_VISIBLE_MS = 15_000

async function api(base: string, urlPath: string, init: RequestInit = {}) {
  const res = await fetch(base + urlPath, {
    ...init,
    headers: { 'content-type': 'application/json', ...bearer(), ...init.headers },
  })
  const body = (await res.json()) as { doc: { id: number; filename?: string } }
  expect(res.status, JSON.stringify(body)).toBeLessThan(300)
  return body.doc
}

/** A press release, created through `base`; published unless `draft`. */
async function pressRelease(base: string, title: string, status: 'published' | 'draft') {
  const doc = await api(base, `/api/press-releases?locale=ko${status === 'draft' ? '&draft=true' : ''}`, {
    method: 'POST',
    body: JSON.stringify({
      title,
      subtitle: 'cluster',
      publishDate: new Date(Date.now() - 60_000).toISOString(),
      _status: status,
    }),
  })
  created.push(doc.id)
  return doc.id
}

/** The page as `base` serves it, once it comes from that instance's cache (so a stale copy would show). */
async function cachedPage(base: string, urlPath: string): Promise<string> {
  for (let i = 0; ; i++) {
    const res = await fetch(base + urlPath)
    const text = await res.text()
    if (res.status === 200 && res.headers.get('x-nextjs-cache') === 'HIT') return text
    if (i > 100) throw new Error(`${base}${urlPath} was never served from the cache (${res.status})`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

const pageOn = async (base: string, urlPath: string) => (await fetch(base + urlPath)).text()

beforeAll(async () => {
  cluster = await startCluster({ env: env(), dir: scratch, workers: 2 })
  ;[a, b] = cluster.instances.map((instance) => instance.baseUrl)
  const res = await fetch(`${a}/api/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: editor.email, password: editor.password }),
  })
  token = ((await res.json()) as { token: string }).token
}, 360_000)

afterAll(async () => {
  await cluster?.stop()
  if (created.length) await deleteDocs('press-releases', created, token)
  fs.rmSync(scratch, { recursive: true, force: true })
}, 60_000)

describe('several instances behind nginx', () => {
  it('serves through instance B, within 2 s, an edit published through instance A', async () => {
    const id = await pressRelease(a, `클러스터 전 ${run}`, 'published')
    const detail = `/newsroom/report/detail/${id}`
    // B holds the page in the cache before the edit: only a shared cache can tell it the page changed.
    expect(await cachedPage(b, detail)).toContain(`클러스터 전 ${run}`)
    await api(a, `/api/press-releases/${id}?locale=ko`, {
      method: 'PATCH',
      body: JSON.stringify({ title: `클러스터 후 ${run}` }),
    })
    const since = Date.now()
    await expectSeenWithin('instance B serves the edit', since, 2000, async () =>
      (await pageOn(b, detail)).includes(`클러스터 후 ${run}`),
    )
  })

  it('answers a missing page 404 on every instance, from the shared cache too, before and after a publish', async () => {
    const missing = '/en/newsroom/report/detail/999999'
    const answers: { base: string; status: number; cache: string | null; cacheControl: string | null }[] = []
    /** Visits until the page comes from the shared cache, keeping every answer (a check inside the poll would only retry). */
    const untilShared = (base: string) =>
      expect
        .poll(async () => {
          const res = await fetch(base + missing)
          await res.text()
          const cache = res.headers.get('x-nextjs-cache')
          answers.push({ base, status: res.status, cache, cacheControl: res.headers.get('cache-control') })
          return cache
        })
        .toBe('HIT')
    await untilShared(a)
    await untilShared(b)
    await pressRelease(a, `클러스터 없는 쪽 ${run}`, 'published')
    await untilShared(b)
    for (const answer of answers)
      expect(answer).toEqual({
        ...answer,
        status: 404,
        cacheControl: 'private, no-cache, no-store, max-age=0, must-revalidate',
      })
    for (const base of [a, b]) {
      expect((await fetch(base + missing, { method: 'HEAD' })).status).toBe(404)
      expect((await fetch(base + missing, { headers: { 'if-none-match': '*' } })).status).toBe(404)
    }
  })

  it('publishes a scheduled item on both instances within seconds of its due time, once, with two workers', async () => {
    const title = `예약 발행 ${run}`
    const id = await pressRelease(a, title, 'draft')
    const list = '/newsroom/report'
    for (const base of [a, b]) expect(await cachedPage(base, list)).not.toContain(title)
    // What the admin's "schedule publish" queues (Payload's schedulePublish task), due in 3 s.
    const due = new Date(Date.now() + 3000)
    const editorId = (await sql<{ id: number }>(`SELECT id FROM users WHERE email = $1`, [editor.email]))[0].id
    await sql(
      `INSERT INTO payload_jobs (input, task_slug, queue, wait_until) VALUES ($1, 'schedulePublish', 'default', $2)`,
      [
        JSON.stringify({
          type: 'publish',
          doc: { relationTo: 'press-releases', value: String(id) },
          user: { relationTo: 'users', value: editorId },
        }),
        due,
      ],
    )
    await Promise.all(
      [a, b].map((base) =>
        // A generous bound (the project's decision: tests bound publishing generously, `npm run
        // bench` measures it): the job is polled every second, then both instances re-render,
        // on a 2-core CI machine that also runs nginx, Redis, two workers and the store. 5 s was
        // missed by 44 ms once under a full run; alone it is listed about 1.5 s after its due time.
        expectSeenWithin(`${base} lists the scheduled item`, due.getTime(), SCHEDULED_VISIBLE_MS, async () =>
          (await pageOn(base, list)).includes(title),
        ),
      ),
    )
    // Published once: a second run of the job would have written a second published version.
    const versions = await sql<{ n: string }>(
      `SELECT count(*) AS n FROM _press_releases_v WHERE parent_id = $1 AND version__status = 'published'`,
      [id],
    )
    expect(Number(versions[0].n)).toBe(1)
  })

  it('serves through instance B an image uploaded through instance A', async () => {
    const picture = await plainPng(48, 24)
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(picture)]), `cluster-${run}.png`)
    form.append('_payload', JSON.stringify({ alt: `cluster ${run}` }))
    const res = await fetch(`${a}/api/images`, { method: 'POST', headers: bearer(), body: form })
    expect(res.status).toBe(201)
    const doc = ((await res.json()) as { doc: { id: number; filename: string } }).doc
    // In the shared store, not on the disk of the instance that took it.
    expect(fs.existsSync(path.join(inject('uploadsDir'), 'images', doc.filename))).toBe(false)
    try {
      // Asked as staff: a picture no published page shows yet is not public (the embargo).
      const served = await fetch(`${b}/api/images/file/${encodeURIComponent(doc.filename)}`, { headers: bearer() })
      expect(served.status).toBe(200)
      expect(Buffer.from(await served.arrayBuffer()).equals(picture)).toBe(true)
    } finally {
      await fetch(`${a}/api/images/${doc.id}`, { method: 'DELETE', headers: bearer() })
    }
  })

  it('keeps answering while Redis is stopped and started again, and caches again by itself', async () => {
    const load = steadyLoad(cluster.url, ['/', '/newsroom/report', '/en/notice'])
    await new Promise((r) => setTimeout(r, 1000))
    const readiness = async () => {
      const res = await fetch(`${a}/readyz`)
      return { status: res.status, body: (await res.json()) as Record<string, unknown> }
    }
    expect(await readiness()).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', redis: 'ok', storage: 'ok' } },
    })
    await cluster.redis.stop()
    // Reported, but still ready: the site works without its cache, and every instance shares it.
    expect(await readiness()).toEqual({
      status: 200,
      body: { status: 'ready', checks: { database: 'ok', redis: 'failed', storage: 'ok' }, degraded: ['redis'] },
    })
    await new Promise((r) => setTimeout(r, 1000))
    await cluster.redis.start()
    await new Promise((r) => setTimeout(r, 2000))
    const outcomes = await load.finish()
    expect(failures(outcomes)).toEqual([])
    expect(outcomes.length).toBeGreaterThan(10)
    await expect.poll(async () => (await readiness()).body.degraded).toBeUndefined()
    // Back in the cache: the same page is served from it again, without a restart.
    expect(await cachedPage(cluster.url, '/newsroom/report')).toContain('</html>')
    // Under this build's id only: a new release never reads the pages of the one before.
    const client = createClient({ url: cluster.redis.url })
    await client.connect()
    try {
      const keys = await client.keys('*')
      const buildId = fs.readFileSync(path.resolve('.next/BUILD_ID'), 'utf8').trim()
      expect(keys.length).toBeGreaterThan(0)
      // (The limits' counters, `rl:`, outlive a release on purpose: a deploy resets no limit.)
      const pages = keys.filter((key) => !key.startsWith('rl:'))
      expect(pages.filter((key) => !key.startsWith(`site:${buildId}:`))).toEqual([])
    } finally {
      await client.quit()
    }
  })

  it('counts a client once across instances: 5 submissions through A, the 6th through B gets 429', async () => {
    const client = uniqueClient()
    const marker = newMarker('cluster-limit')
    for (let i = 0; i < 5; i++) {
      const res = await submit('partnership', { baseUrl: a, client, fields: validInquiry('partnership', marker) })
      expect(res.status, res.body.message).toBe(200)
    }
    const sixth = await submit('partnership', { baseUrl: b, client, fields: validInquiry('partnership', marker) })
    expect(sixth.status).toBe(429)
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(sixth.body.message).toMatch(/\S/)
    expect((await inquiriesWith(marker)).length).toBe(5)
    // Another client is not affected.
    expect((await submit('partnership', { baseUrl: b, fields: validInquiry('partnership', marker) })).status).toBe(200)
  })

  it('counts failed sign-ins once across instances: 20 through A, then B refuses even the right password', async () => {
    const client = uniqueClient()
    const signIn = async (baseUrl: string, email: string, password: string, from = client) => {
      const res = await fetch(`${baseUrl}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en', 'x-forwarded-for': from },
        body: JSON.stringify({ email, password }),
      })
      return { status: res.status, retryAfter: res.headers.get('retry-after'), body: await res.text() }
    }
    // Unknown emails each: no account's own wait, only the client's count.
    const failed = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signIn(a, `nobody-${i}-${newMarker('x')}@example.com`, 'guess')),
    )
    expect(failed.map((answer) => answer.status)).toEqual(Array(20).fill(401))
    // Refused by B's server before Next (server/signInRefusal.ts), from the count in Redis.
    const refused = await signIn(b, editor.email, editor.password)
    expect(refused.status).toBe(429)
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    expect(refused.body).toMatch(/Too many failed sign-ins from this connection/)
    expect((await signIn(b, editor.email, editor.password, uniqueClient())).status).toBe(200)
  })

  it('answers at once, rendering fresh, when Redis is unreachable from the start', async () => {
    const server = await startAppServer(
      { ...env(), REDIS_URL: 'redis://127.0.0.1:1', PAYLOAD_DISABLE_JOBS: '1' },
      { readyWithinMs: 120_000 },
    )
    try {
      const res = await fetch(`${server.baseUrl}/newsroom/report`, { signal: AbortSignal.timeout(15_000) })
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('</html>')
    } finally {
      await server.stop()
    }
  })

  it('keeps answering when an instance is killed under load: no failed request after the first second', async () => {
    const load = steadyLoad(cluster.url, ['/', '/newsroom/report', '/en/notice', '/api/connection-site/1'])
    await new Promise((r) => setTimeout(r, 1000))
    const killedAt = load.elapsed()
    cluster.instances[1].kill('SIGKILL')
    await new Promise((r) => setTimeout(r, 4000))
    const outcomes = await load.finish()
    expect(failures(outcomes, killedAt + 1000)).toEqual([])
    expect(outcomes.filter((o) => o.at > killedAt + 1000).length).toBeGreaterThan(5)
  })
})
