import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { INTERNAL_REVALIDATE_PATH, REVALIDATE_TOKEN_HEADER, revalidateToken } from '@/lib/cache/internalRevalidation'

import { devAccounts } from '../../seed/devAccounts'
import { capture } from '../../tooling/capture'
import { withEntryConditions } from '../../tooling/process'
import { bearer, deleteDocs, login, request, settledPage } from '../helpers/http'

/**
 * Revalidation outside a request: a write made where Next's `revalidateTag` cannot
 * run (the job queue's scheduled publishing, `npm run worker`) expires its pages through the
 * site's token-protected endpoint, so they change within seconds, not after the 300 s fallback.
 */

const editor = devAccounts.find((a) => a.role === 'editor')!
const run = Date.now().toString(36)
let token = ''
let id = 0

const post = (body: unknown, headers: Record<string, string> = {}) =>
  request(INTERNAL_REVALIDATE_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })

beforeAll(async () => {
  token = await login(editor.email, editor.password)
  const res = await request('/api/press-releases?locale=ko', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify({
      title: `재검증 전 ${run}`,
      subtitle: 'revalidation',
      publishDate: new Date(Date.now() - 60_000).toISOString(),
      _status: 'published',
    }),
  })
  expect(res.status).toBe(201)
  id = ((await res.json()) as { doc: { id: number } }).doc.id
})

afterAll(async () => {
  if (id) await deleteDocs('press-releases', [id], token)
})

describe('the internal revalidation endpoint', () => {
  it('refuses a request without the site’s token, or with another, with 403', async () => {
    const tags = { tags: ['collection:press-releases'] }
    expect((await post(tags)).status).toBe(403)
    expect((await post(tags, { [REVALIDATE_TOKEN_HEADER]: 'f'.repeat(64) })).status).toBe(403)
    expect((await post(tags, { [REVALIDATE_TOKEN_HEADER]: 'short' })).status).toBe(403)
  })

  it.each([
    ['no tags', {}],
    ['an empty list', { tags: [] }],
    ['a tag of no collection', { tags: ['anything at all'] }],
    ['too many tags', { tags: Array.from({ length: 51 }, (_, i) => `collection:c${i}`) }],
    ['a body that is not JSON', 'not json'],
  ])('answers %s with 400, never 500', async (_label, body) => {
    const res = await post(body, { [REVALIDATE_TOKEN_HEADER]: revalidateToken() })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toMatch(/tags/)
  })

  it('expires a page changed by a write outside any request within seconds', async () => {
    const path = `/newsroom/report/detail/${id}`
    // The page is cached before the write: without an expiry it would stay for 300 s.
    expect(await settledPage(path)).toContain(`재검증 전 ${run}`)
    const child = await capture(
      'tsx',
      ['tests/fixtures/writeOutsideRequest.ts', String(id), `재검증 후 ${run}`],
      withEntryConditions({
        ...process.env,
        APP_ENV: 'test',
        DATABASE_URL: inject('databaseUrl'),
        PAYLOAD_DISABLE_JOBS: '1',
        REVALIDATE_URL: inject('baseUrl'),
        REPORTS_KEY: inject('reportsKey'),
        UPLOADS_DIR: inject('uploadsDir'),
      }),
      180_000,
    )
    expect(child.code, child.output.slice(-2000)).toBe(0)
    expect(child.output).not.toMatch(/could not expire/)
    await expect.poll(async () => (await request(path)).text(), { timeout: 10_000 }).toContain(`재검증 후 ${run}`)
  })
})
