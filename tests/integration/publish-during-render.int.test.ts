import pg from 'pg'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { devAccounts } from '../../seed/devAccounts'
import { bearer, login, request, settledPage } from '../helpers/http'

/**
 * A save that lands while a page is being rendered: the render read the old notice before the
 * save, and stores its page after the save's expiry, so that expiry does not touch it. The site
 * must still show the saved title within seconds, not keep the old page until the 300 s fallback.
 * The render is held at a known point: its footer reads the related sites (connection-sites), and
 * a transaction here locks their table until the save is done (not the company facts: every
 * request's maintenance check reads those).
 */
let token = ''
let id = 0
const run = Date.now().toString(36)

async function write(method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: unknown) {
  const res = await request(path, {
    method,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  })
  expect(res.status, `${method} ${path}`).toBeLessThan(300)
  return (await res.json()) as { doc: { id: number } }
}

beforeAll(async () => {
  const editor = devAccounts.find((a) => a.role === 'editor')!
  token = await login(editor.email, editor.password)
  const created = await write('POST', '/api/notices?locale=ko', {
    title: `렌더 중 저장 전 ${run}`,
    publishDate: new Date(Date.now() - 86_400_000).toISOString(),
    _status: 'published',
  })
  id = created.doc.id
})

afterAll(async () => {
  if (id) await write('DELETE', `/api/notices/${id}`)
})

describe('a publish that lands during a render', () => {
  it('shows on the page within seconds, though the render read the page before it', { timeout: 90_000 }, async () => {
    const page = `/notice/detail/${id}`
    expect(await settledPage(page)).toContain(`렌더 중 저장 전 ${run}`)
    // Every page's next render reads the related sites from the database again: one saved as it is.
    const sites = (await (
      await request('/api/connection-sites?limit=1&depth=0', { headers: bearer(token) })
    ).json()) as {
      docs: { id: number }[]
    }
    await write('PATCH', `/api/connection-sites/${sites.docs[0].id}`, {})

    const lock = new pg.Client({ connectionString: inject('databaseUrl') })
    await lock.connect()
    let rendered: Promise<string>
    try {
      await lock.query('BEGIN')
      await lock.query('LOCK TABLE connection_sites IN ACCESS EXCLUSIVE MODE')
      rendered = request(page).then((res) => res.text())
      // The render has read the notice (from the cache) and waits for the related sites.
      await expect
        .poll(
          async () =>
            Number(
              (
                await lock.query<{ n: string }>(
                  `SELECT count(*) AS n FROM pg_locks WHERE NOT granted AND relation = 'connection_sites'::regclass`,
                )
              ).rows[0].n,
            ),
          { timeout: 20_000 },
        )
        .toBeGreaterThan(0)
      await write('PATCH', `/api/notices/${id}?locale=ko`, { title: `렌더 중 저장 후 ${run}`, _status: 'published' })
    } finally {
      await lock.query('COMMIT')
      await lock.end()
    }
    // The provoked case: the held render shows the title it read before the save.
    expect(await rendered).toContain(`렌더 중 저장 전 ${run}`)

    const saved = Date.now()
    await expect
      .poll(async () => (await (await request(page)).text()).includes(`렌더 중 저장 후 ${run}`), {
        timeout: 20_000,
        interval: 500,
      })
      .toBe(true)
    // Within the second expiry (REEXPIRE_AFTER_MS) and a render, not the 300 s fallback.
    expect(Date.now() - saved).toBeLessThan(20_000)
  })
})
