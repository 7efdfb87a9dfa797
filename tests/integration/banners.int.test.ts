import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { INTERNAL_REVALIDATE_PATH, REVALIDATE_TOKEN_HEADER, revalidateToken } from '@/lib/cache/internalRevalidation'

import { devAccounts } from '../../seed/devAccounts'
import { sql } from '../helpers/db'
import { expectSeenWithin } from '../helpers/deadline'
import { bearer, deleteDocs, login, request, settledPage } from '../helpers/http'

/**
 * Main banners, through the real app: an editor publishes a banner with Payload's
 * REST API and Main shows it within 2 s, with its `<picture>`; drafts and banners outside their
 * display window are not shown; a window that opens or closes shows on Main's next render, with no
 * write to the banners; a published banner's pictures are public, a draft's are not.
 */

const FRESH_MS = 2000
const editor = devAccounts.find((a) => a.role === 'editor')!
const run = `${process.pid}-${Date.now() % 1_000_000}`
let token = ''
const created = { banners: [] as number[], images: [] as number[] }

type ImageDoc = { id: number; filename: string }
type Pictures = { desktop: ImageDoc; mobile: ImageDoc }

const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()
const HOUR = 3600_000

/** Uploads a real PNG of that size as the editor. */
async function upload(name: string, width: number, height: number): Promise<ImageDoc> {
  const png = await sharp({ create: { width, height, channels: 3, background: '#0b3d2e' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('_payload', JSON.stringify({ alt: `banner test ${name}` }))
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `banner-test-${name}-${run}.png`)
  const res = await request('/api/images', { method: 'POST', headers: bearer(token), body: form })
  expect(res.status, await res.clone().text()).toBe(201)
  const { doc } = (await res.json()) as { doc: ImageDoc }
  created.images.push(doc.id)
  return doc
}

const pictures = async (name: string): Promise<Pictures> => ({
  desktop: await upload(`${name}-desktop`, 1600, 640),
  mobile: await upload(`${name}-mobile`, 750, 560),
})

/** A Payload REST write as the editor; fails the test on anything but 200/201. Returns the doc id. */
async function write(method: 'POST' | 'PATCH', path: string, body: unknown): Promise<number> {
  const res = await request(path, {
    method,
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const text = await res.text()
  expect([200, 201], `${method} ${path}: ${text}`).toContain(res.status)
  return (JSON.parse(text) as { doc: { id: number } }).doc.id
}

/** Creates a banner (Korean); published unless `draft`. */
async function createBanner(title: string, images: Pictures, fields: Record<string, unknown> = {}, draft = false) {
  const id = await write('POST', `/api/banners?locale=ko${draft ? '&draft=true' : ''}`, {
    eyebrow: '시험',
    title,
    lead: `${title} 설명`,
    link: { url: `/place?from=banner-${run}`, label: '자세히 보기' },
    desktopImage: images.desktop.id,
    mobileImage: images.mobile.id,
    alt: `${title} 그림`,
    order: 0,
    _status: draft ? 'draft' : 'published',
    ...fields,
  })
  created.banners.push(id)
  return id
}

async function html(path: string): Promise<string> {
  const res = await request(path)
  expect(res.status, path).toBe(200)
  return res.text()
}

const shows = (path: string, text: string) => async () => (await html(path)).includes(text)

/** What a visitor gets for an image's file. */
async function fileStatus(image: ImageDoc): Promise<number> {
  const res = await request(`/api/images/file/${encodeURIComponent(image.filename)}`)
  await res.arrayBuffer()
  return res.status
}

/** Expires Main's press-release tag (not the banners'): Main renders again, reading its cached banners. */
async function rerenderMainWithoutBannerWrite() {
  const res = await request(INTERNAL_REVALIDATE_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [REVALIDATE_TOKEN_HEADER]: revalidateToken() },
    body: JSON.stringify({ tags: ['collection:press-releases'] }),
  })
  expect(res.status).toBe(200)
}

beforeAll(async () => {
  token = await login(editor.email, editor.password)
})

afterAll(async () => {
  await deleteDocs('banners', created.banners, token)
  for (const id of created.images) await deleteDocs('images', [id], token)
  // Leave Main rendered without them: a rendered page outlives the run in the reused build.
  for (const path of ['/', '/en'])
    await expectSeenWithin(
      `no test banner on ${path}`,
      Date.now(),
      20_000,
      async () => !(await html(path)).includes(run),
    )
})

describe('Main banners', () => {
  it('a banner the editor publishes through the REST API shows on Main within 2 s, in its <picture>, and its pictures become public', async () => {
    const title = `배너 신선도 ${run}`
    const images = await pictures('fresh')
    expect([403, 404]).toContain(await fileStatus(images.desktop))
    expect(await settledPage('/')).not.toContain(title)

    const id = await createBanner(title, images)
    await expectSeenWithin(`${title} on /`, Date.now(), FRESH_MS, shows('/', title))

    // Main's HTML: the desktop picture as the <source> from 981 px, the mobile one as the <img>.
    const page = await html('/')
    const file = (image: ImageDoc) => encodeURIComponent(`/api/images/file/${image.filename}`).replace(/\./g, '\\.')
    expect(page).toMatch(new RegExp(`<source media="\\(min-width: 981px\\)" srcSet="[^"]*${file(images.desktop)}`, 'i'))
    expect(page).toMatch(new RegExp(`<img [^>]*srcSet="[^"]*${file(images.mobile)}`, 'i'))
    expect(await fileStatus(images.desktop)).toBe(200)
    expect(await fileStatus(images.mobile)).toBe(200)

    // The English Main shows the English text, and links to the English page.
    const english = `Banner freshness ${run}`
    await write('PATCH', `/api/banners/${id}?locale=en`, {
      title: english,
      link: { url: `/place?from=banner-${run}`, label: 'Read more' },
      alt: `${english} picture`,
      _status: 'published',
    })
    await expectSeenWithin(`${english} on /en`, Date.now(), FRESH_MS, shows('/en', english))
    const en = await html('/en')
    expect(en).toContain(`href="/en/place?from=banner-${run}"`)
    expect(await html('/')).toContain(`href="/place?from=banner-${run}"`)
    expect(await html('/')).not.toContain(english)
  })

  it('shows neither a draft nor a banner whose window has not opened or has closed; a draft’s pictures stay private', async () => {
    const draft = `배너 초안 ${run}`
    const ended = `배너 종료 ${run}`
    const upcoming = `배너 예정 ${run}`
    const marker = `배너 표시 ${run}`
    const draftImages = await pictures('draft')
    const shared = await pictures('window')
    await createBanner(draft, draftImages, {}, true)
    await createBanner(ended, shared, { displayFrom: iso(-2 * HOUR), displayUntil: iso(-HOUR) })
    await createBanner(upcoming, shared, { displayFrom: iso(HOUR) })
    // A banner that does show: once it is on Main, the page has been rendered after every save above.
    await createBanner(marker, shared, { displayFrom: iso(-HOUR), displayUntil: iso(HOUR) })
    await expectSeenWithin(`${marker} on /`, Date.now(), FRESH_MS, shows('/', marker))

    const page = await html('/')
    for (const hidden of [draft, ended, upcoming]) expect(page, hidden).not.toContain(hidden)
    expect([403, 404]).toContain(await fileStatus(draftImages.desktop))
    expect([403, 404]).toContain(await fileStatus(draftImages.mobile))
    const [row] = await sql<{ public_from: Date | null }>('SELECT public_from FROM images WHERE id = $1', [
      draftImages.desktop.id,
    ])
    expect(row.public_from).toBeNull()
  })

  it('a window that opens or closes shows on Main’s next render, with no write to the banners', async () => {
    const opening = `배너 시작 ${run}`
    const closing = `배너 끝 ${run}`
    const images = await pictures('boundary')
    // Far enough ahead that a busy machine still checks Main before it (asserted below).
    const boundary = Date.now() + 6000
    await createBanner(opening, images, { displayFrom: new Date(boundary).toISOString() })
    await createBanner(closing, images, { displayUntil: new Date(boundary).toISOString() })
    await expectSeenWithin(`${closing} on /`, Date.now(), FRESH_MS, shows('/', closing))
    expect(await html('/')).not.toContain(opening)
    expect(Date.now(), 'Main was checked before the boundary').toBeLessThan(boundary)

    await new Promise((resolve) => setTimeout(resolve, boundary - Date.now() + 100))
    await rerenderMainWithoutBannerWrite()
    const since = Date.now()
    await expectSeenWithin(`${opening} on /`, since, FRESH_MS, shows('/', opening))
    expect(await html('/')).not.toContain(closing)
  })
})
