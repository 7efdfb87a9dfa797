import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { editorToken, staffToken, staffWrite } from '../helpers/staff'
import { deleteDocs, request } from '../helpers/http'

/**
 * The draft preview behind the admin's live preview: `/api/preview?path=…&token=…`
 * turns Next's draft mode on only for a signed-in editor who brings the preview token, and a page
 * in draft mode shows the newest draft to that editor alone. Without the token, without a session,
 * or after logging out, the same addresses show what is published, and visitors never receive a
 * draft from any cache. Real HTTP to the running app, with real sessions.
 */
const run = Date.now().toString(36)
const published = `Preview published ${run}`
const draft = `Preview draft ${run}`
let token = ''
let previewToken = ''
let id = 0
let page = ''

type Doc = { doc: { id: number } }
const cookieOf = (res: Response, name: string) => res.headers.getSetCookie().find((c) => c.startsWith(`${name}=`))
/** No draft-mode cookie given, or Next's clearing of it (an empty value that has expired). */
const leavesDraftModeOff = (res: Response) => {
  const cookie = cookieOf(res, '__prerender_bypass')
  return cookie === undefined || /^__prerender_bypass=;/.test(cookie) || /Expires=Thu, 01 Jan 1970/i.test(cookie)
}
const session = (jwt: string) => `payload-token=${jwt}`
const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? ''

/** The preview link the admin gives an editor: read from the live preview URL Payload builds. */
async function adminPreviewLink(): Promise<string> {
  // In Korean: the admin otherwise edits the locale the editor last chose, which other files change.
  const res = await request(`/admin/collections/press-releases/${id}?locale=ko`, {
    headers: { cookie: session(token) },
  })
  const html = await res.text()
  // In the page's data (React's flight payload), where `&` may be escaped.
  const text = html.replace(/\\u0026/g, '&').replace(/&amp;/g, '&')
  const match = /\/api\/preview\?path=[^"'\s\\]+/.exec(text)
  if (!match) throw new Error('no preview link in the edit view')
  return match[0]
}

beforeAll(async () => {
  token = await editorToken()
  ;({
    doc: { id },
  } = await staffWrite<Doc>(token, 'POST', '/api/press-releases?locale=ko', {
    title: published,
    _status: 'published',
    publishDate: new Date(Date.now() - 60_000).toISOString(),
  }))
  // The editor's next version, saved as a draft: the published one stays what visitors see.
  await staffWrite(token, 'PATCH', `/api/press-releases/${id}?locale=ko&draft=true`, { title: draft, _status: 'draft' })
  page = `/newsroom/report/detail/${id}`
  previewToken = new URL(await adminPreviewLink(), 'http://x').searchParams.get('token') ?? ''
})

afterAll(async () => {
  if (id) await deleteDocs('press-releases', [id], token)
})

const preview = (query: string, cookie?: string) =>
  request(`/api/preview?${query}`, { headers: cookie ? { cookie } : {} })

describe('the draft preview route', () => {
  it('is in the live preview Payload gives the editor: this page, in the document’s language', async () => {
    const link = new URL(await adminPreviewLink(), 'http://x')
    expect(link.searchParams.get('path')).toBe(page)
    expect(previewToken).toMatch(/^[0-9a-f]{64}$/)
  })

  it('turns draft mode on for a signed-in editor with the token, and the page then shows the draft to them alone', async () => {
    const res = await preview(`path=${encodeURIComponent(page)}&token=${previewToken}`, session(token))
    expect(res.status).toBe(307)
    expect(res.headers.get('location')).toBe(page)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const draftCookie = cookieOf(res, '__prerender_bypass')?.split(';')[0]
    expect(draftCookie).toBeTruthy()

    const mine = await request(page, { headers: { cookie: `${draftCookie}; ${session(token)}` } })
    const html = await mine.text()
    expect(h1(html)).toContain(draft)
    expect(html).toContain('data-draft-preview')
    expect(mine.headers.get('cache-control')).toMatch(/no-store/)
    // The admin frames it beside the editor; no other site may.
    expect(mine.headers.get('content-security-policy')).toContain("frame-ancestors 'self'")
    expect(mine.headers.get('x-frame-options')).toBe('SAMEORIGIN')

    // Logged out (no session), the same draft-mode cookie shows what is published.
    const loggedOut = await (await request(page, { headers: { cookie: draftCookie! } })).text()
    expect(h1(loggedOut)).toContain(published)
    expect(loggedOut).not.toContain(draft)

    // And visitors, before and after, get the published page: no cache kept the draft.
    for (let i = 0; i < 2; i++) {
      const visitor = await request(page)
      const text = await visitor.text()
      expect(h1(text)).toContain(published)
      expect(text).not.toContain(draft)
      expect(visitor.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
      expect(visitor.headers.get('x-frame-options')).toBe('DENY')
    }
  })

  it('without the token, or without a session, forwards to the published page and turns draft mode off', async () => {
    for (const [query, cookie] of [
      [`path=${encodeURIComponent(page)}&token=${'0'.repeat(64)}`, session(token)],
      [`path=${encodeURIComponent(page)}`, session(token)],
      [`path=${encodeURIComponent(page)}&token=${previewToken}`, undefined],
    ] as const) {
      const res = await preview(query, cookie)
      expect(res.status).toBe(307)
      expect(res.headers.get('location')).toBe(page)
      expect(leavesDraftModeOff(res)).toBe(true)
    }
  })

  it('a compliance officer with the token gets no drafts: previews are for the people who write content', async () => {
    const compliance = await staffToken('compliance')
    const res = await preview(`path=${encodeURIComponent(page)}&token=${previewToken}`, session(compliance))
    expect(leavesDraftModeOff(res)).toBe(true)
  })

  it('refuses to forward anywhere but a page of this site, with a message in both languages', async () => {
    for (const path of [
      'https://elsewhere.example/',
      '//elsewhere.example/x',
      '/\\elsewhere.example',
      '/api/users',
      '/admin',
      '',
    ]) {
      const res = await preview(`path=${encodeURIComponent(path)}&token=${previewToken}`, session(token))
      expect(res.status, path).toBe(400)
      expect(res.headers.get('location')).toBeNull()
      const body = (await res.json()) as { message: string }
      expect(body.message).toContain('The page to preview must be a page of this site.')
      expect(body.message).toContain('미리 볼 페이지')
    }
  })

  it('previews a draft of the history (a global) on its page, while visitors and the API keep the published one', async () => {
    const marker = `History draft ${run}`
    const read = async (query: string, auth = true) =>
      (await (
        await request(`/api/globals/history?locale=ko&depth=0${query}`, {
          headers: auth ? { Authorization: `JWT ${token}` } : {},
        })
      ).json()) as { years: { summary: string }[] }
    const before = await read('')
    const edited = before.years.map((y, i) => (i === 0 ? { ...y, summary: marker } : y))
    await staffWrite(token, 'POST', '/api/globals/history?locale=ko&draft=true', { years: edited, _status: 'draft' })
    try {
      const on = await preview(`path=%2Fcompany%2Fhistory&token=${previewToken}`, session(token))
      const draftCookie = cookieOf(on, '__prerender_bypass')!.split(';')[0]
      expect(
        await (await request('/company/history', { headers: { cookie: `${draftCookie}; ${session(token)}` } })).text(),
      ).toContain(marker)
      expect(await (await request('/company/history')).text()).not.toContain(marker)
      // Nobody reads the draft through the API either, even by asking for drafts.
      expect(JSON.stringify(await read('&draft=true', false))).not.toContain(marker)
      expect(JSON.stringify(await read(''))).not.toContain(marker)
    } finally {
      // Published again as it was: the newest version is the published one.
      await staffWrite(token, 'POST', '/api/globals/history?locale=ko', { years: before.years })
    }
    const visitorPage = await (await request('/company/history')).text()
    expect(visitorPage).toContain(before.years[0].summary)
  })

  it('leaving the preview turns draft mode off and returns to the page', async () => {
    const res = await request(`/api/preview/exit?path=${encodeURIComponent(page)}`)
    expect(res.status).toBe(307)
    expect(res.headers.get('location')).toBe(page)
    const off = await request('/api/preview/exit?path=https%3A%2F%2Felsewhere.example')
    expect(off.headers.get('location')).toBe('/')
  })
})

describe('a draft is held to its fields’ lengths', () => {
  it('a 310-character title is refused as a draft too, named under the field in the editor’s language; nothing is saved', async () => {
    const long = `Too long ${run} `.padEnd(310, 'x')
    const save = (path: string, method: 'POST' | 'PATCH', lang: string, body: Record<string, unknown>) =>
      request(path, {
        method,
        headers: { authorization: `JWT ${token}`, 'content-type': 'application/json', 'accept-language': lang },
        body: JSON.stringify(body),
      })
    const created = await save('/api/press-releases?locale=ko&draft=true', 'POST', 'en', {
      title: long,
      _status: 'draft',
    })
    expect(created.status).toBe(400)
    const answer = (await created.json()) as {
      errors: { message: string; data?: { errors?: { path: string; label: string; message: string }[] } }[]
    }
    // Payload's own shape, as publishing answers: the field named in the message and under the field.
    expect(answer.errors[0].message).toBe('The following field is invalid: Title')
    expect(answer.errors[0].data?.errors).toEqual([
      { path: 'title', label: 'Title', message: expect.stringMatching(/max length of 300 characters/) },
    ])
    const kept = await request(
      `/api/press-releases?where[title][like]=${encodeURIComponent(`Too long ${run}`)}&draft=true&depth=0`,
      {
        headers: { authorization: `JWT ${token}` },
      },
    )
    expect(((await kept.json()) as { totalDocs: number }).totalDocs).toBe(0)

    // An existing draft keeps its last saved title; the message is Korean for a Korean editor.
    const edited = await save(`/api/press-releases/${id}?locale=ko&draft=true`, 'PATCH', 'ko', {
      title: long,
      _status: 'draft',
    })
    expect(edited.status).toBe(400)
    const korean = JSON.stringify(await edited.json())
    expect(korean).toContain('제목')
    expect(korean).toContain('최대 길이인 300자')
    const latest = await request(`/api/press-releases/${id}?locale=ko&draft=true&depth=0`, {
      headers: { authorization: `JWT ${token}` },
    })
    expect(((await latest.json()) as { title: string }).title).toBe(draft)
  })
})
