import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inject } from 'vitest'

import { MAX_LIMIT, MAX_WHERE_CONDITIONS } from '@/lib/restSurface/readLimits'
import { REST_STATEMENT_TIMEOUT_MS } from '@/lib/restSurface/statementTimeout'

import { devAccounts } from '../../seed/devAccounts'
import { sql } from '../helpers/db'
import { expectClearError } from '../helpers/clearError'
import { PUBLIC_COLLECTIONS } from '../helpers/collections'
import { growTestCorpus } from '../helpers/corpus'
import { bearer, getLegacy, login, request } from '../helpers/http'

/**
 * Payload's own REST API: closed to anonymous visitors but for the file routes the
 * pages load; staff reads bounded (limit, `where` conditions, statement time); malformed input
 * answered 400/404 with a clear JSON error, never a 500 or a stack trace, and nothing written.
 */

const editor = devAccounts.find((a) => a.role === 'editor')!
let token = ''
const asEditor = (init: RequestInit = {}): RequestInit => ({ ...init, headers: { ...bearer(token), ...init.headers } })

type List = { docs: Record<string, unknown>[]; totalDocs: number; limit: number; hasNextPage: boolean }

const GLOBALS = ['site-settings', 'history', 'music-album']

beforeAll(async () => {
  token = await login(editor.email, editor.password)
})

describe('anonymous visitors', () => {
  it('are refused every REST read: each public collection (list, by id, count) and each global', async () => {
    for (const slug of PUBLIC_COLLECTIONS) {
      for (const path of [`/api/${slug}`, `/api/${slug}/1`, `/api/${slug}/count`, `/api/${slug}?limit=0`]) {
        const res = await request(path)
        expect(res.status, path).toBe(403)
        expect(await res.text(), path).not.toContain('"docs"')
      }
    }
    for (const slug of GLOBALS) expect((await request(`/api/globals/${slug}`)).status, slug).toBe(403)
  })

  it('still get the files the pages load: images (and their sizes) and downloads', async () => {
    const images = (await (
      await request(
        `/api/images?limit=1&depth=0&sort=id&where[publicFrom][less_than_equal]=${new Date().toISOString()}`,
        asEditor(),
      )
    ).json()) as {
      docs: { filename: string; sizes: { thumbnail: { filename: string } } }[]
    }
    const downloads = (await (await request('/api/downloads?limit=1&depth=0', asEditor())).json()) as {
      docs: { filename: string }[]
    }
    const image = images.docs[0]
    for (const file of [image.filename, image.sizes.thumbnail.filename]) {
      const res = await request(`/api/images/file/${encodeURIComponent(file)}`)
      expect(res.status, file).toBe(200)
      expect(res.headers.get('content-type'), file).toMatch(/^image\//)
    }
    const download = await request(`/api/downloads/file/${encodeURIComponent(downloads.docs[0].filename)}`)
    expect(download.status).toBe(200)
    expect((await download.arrayBuffer()).byteLength).toBeGreaterThan(0)
  })

  it('still read the site: pages (Local API), the legacy API and the maintenance switch', async () => {
    expect((await request('/')).status).toBe(200)
    expect((await request('/newsroom/report')).status).toBe(200)
    const { status, body } = await getLegacy<{ totalSize: number }>('/api/report?pageSize=1')
    expect(status).toBe(200)
    expect(body.data!.totalSize).toBeGreaterThan(0)
    const maintenance = await request('/api/maintenance')
    expect(maintenance.status).toBe(200)
    expect(await maintenance.json()).toEqual({ maintenanceMode: false })
  })
})

describe('staff reads are bounded', () => {
  const MARK = `cap-test-${Date.now()}-`
  let userId = 0

  beforeAll(async () => {
    userId = ((await (await request('/api/users/me', asEditor())).json()) as { user: { id: number } }).user.id
    // 150 of the editor's own locks (on globals that do not exist): rows enough to cap, written in one statement.
    await sql(
      `WITH l AS (INSERT INTO payload_locked_documents (global_slug) SELECT $1 || g FROM generate_series(1, 150) g RETURNING id)
       INSERT INTO payload_locked_documents_rels (parent_id, path, users_id) SELECT id, 'user', $2 FROM l`,
      [MARK, userId],
    )
  })

  afterAll(async () => {
    await sql('DELETE FROM payload_locked_documents WHERE global_slug LIKE $1', [`${MARK}%`])
  })

  it(`returns at most ${MAX_LIMIT} documents, paged, for limit=0, pagination=false or a larger limit`, async () => {
    for (const query of ['limit=0', 'pagination=false', 'limit=1000', 'limit=0&pagination=false']) {
      const res = await request(
        `/api/payload-locked-documents?${query}&depth=0&where[globalSlug][like]=${MARK}`,
        asEditor(),
      )
      expect(res.status, query).toBe(200)
      const list = (await res.json()) as List
      expect(list.totalDocs, query).toBe(150)
      expect(list.docs.length, query).toBe(MAX_LIMIT)
      expect(list.hasNextPage, query).toBe(true)
    }
  })

  it(`accepts ${MAX_WHERE_CONDITIONS} conditions in a where and refuses ${MAX_WHERE_CONDITIONS + 1} with 400`, async () => {
    const ored = (n: number) =>
      Array.from({ length: n }, (_, i) => `where[or][${i}][title][like]=${encodeURIComponent(`낱말${i}`)}`).join('&')
    expect((await request(`/api/press-releases?${ored(MAX_WHERE_CONDITIONS)}`, asEditor())).status).toBe(200)
    const refused = await request(`/api/press-releases?${ored(MAX_WHERE_CONDITIONS + 1)}`, asEditor())
    expect(await expectClearError(refused, [400], 'too many conditions')).toMatch(/at most 20/)
  })

  it(`cancels a statement after ${REST_STATEMENT_TIMEOUT_MS} ms (503) and the next read works`, async () => {
    // A table held by another session makes the read wait: only the statement time limit ends it.
    const holder = new pg.Client({ connectionString: inject('databaseUrl') })
    await holder.connect()
    try {
      await holder.query('BEGIN')
      await holder.query('LOCK TABLE fonts IN ACCESS EXCLUSIVE MODE')
      const started = Date.now()
      const res = await request(
        '/api/fonts?depth=0',
        asEditor({ signal: AbortSignal.timeout(REST_STATEMENT_TIMEOUT_MS * 4) }),
      )
      const took = Date.now() - started
      await expectClearError(res, [503], 'statement timeout')
      expect(took).toBeGreaterThanOrEqual(REST_STATEMENT_TIMEOUT_MS - 100)
    } finally {
      await holder.query('ROLLBACK')
      await holder.end()
    }
    expect((await request('/api/fonts?depth=0', asEditor())).status).toBe(200)
  })
})

describe('staff lists sort and filter by indexed fields only', () => {
  it.each([
    ['sort=body', /Sorting by `body` is not allowed.*publishDate/],
    ['sort=-subtitle', /Sorting by `subtitle` is not allowed.*publishDate/],
    ['where[body][like]=x', /`body` is rich text: `like` cannot search it.*publishDate/],
    ['where[body][equals]=x', /Filtering by `body` is not allowed.*publishDate/],
    ['where[title][like][0]=x', /`where.title\[like\]` must be text/],
    ['draft=true&where[or][0][title][like]=x&where[or][1][subtitle][like]=x', /Filtering by `subtitle`/],
  ])('refuses %s with 400 naming the field and the allowed ones', async (query, message) => {
    const res = await request(`/api/press-releases?${query}`, asEditor())
    expect(await expectClearError(res, [400], query)).toMatch(message)
  })

  it.each([
    'sort=-publishDate',
    'sort=title&where[title][like]=보도',
    // The admin's own reads: its draft list (default sort, title search), a relationship picker.
    'draft=true&depth=0&limit=10&sort=-publishDate&where[or][0][title][like]=보도',
    'draft=true&sort=_status&where[_status][equals]=draft',
    'sort=-updatedAt&where[and][0][id][not_in][0]=1&where[and][1][publishDate][less_than]=2100-01-01',
  ])('answers %s', async (query) => {
    const res = await request(`/api/press-releases?${query}`, asEditor())
    expect(res.status, `${query}: ${await res.clone().text()}`).toBe(200)
  })

  it("holds a document's versions to their own indexed fields", async () => {
    const [doc] = ((await (await request('/api/press-releases?limit=1&depth=0', asEditor())).json()) as List).docs
    const versions = `/api/press-releases/versions?depth=0&where[parent][equals]=${doc.id}`
    for (const query of [
      '&sort=-updatedAt',
      '&where[latest][equals]=true&where[version._status][in]=draft,published&sort=-version.publishDate',
    ]) {
      const res = await request(`${versions}${query}`, asEditor())
      expect(res.status, `${query}: ${await res.clone().text()}`).toBe(200)
      expect(((await res.json()) as List).totalDocs, query).toBeGreaterThan(0)
    }
    const refused = await request(`${versions}&where[version.body][like]=x`, asEditor())
    expect(await expectClearError(refused, [400], 'version.body')).toMatch(/`version.body` is rich text/)
  })

  it("answers the admin's title search (ILIKE '%word%') from the locale's index, on the documents and their versions", async () => {
    const client = new pg.Client({ connectionString: inject('databaseUrl') })
    await client.connect()
    try {
      // With sequential scans priced out, the plan shows whether an index can answer at all; the
      // (locale, parent), (locale, title) and (parent, locale) indexes, cheaper than any other on a
      // table this small, are set aside (the drops are rolled back).
      await client.query('BEGIN; SET LOCAL enable_seqscan = off')
      for (const [table, column] of [
        ['press_releases_locales', 'title'],
        ['_press_releases_v_locales', 'version_title'],
        ['notices_locales', 'title'],
        ['_writings_v_locales', 'version_title'],
      ]) {
        await client.query(`DROP INDEX IF EXISTS "${table}_locale_parent_id_unique"`)
        await client.query(`DROP INDEX "${table}_${column}_order_idx"`)
        await client.query(`DROP INDEX "${table}_${column}_by_parent_idx"`)
        // The index of the list's locale alone: the other locale's titles are never read.
        for (const locale of ['ko', 'en']) {
          const { rows } = await client.query<{ 'QUERY PLAN': string }>(
            `EXPLAIN SELECT _parent_id FROM "${table}" WHERE _locale = '${locale}' AND "${column}" ILIKE '%보도자료%'`,
          )
          expect(rows.map((r) => r['QUERY PLAN']).join('\n'), table).toContain(`${table}_${column}_trgm_${locale}_idx`)
        }
      }
    } finally {
      await client.query('ROLLBACK')
      await client.end()
    }
  })

  it('answers a page past the last one empty, with the real count, whatever the sort', async () => {
    const total = ((await (await request('/api/press-releases?limit=1&depth=0', asEditor())).json()) as List).totalDocs
    const drafts = (
      (await (await request('/api/press-releases?limit=1&depth=0&draft=true', asEditor())).json()) as List
    ).totalDocs
    expect(total).toBeGreaterThan(0)
    // Sorted by a joined column (the title), Payload alone answered such a page with totalDocs 0 and page 1.
    for (const [query, expected] of [
      ['', total],
      ['&sort=title', total],
      ['&draft=true', drafts],
      ['&draft=true&sort=title', drafts],
    ] as const) {
      const res = await request(`/api/press-releases?page=999999&depth=0${query}`, asEditor())
      expect(res.status, query).toBe(200)
      expect(await res.json(), query).toMatchObject({ docs: [], totalDocs: expected, page: 999999, hasNextPage: false })
    }
  })

  it('answers a staff page by its ids first: the same rows, in order, with the count, deep or sorted without an index', async () => {
    const { remove } = await growTestCorpus({ pressReleases: 600, factChecks: 0, mediaReports: 0, notices: 0 }, 11)
    try {
      const [{ n }] = await sql<{ n: string }>('SELECT count(*) AS n FROM press_releases')
      // Payload's own order for the list: the collection's default sort, then the newest created.
      const expected = (
        await sql<{ id: number }>(
          'SELECT id FROM press_releases ORDER BY publish_date DESC, created_at DESC OFFSET 500 LIMIT 10',
        )
      ).map((r) => r.id)
      const res = await request('/api/press-releases?limit=10&page=51&depth=0&locale=ko', asEditor())
      const page = (await res.json()) as List & { page: number; hasNextPage: boolean; totalPages: number }
      expect(res.status).toBe(200)
      expect(page.docs.map((d) => d.id)).toEqual(expected)
      expect(page.docs.every((d) => typeof d.title === 'string' && d.title.length > 0)).toBe(true)
      expect(page).toMatchObject({ page: 51, totalDocs: Number(n), totalPages: Math.ceil(Number(n) / 10) })
      // A sort no index gives (status, then the newest created): Payload built every row's locale
      // JSON before it sorted them, 3.7 s at 100,000 press releases.
      for (const page of [1, 2]) {
        const byStatus = (
          await sql<{ id: number }>(
            `SELECT id FROM press_releases ORDER BY _status DESC, created_at DESC OFFSET ${(page - 1) * 10} LIMIT 10`,
          )
        ).map((r) => r.id)
        const res = await request(`/api/press-releases?limit=10&page=${page}&depth=0&sort=-_status`, asEditor())
        const sorted = (await res.json()) as List & { page: number; hasNextPage: boolean }
        expect(sorted.docs.map((d) => d.id)).toEqual(byStatus)
        expect(sorted).toMatchObject({ page, totalDocs: Number(n), hasNextPage: true })
      }
      // The admin's draft list (latest versions) too.
      const drafts = (await (
        await request('/api/press-releases?limit=10&page=51&depth=0&locale=ko&draft=true', asEditor())
      ).json()) as List
      expect(drafts.docs).toHaveLength(10)
      expect(new Set(drafts.docs.map((d) => d.id)).size).toBe(10)
      expect(drafts.docs.every((d) => typeof d.title === 'string' && d.title.length > 0)).toBe(true)
    } finally {
      await remove()
    }
  })

  it('keeps the admin list working: it lists, searches by title, and ignores a sort it may not use', async () => {
    const [latest] = (
      (await (
        await request('/api/press-releases?limit=1&depth=0&draft=true&sort=-publishDate', asEditor())
      ).json()) as List
    ).docs as { title: string }[]
    // In Korean, as `latest` was read: the content locale the admin shows is kept in the editor's
    // preferences, which another file's admin test may have left in English.
    const list = async (query: string) => {
      const res = await request(`/admin/collections/press-releases?locale=ko&${query}`, asEditor())
      expect(res.status, query).toBe(200)
      return res.text()
    }
    try {
      for (const query of [
        '',
        'sort=title',
        'sort=-subtitle',
        'sort=body',
        `search=${encodeURIComponent(latest.title)}`,
      ])
        expect(await list(query), query).toContain(latest.title)
    } finally {
      // The list view keeps the last sort in the editor's preferences: back to the default one.
      await list('sort=-publishDate')
    }
  })
})

describe('malformed REST input', () => {
  it.each([
    ['/api/press-releases?page=-1', [400]],
    ['/api/press-releases?page=99999999999999999999', [400]],
    ['/api/press-releases?limit=-5', [400]],
    ['/api/press-releases?where[id][in]=a,b', [400]],
    ['/api/press-releases?where[title][near]=1,2', [400]],
    ['/api/press-releases?where=notanobject', [400]],
    ['/api/press-releases?where[title]=x', [400]],
    ['/api/press-releases/abc', [400, 404]],
    ['/api/fonts/versions', [404]],
    ['/api/images/versions', [404]],
    ['/api/globals/site-settings/versions', [404]],
  ])('GET %s answers a clear %j, for staff and for visitors', async (path, statuses) => {
    await expectClearError(await request(path, asEditor()), statuses, `editor ${path}`)
    const anonymous = await request(path)
    expect(anonymous.status, `anonymous ${path}`).toBeLessThan(500)
    expect(await anonymous.text(), `anonymous ${path}`).not.toMatch(/"stack"|node_modules/)
  })

  it('refuses writes whose body is not a JSON object (null, text/plain) with 400 and writes nothing', async () => {
    const list = (await (await request('/api/press-releases?limit=1&depth=0&sort=-id', asEditor())).json()) as List
    const id = list.docs[0].id as number
    const state = async () => {
      const doc = (await (await request(`/api/press-releases/${id}?depth=0&draft=true`, asEditor())).json()) as {
        updatedAt: string
        title: string
      }
      const versions = (await (
        await request(`/api/press-releases/versions?where[parent][equals]=${id}&limit=1`, asEditor())
      ).json()) as List
      const settings = (await (await request('/api/globals/site-settings?depth=0', asEditor())).json()) as {
        updatedAt: string
      }
      return { doc: [doc.updatedAt, doc.title], versions: versions.totalDocs, settings: settings.updatedAt }
    }
    const before = await state()
    const pressCount = (await sql<{ n: string }>('SELECT count(*) AS n FROM press_releases'))[0].n
    const json = (body: string, type = 'application/json') => asEditor({ headers: { 'content-type': type }, body })
    for (const [method, path, init] of [
      ['PATCH', `/api/press-releases/${id}`, json('null')],
      ['PATCH', `/api/press-releases/${id}`, json('[]')],
      ['POST', '/api/press-releases', json('null')],
      ['PATCH', `/api/press-releases/${id}`, json('{"title":"평문"}', 'text/plain')],
      ['PATCH', `/api/press-releases/${id}`, json('{"title": ')],
      ['POST', '/api/globals/site-settings', json('null')],
    ] as const) {
      await expectClearError(await request(path, { ...init, method }), [400], `${method} ${path} ${String(init.body)}`)
    }
    expect(await state()).toEqual(before)
    expect((await sql<{ n: string }>('SELECT count(*) AS n FROM press_releases'))[0].n).toBe(pressCount)
  })
})
