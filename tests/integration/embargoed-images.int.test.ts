import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { devAccounts } from '../../seed/devAccounts'
import { BACKFILL_PUBLIC_FROM } from '../../src/migrations/20261126_052017_images_embargo'
import { sql } from '../helpers/db'
import { bearer, deleteDocs, getLegacy, login, request } from '../helpers/http'

/**
 * Embargoed images: a picture uploaded for a draft or a scheduled item is not public
 * (`/api/images/file/…`, its resized files too) until published content showing it is due, or an
 * editor makes it public; then it is, by the clock, with no further save. Real uploads, real HTTP
 * against the running app, the state checked in Postgres.
 */

const editor = devAccounts.find((a) => a.role === 'editor')!
let token = ''
const created = { images: [] as number[], 'press-releases': [] as number[], notices: [] as number[] }

type ImageDoc = { id: number; filename: string; sizes: { thumbnail: { filename: string | null } } }

const HOUR = 3600_000
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()

/** Uploads a real PNG (800×450, so the 640×360 thumbnail exists) as the editor, through Payload's REST. */
async function upload(name: string): Promise<ImageDoc> {
  const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#2ac1bc' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('_payload', JSON.stringify({ alt: `embargo test ${name}` }))
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `embargo-${name}-${Date.now()}.png`)
  const res = await request('/api/images', { method: 'POST', headers: bearer(token), body: form })
  expect(res.status, await res.clone().text()).toBe(201)
  const { doc } = (await res.json()) as { doc: ImageDoc }
  expect(doc.sizes.thumbnail.filename).toMatch(/-640x360\.png$/)
  created.images.push(doc.id)
  return doc
}

/** The file and its resized file, as `who` gets them: the statuses. */
async function fileStatuses(image: ImageDoc, who: 'anonymous' | 'editor'): Promise<number[]> {
  const headers = who === 'editor' ? bearer(token) : {}
  const statuses: number[] = []
  for (const file of [image.filename, image.sizes.thumbnail.filename!]) {
    const res = await request(`/api/images/file/${encodeURIComponent(file)}`, { headers })
    await res.arrayBuffer()
    statuses.push(res.status)
  }
  return statuses
}

async function expectPrivate(image: ImageDoc) {
  for (const status of await fileStatuses(image, 'anonymous')) expect([403, 404]).toContain(status)
  expect(await fileStatuses(image, 'editor')).toEqual([200, 200])
}

async function expectPublic(image: ImageDoc) {
  expect(await fileStatuses(image, 'anonymous')).toEqual([200, 200])
}

async function publicFrom(imageId: number): Promise<Date | null> {
  const [row] = await sql<{ public_from: Date | null }>('SELECT public_from FROM images WHERE id = $1', [imageId])
  return row.public_from
}

/** A Payload REST write as the editor; fails the test on anything but 200/201. */
async function write<T = { doc: { id: number } }>(method: string, path: string, body: unknown): Promise<T> {
  const res = await request(path, {
    method,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  expect([200, 201], `${method} ${path}: ${text}`).toContain(res.status)
  return JSON.parse(text) as T
}

async function draftPressRelease(fields: Record<string, unknown>): Promise<number> {
  const { doc } = await write('POST', '/api/press-releases?locale=ko&draft=true', {
    title: `엠바고 시험 ${Date.now()}`,
    publishDate: iso(-HOUR),
    _status: 'draft',
    ...fields,
  })
  created['press-releases'].push(doc.id)
  return doc.id
}

const setPressRelease = (id: number, fields: Record<string, unknown>, query = 'locale=ko') =>
  write('PATCH', `/api/press-releases/${id}?${query}`, fields)

/** A Lexical body holding one upload node of `images`. */
const bodyWithImage = (imageId: number) => ({
  root: {
    type: 'root',
    format: '',
    indent: 0,
    version: 1,
    direction: null,
    children: [
      {
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: null,
        textFormat: 0,
        children: [{ type: 'text', text: '본문 사진', format: 0, mode: 'normal', style: '', detail: 0, version: 1 }],
      },
      { type: 'upload', version: 3, format: '', id: `e${imageId}`, fields: null, relationTo: 'images', value: imageId },
    ],
  },
})

beforeAll(async () => {
  token = await login(editor.email, editor.password)
})

afterAll(async () => {
  await deleteDocs('press-releases', created['press-releases'], token)
  await deleteDocs('notices', created.notices, token)
  // One at a time: 20 parallel image deletes starve Payload's connection pool (each holds a
  // transaction and waits for a second connection), which is not what this file tests.
  for (const id of created.images) await deleteDocs('images', [id], token)
})

describe('an image attached to a press release', () => {
  it('is refused to visitors (file and resized file) while the press release is a draft; the editor gets it', async () => {
    const image = await upload('draft')
    await draftPressRelease({ thumbnail: image.id })
    await expectPrivate(image)
    expect(await publicFrom(image.id)).toBeNull()
  })

  it('stays refused while published with a future date, and is public once the date passes, with no further save', async () => {
    const image = await upload('scheduled')
    const id = await draftPressRelease({ thumbnail: image.id })
    // Far enough ahead that a busy machine still checks the embargo before it ends (asserted below).
    const due = new Date(Date.now() + 20_000)
    await setPressRelease(id, { _status: 'published', publishDate: due.toISOString() })
    expect((await publicFrom(image.id))?.getTime()).toBe(due.getTime())
    await expectPrivate(image)
    expect(Date.now(), 'the embargo was checked before its end').toBeLessThan(due.getTime())
    // Nothing is written from here on: the clock alone ends the embargo.
    const [{ updated_at: before }] = await sql<{ updated_at: Date }>('SELECT updated_at FROM images WHERE id = $1', [
      image.id,
    ])
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due.getTime() - Date.now()) + 300))
    await expectPublic(image)
    const [{ updated_at: after, public_from }] = await sql<{ updated_at: Date; public_from: Date }>(
      'SELECT updated_at, public_from FROM images WHERE id = $1',
      [image.id],
    )
    expect(after.getTime()).toBe(before.getTime())
    expect(public_from.getTime()).toBe(due.getTime())
  })

  it('becomes public at once when the embargoed date is moved to the past', async () => {
    const image = await upload('moved-back')
    const id = await draftPressRelease({ thumbnail: image.id })
    await setPressRelease(id, { _status: 'published', publishDate: iso(HOUR) })
    await expectPrivate(image)
    const due = iso(-60_000)
    await setPressRelease(id, { publishDate: due })
    expect((await publicFrom(image.id))?.toISOString()).toBe(due)
    await expectPublic(image)
  })

  it('stays private when a not-yet-due embargo is postponed: the date moves later', async () => {
    const image = await upload('postponed')
    const id = await draftPressRelease({ thumbnail: image.id })
    await setPressRelease(id, { _status: 'published', publishDate: iso(HOUR) })
    const later = iso(2 * HOUR)
    await setPressRelease(id, { publishDate: later })
    expect((await publicFrom(image.id))?.toISOString()).toBe(later)
    await expectPrivate(image)
  })

  it('keeps the earliest date of the published items that show it', async () => {
    const image = await upload('two-items')
    const first = await draftPressRelease({ thumbnail: image.id })
    const second = await draftPressRelease({ thumbnail: image.id })
    const soon = iso(HOUR)
    await setPressRelease(first, { _status: 'published', publishDate: soon })
    await setPressRelease(second, { _status: 'published', publishDate: iso(3 * HOUR) })
    expect((await publicFrom(image.id))?.toISOString()).toBe(soon)
    // The first one is postponed past the second: the second's date now rules.
    await setPressRelease(first, { publishDate: iso(5 * HOUR) })
    const [{ publish_date }] = await sql<{ publish_date: Date }>(
      'SELECT publish_date FROM press_releases WHERE id = $1',
      [second],
    )
    expect((await publicFrom(image.id))?.getTime()).toBe(publish_date.getTime())
    await expectPrivate(image)
  })

  it('goes back to private when its embargoed item is unpublished, or deleted', async () => {
    const unpublished = await upload('unpublished')
    const id = await draftPressRelease({ thumbnail: unpublished.id })
    await setPressRelease(id, { _status: 'published', publishDate: iso(HOUR) })
    expect(await publicFrom(unpublished.id)).not.toBeNull()
    await setPressRelease(id, { _status: 'draft' })
    expect(await publicFrom(unpublished.id)).toBeNull()
    await expectPrivate(unpublished)

    const deleted = await upload('deleted')
    const other = await draftPressRelease({ thumbnail: deleted.id })
    await setPressRelease(other, { _status: 'published', publishDate: iso(HOUR) })
    expect(await publicFrom(deleted.id)).not.toBeNull()
    await deleteDocs('press-releases', [other], token)
    created['press-releases'].splice(created['press-releases'].indexOf(other), 1)
    expect(await publicFrom(deleted.id)).toBeNull()
    await expectPrivate(deleted)
  })

  it('stays public once it has been out, when its item is unpublished or another image replaces it', async () => {
    const image = await upload('was-public')
    const id = await draftPressRelease({ thumbnail: image.id })
    const due = iso(-60_000)
    await setPressRelease(id, { _status: 'published', publishDate: due })
    await expectPublic(image)
    await setPressRelease(id, { _status: 'draft' })
    expect((await publicFrom(image.id))?.toISOString()).toBe(due)
    await expectPublic(image)
    const replacement = await upload('replacement')
    await setPressRelease(id, { _status: 'published', thumbnail: replacement.id })
    await expectPublic(replacement)
    await expectPublic(image)
  })

  it('is not made public by a draft saved over a published item', async () => {
    const shown = await upload('published-version')
    const drafted = await upload('draft-version')
    const id = await draftPressRelease({ thumbnail: shown.id })
    await setPressRelease(id, { _status: 'published', publishDate: iso(-60_000) })
    await setPressRelease(id, { thumbnail: drafted.id, _status: 'draft' }, 'locale=ko&draft=true')
    await expectPublic(shown)
    await expectPrivate(drafted)
    expect(await publicFrom(drafted.id)).toBeNull()
  })
})

describe('editors and other places images are shown', () => {
  it('an editor ticking "Public now" makes an unused image public; publicFrom cannot be written by hand', async () => {
    const image = await upload('marked')
    await write('PATCH', `/api/images/${image.id}`, { publicFrom: iso(-HOUR) })
    expect(await publicFrom(image.id)).toBeNull()
    await expectPrivate(image)
    await write('PATCH', `/api/images/${image.id}`, { markedPublic: true })
    await expectPublic(image)
    const [{ marked_public }] = await sql<{ marked_public: boolean }>(
      'SELECT marked_public FROM images WHERE id = $1',
      [image.id],
    )
    expect(marked_public).toBe(true)
  })

  it('an image in site settings (the default share image) is public once the settings are saved', async () => {
    const image = await upload('share')
    await expectPrivate(image)
    const before = await sql<{ default_share_image_id: number | null }>(
      'SELECT default_share_image_id FROM site_settings',
    )
    try {
      await write('POST', '/api/globals/site-settings', { defaultShareImage: image.id })
      expect(await publicFrom(image.id)).not.toBeNull()
      await expectPublic(image)
    } finally {
      await write('POST', '/api/globals/site-settings', {
        defaultShareImage: before[0]?.default_share_image_id ?? null,
      })
    }
  })

  it('an image in a rich-text body in either language is public once the item is published and due', async () => {
    const inKorean = await upload('body-ko')
    const inEnglish = await upload('body-en')
    const { doc } = await write('POST', '/api/notices?locale=ko&draft=true', {
      title: `엠바고 본문 ${Date.now()}`,
      body: bodyWithImage(inKorean.id),
      publishDate: iso(-HOUR),
      _status: 'draft',
    })
    created.notices.push(doc.id)
    await write('PATCH', `/api/notices/${doc.id}?locale=en&draft=true`, {
      title: 'Embargo body',
      body: bodyWithImage(inEnglish.id),
      _status: 'draft',
    })
    await expectPrivate(inKorean)
    await expectPrivate(inEnglish)
    // Published through the Korean edition: the English body's picture counts too.
    await write('PATCH', `/api/notices/${doc.id}?locale=ko`, { _status: 'published' })
    await expectPublic(inKorean)
    await expectPublic(inEnglish)
    const refs = await sql<{ image_id: number }>(
      `SELECT image_id FROM image_references WHERE source = 'notices' AND doc_id = $1 ORDER BY image_id`,
      [doc.id],
    )
    expect(refs.map((r) => r.image_id)).toEqual([inKorean.id, inEnglish.id].sort((a, b) => a - b))
  })
})

describe('existing rows and the public site', () => {
  it("the migration's backfill makes what published content shows public and keeps embargoed images private", async () => {
    const embargoed = await upload('backfill-embargoed')
    const unused = await upload('backfill-unused')
    const id = await draftPressRelease({ thumbnail: embargoed.id })
    const due = iso(HOUR)
    await setPressRelease(id, { _status: 'published', publishDate: due })
    const [seeded] = await sql<{ id: number; public_from: Date }>(
      `SELECT i.id, i.public_from FROM images i JOIN press_releases p ON p.thumbnail_id = i.id
       WHERE p._status = 'published' AND p.publish_date <= now() AND i.marked_public IS NOT TRUE ORDER BY i.id LIMIT 1`,
    )
    expect(seeded.public_from.getTime()).toBeLessThanOrEqual(Date.now())
    // As before the migration: no image has a date.
    const ids = [seeded.id, embargoed.id, unused.id]
    await sql('UPDATE images SET public_from = NULL WHERE id = ANY($1)', [ids])
    await sql(BACKFILL_PUBLIC_FROM)
    const rows = await sql<{ id: number; public_from: Date | null }>(
      'SELECT id, public_from FROM images WHERE id = ANY($1)',
      [ids],
    )
    const after = new Map(rows.map((r) => [r.id, r.public_from]))
    expect(after.get(seeded.id)?.getTime()).toBe(seeded.public_from.getTime())
    expect(after.get(embargoed.id)?.toISOString()).toBe(due)
    expect(after.get(unused.id)).toBeNull()
  })

  it('every image that published, due content shows is public after the seed; the legacy list and pages link public files', async () => {
    const hidden = await sql<{ image_id: number; source: string }>(
      `SELECT r.image_id, r.source FROM image_references r JOIN images i ON i.id = r.image_id
       WHERE coalesce(r.public_at, now()) <= now() AND NOT (i.marked_public IS TRUE OR i.public_from <= now())`,
    )
    expect(hidden).toEqual([])
    const { body } = await getLegacy<{ list: { reportImagePath: string }[] }>('/api/report?pageSize=5')
    const paths = body.data!.list.map((item) => item.reportImagePath).filter(Boolean)
    expect(paths.length).toBeGreaterThan(0)
    for (const path of paths) expect((await request(path)).status, path).toBe(200)
    const page = await (await request('/fonts')).text()
    const font = /\/api\/images\/file\/(font-[^"&?]+\.png)/.exec(decodeURIComponent(page))
    expect(font, 'a font preview on /fonts').not.toBeNull()
    expect((await request(`/api/images/file/${font![1]}`)).status).toBe(200)
    // next/image's optimizer fetches the file as a visitor would: the page's optimized src works.
    const optimized = /src="(\/_next\/image\?url=[^"]+)"/.exec(page)
    expect(optimized, 'an optimized image on /fonts').not.toBeNull()
    const res = await request(optimized![1].replaceAll('&amp;', '&'))
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^image\//)
  })

  it('nothing answers 500: unknown files, a path-like name and an embargoed file', async () => {
    const image = await upload('no-500')
    await draftPressRelease({ thumbnail: image.id })
    for (const file of ['no-such-file.png', image.filename, image.sizes.thumbnail.filename!, '..%2Fpackage.json']) {
      const res = await request(`/api/images/file/${file}`)
      expect([400, 403, 404], file).toContain(res.status)
    }
    // next/image's optimizer fetches a file without the requester's headers, so an editor's
    // request does not put an embargoed picture into its shared cache for visitors.
    const optimized = `/_next/image?url=${encodeURIComponent(`/api/images/file/${image.filename}`)}&w=640&q=75`
    for (const headers of [bearer(token), {}]) {
      const res = await request(optimized, { headers })
      expect([403, 404], optimized).toContain(res.status)
    }
  })
})
