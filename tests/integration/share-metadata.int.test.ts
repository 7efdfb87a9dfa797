import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { editorToken } from '../helpers/staff'
import { bearer, deleteDocs, request } from '../helpers/http'

/**
 * Share metadata per item: the detail pages of press releases, notices and writings
 * read by a crawler (the server's HTML, no JavaScript). The share title, description and image
 * fill og:/twitter: when set, the page's <title> stays the item's title; left empty, the card
 * falls back to the title, the subtitle (summary, the notices' lead) and the thumbnail. A picture
 * used only as a published item's share image is public: crawlers fetch it without logging in.
 * Written over REST as the editor (the app runs in its own process, as in the other files).
 */

const run = `${process.pid}-${Date.now() % 1_000_000}`
let token = ''
let category = 0
const created = { 'press-releases': [] as number[], notices: [] as number[], writings: [] as number[] }
const images: number[] = []

type ImageDoc = { id: number; filename: string; sizes: { share: { filename: string | null } } }
type Collection = keyof typeof created

/** Uploads a real PNG large enough for the 1200×630 share size, as the editor. */
async function upload(name: string): Promise<ImageDoc> {
  const png = await sharp({ create: { width: 1400, height: 800, channels: 3, background: '#2ac1bc' } })
    .png()
    .toBuffer()
  const form = new FormData()
  form.append('_payload', JSON.stringify({ alt: `share test ${name}` }))
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), `share-${name}-${run}.png`)
  const res = await request('/api/images', { method: 'POST', headers: bearer(token), body: form })
  expect(res.status, await res.clone().text()).toBe(201)
  const { doc } = (await res.json()) as { doc: ImageDoc }
  expect(doc.sizes.share.filename).toMatch(/-1200x630\.png$/)
  images.push(doc.id)
  return doc
}

/** Creates a document in Korean as the editor, published unless `draft`; returns its id. */
async function create(collection: Collection, data: Record<string, unknown>, draft = false): Promise<number> {
  const res = await request(`/api/${collection}?locale=ko${draft ? '&draft=true' : ''}`, {
    method: 'POST',
    headers: { ...bearer(token), 'content-type': 'application/json' },
    body: JSON.stringify({ _status: draft ? 'draft' : 'published', publishDate: new Date().toISOString(), ...data }),
  })
  const text = await res.text()
  expect(res.status, `POST ${collection}: ${text}`).toBe(201)
  const { id } = (JSON.parse(text) as { doc: { id: number } }).doc
  created[collection].push(id)
  return id
}

type Card = { title: string; ogTitle?: string; twitterTitle?: string; description?: string; ogImage?: string }

const unescape = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** The share card of a page as a crawler reads it. */
async function cardOf(path: string): Promise<Card> {
  const res = await request(path)
  const html = await res.text()
  expect(res.status, path).toBe(200)
  const meta = (attr: 'property' | 'name', key: string) => {
    const match = html.match(new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`))
    return match ? unescape(match[1]) : undefined
  }
  return {
    title: unescape(html.match(/<title>([^<]*)<\/title>/)?.[1] ?? ''),
    ogTitle: meta('property', 'og:title'),
    twitterTitle: meta('name', 'twitter:title'),
    description: meta('property', 'og:description'),
    ogImage: meta('property', 'og:image'),
  }
}

/** What a visitor who is not logged in gets for an image's file. */
async function anonymousStatus(url: string): Promise<number> {
  const res = await request(new URL(url, 'http://site').pathname)
  await res.arrayBuffer()
  return res.status
}

const shareFile = (image: ImageDoc) => `/api/images/file/${image.sizes.share.filename}`

beforeAll(async () => {
  token = await editorToken()
  const res = await request('/api/writing-categories?limit=1&depth=0', { headers: bearer(token) })
  category = ((await res.json()) as { docs: { id: number }[] }).docs[0].id
})

afterAll(async () => {
  for (const [collection, ids] of Object.entries(created)) await deleteDocs(collection, ids, token)
  await deleteDocs('images', images, token)
})

describe('share metadata of the detail pages', () => {
  it('uses the share title, description and image of a press release, and keeps its title as the page title', async () => {
    const thumbnail = await upload('pr-thumb')
    const shareImage = await upload('pr-share')
    // Used by nothing yet: private.
    expect([403, 404]).toContain(await anonymousStatus(shareFile(shareImage)))
    const id = await create('press-releases', {
      title: `공유 시험 보도자료 ${run}`,
      subtitle: '보도자료 부제목',
      thumbnail: thumbnail.id,
      share: { title: `카드 제목 ${run}`, description: '카드 설명입니다', image: shareImage.id },
    })
    const card = await cardOf(`/newsroom/report/detail/${id}`)
    expect(card.title).toMatch(new RegExp(`^공유 시험 보도자료 ${run}\\b`))
    expect(card.ogTitle).toBe(`카드 제목 ${run}`)
    expect(card.twitterTitle).toBe(`카드 제목 ${run}`)
    expect(card.description).toBe('카드 설명입니다')
    expect(card.ogImage).toMatch(new RegExp(`${shareFile(shareImage)}$`))
    // Only the share image of a published item: crawlers may fetch it.
    expect(await anonymousStatus(card.ogImage!)).toBe(200)
  })

  it("falls back to a press release's title, subtitle and thumbnail when the share fields are empty", async () => {
    const thumbnail = await upload('pr-fallback')
    const id = await create('press-releases', {
      title: `공유 없는 보도자료 ${run}`,
      subtitle: '대신 쓰이는 부제목',
      thumbnail: thumbnail.id,
    })
    const card = await cardOf(`/newsroom/report/detail/${id}`)
    expect(card.title).toMatch(new RegExp(`^공유 없는 보도자료 ${run}\\b`))
    expect(card.ogTitle).toBe(`공유 없는 보도자료 ${run}`)
    expect(card.description).toBe('대신 쓰이는 부제목')
    expect(card.ogImage).toContain(`/api/images/file/${thumbnail.filename.replace(/\.png$/, '')}`)
  })

  it("keeps a draft's share image private", async () => {
    const shareImage = await upload('draft-share')
    await create('press-releases', { title: `초안 ${run}`, share: { image: shareImage.id } }, true)
    expect([403, 404]).toContain(await anonymousStatus(shareFile(shareImage)))
  })

  it("uses a notice's share fields, else its title, the notices' lead and the site's default image", async () => {
    const shareImage = await upload('notice-share')
    const shared = await create('notices', {
      title: `공유 시험 공지 ${run}`,
      share: { title: `공지 카드 ${run}`, description: '공지 카드 설명', image: shareImage.id },
    })
    const plain = await create('notices', { title: `평범한 공지 ${run}` })
    const card = await cardOf(`/notice/detail/${shared}`)
    expect(card.title).toMatch(new RegExp(`^공유 시험 공지 ${run}\\b`))
    expect(card.ogTitle).toBe(`공지 카드 ${run}`)
    expect(card.description).toBe('공지 카드 설명')
    expect(card.ogImage).toMatch(new RegExp(`${shareFile(shareImage)}$`))
    expect(await anonymousStatus(card.ogImage!)).toBe(200)

    const fallback = await cardOf(`/notice/detail/${plain}`)
    expect(fallback.ogTitle).toBe(`평범한 공지 ${run}`)
    expect(fallback.description).toContain('배달프렌즈')
    expect(fallback.ogImage).toBeTruthy()
    expect(fallback.ogImage).not.toContain('share-notice-share')
  })

  it("uses a writing's share fields, else its title, summary and thumbnail", async () => {
    const thumbnail = await upload('writing-thumb')
    const shareImage = await upload('writing-share')
    const shared = await create('writings', {
      title: `공유 시험 글 ${run}`,
      summary: '글 요약',
      thumbnail: thumbnail.id,
      category,
      share: { title: `글 카드 ${run}`, description: '글 카드 설명', image: shareImage.id },
    })
    const plain = await create('writings', {
      title: `평범한 글 ${run}`,
      summary: '대신 쓰이는 요약',
      thumbnail: thumbnail.id,
      category,
    })
    const card = await cardOf(`/sustainability/together/${category}/detail/${shared}`)
    expect(card.title).toMatch(new RegExp(`^공유 시험 글 ${run}\\b`))
    expect(card.ogTitle).toBe(`글 카드 ${run}`)
    expect(card.description).toBe('글 카드 설명')
    expect(card.ogImage).toMatch(new RegExp(`${shareFile(shareImage)}$`))
    expect(await anonymousStatus(card.ogImage!)).toBe(200)

    const fallback = await cardOf(`/sustainability/together/${category}/detail/${plain}`)
    expect(fallback.ogTitle).toBe(`평범한 글 ${run}`)
    expect(fallback.description).toBe('대신 쓰이는 요약')
    expect(fallback.ogImage).toContain(`/api/images/file/${thumbnail.filename.replace(/\.png$/, '')}`)
  })
})
