import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { sql } from '../helpers/db'
import { bearer, request } from '../helpers/http'
import { devAccount, editorToken } from '../helpers/staff'

/**
 * Against the running production server (server/main.ts): the headers every
 * response carries, the page policy that allows exactly the page's own inline scripts, and the
 * headers of served files.
 */
const csp = (response: Response) => response.headers.get('content-security-policy') ?? ''
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directiveName]) => directiveName === name)
    ?.slice(1) ?? []

const scriptElements = (html: string) => [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
const isJsonLd = (attributes = '') => /\stype="application\/ld\+json"/.test(attributes)
/** The inline scripts a browser runs: not those with a src, not JSON-LD data blocks. */
const inlineScripts = (html: string) =>
  scriptElements(html)
    .filter(([, attributes]) => !/\bsrc=/.test(attributes ?? '') && !isJsonLd(attributes))
    .map(([, , text]) => text ?? '')
const jsonLdBlocks = (html: string) =>
  scriptElements(html)
    .filter(([, attributes]) => isJsonLd(attributes))
    .map(([, , text]) => text ?? '')
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

function expectCommonHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  expect(response.headers.get('permissions-policy')).toMatch(/camera=\(\)/)
  expect(response.headers.get('permissions-policy')).toMatch(/microphone=\(\)/)
  expect(response.headers.get('permissions-policy')).toMatch(/geolocation=\(\)/)
  expect(response.headers.get('permissions-policy')).toMatch(/payment=\(\)/)
  expect(response.headers.get('x-frame-options')).toBe('DENY')
  // No window another site opens (or the site opens elsewhere) holds a handle on this one.
  expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin')
  // Where Next rewrote the request to (`/` is served from `/ko`) stays inside.
  expect(response.headers.get('x-middleware-rewrite')).toBeNull()
  expect(directive(csp(response), 'frame-ancestors')).toEqual(["'none'"])
  // SERVER_URL is http in tests: no HSTS (it would stick to localhost).
  expect(response.headers.get('strict-transport-security')).toBeNull()
}

describe('security headers', () => {
  it.each(['/', '/en', '/newsroom/report', '/en/company/history', '/no-such-page'])(
    '%s: a policy that allows its own inline scripts and nothing else inline',
    async (path) => {
      const response = await request(path)
      expect([200, 404]).toContain(response.status)
      expectCommonHeaders(response)
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      const policy = csp(response)
      const scripts = directive(policy, 'script-src')
      expect(scripts[0]).toBe("'self'")
      expect(scripts).not.toContain("'unsafe-inline'")
      expect(scripts).not.toContain("'unsafe-eval'")
      const html = await response.text()
      const inline = inlineScripts(html)
      expect(inline.length).toBeGreaterThan(0)
      expect(new Set(scripts.slice(1))).toEqual(new Set(inline.map(sha256)))
      // Structured data never runs: it needs no hash, and gets none.
      if (response.status === 200) expect(jsonLdBlocks(html).length).toBeGreaterThan(0)
      for (const block of jsonLdBlocks(html)) expect(scripts).not.toContain(sha256(block))
      for (const [name, sources] of Object.entries({
        'object-src': ["'none'"],
        'base-uri': ["'self'"],
        'form-action': ["'self'"],
        'connect-src': ["'self'"],
        'img-src': ["'self'", 'data:'],
      }))
        expect(directive(policy, name), name).toEqual(sources)
    },
  )

  it('a page answered twice gets the same policy (the page is static; the hashes are of its text)', async () => {
    const [first, second] = [await request('/en/fonts'), await request('/en/fonts')]
    expect(csp(second)).toBe(csp(first))
  })

  it.each(['/information-center/report', '/en/information-center/status'])(
    '%s (an ethics page) keeps its stricter referrer policy',
    async (path) => {
      const response = await request(path)
      expect(response.headers.get('referrer-policy')).toBe('no-referrer')
      expectCommonHeaders(response)
    },
  )

  it('an API response: the common headers, and a policy under which nothing runs', async () => {
    const response = await request('/api/report?pageNumber=1&pageSize=3')
    expect(response.status).toBe(200)
    expectCommonHeaders(response)
    expect(directive(csp(response), 'default-src')).toEqual(["'none'"])
    expect(directive(csp(response), 'script-src')).toEqual([])
  })

  it('the admin: its own policy, never framed', async () => {
    const response = await request('/admin/login')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    expectCommonHeaders(response)
    const scripts = directive(csp(response), 'script-src')
    expect(scripts).not.toContain("'unsafe-eval'")
    expect(new Set(scripts.slice(1))).toEqual(new Set(inlineScripts(await response.text()).map(sha256)))
  })

  it('a served image: its type by its bytes, shown in place, nosniff', async () => {
    const [image] = await sql<{ filename: string; mime_type: string }>(
      `select filename, mime_type from images where mime_type like 'image/%' order by id limit 1`,
    )
    const response = await request(`/api/images/file/${encodeURIComponent(image!.filename)}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe(image!.mime_type)
    expect(response.headers.get('content-disposition')).toBeNull()
    expectCommonHeaders(response)
  })

  it('a served download: a font archive is saved, never opened; a track plays in place', async () => {
    const downloads = await sql<{ filename: string; mime_type: string }>(
      `select filename, mime_type from downloads order by id`,
    )
    const archive = downloads.find((d) => d.mime_type === 'application/zip')
    const track = downloads.find((d) => d.mime_type.startsWith('audio/'))

    const saved = await request(`/api/downloads/file/${encodeURIComponent(archive!.filename)}`)
    expect(saved.status).toBe(200)
    expect(saved.headers.get('content-type')).toBe('application/zip')
    expect(saved.headers.get('content-disposition')).toBe('attachment')
    expectCommonHeaders(saved)

    const played = await request(`/api/downloads/file/${encodeURIComponent(track!.filename)}`)
    expect(played.status).toBe(200)
    expect(played.headers.get('content-type')).toMatch(/^audio\//)
    expect(played.headers.get('content-disposition')).toBeNull()
    expectCommonHeaders(played)
  })
})

describe('private answers', () => {
  const noStore = (response: Response) => response.headers.get('cache-control')
  const json = (body: unknown) => ({ headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })

  it('the sign-in answer (it holds a token) and every credentialed API answer are kept by no cache', async () => {
    const { email, password } = devAccount('editor')
    const signIn = await request('/api/users/login', { method: 'POST', ...json({ email, password }) })
    expect(signIn.status).toBe(200)
    expect(noStore(signIn)).toBe('no-store')
    const { token } = (await signIn.json()) as { token: string }
    for (const path of ['/api/users/me', '/api/inquiries?limit=1', '/api/press-releases?limit=1&draft=true']) {
      const response = await request(path, { headers: bearer(token) })
      expect(response.status, path).toBe(200)
      expect(noStore(response), path).toBe('no-store')
      expectCommonHeaders(response)
    }
    const cookie = await request('/api/users/me', { headers: { cookie: `payload-token=${token}` } })
    expect(noStore(cookie)).toBe('no-store')
  })

  it("an anonymous visitor's public answer keeps its own caching", async () => {
    const response = await request('/api/report?pageNumber=1&pageSize=3')
    expect(response.status).toBe(200)
    expect(noStore(response)).not.toBe('no-store')
  })

  it('what staff may do is told to signed-in staff only: anonymous /api/access is 403 and describes nothing', async () => {
    const anonymous: Record<string, string>[] = [
      {},
      { cookie: 'payload-token=made-up' },
      { authorization: 'JWT not-a-token' },
    ]
    // Every path that reaches Payload's endpoint: its own matching ignores case and falls back
    // from /globals to the root endpoints.
    const paths = ['/api/access', '/api/ACCESS', '/api/access/', '/api/globals/access']
    for (const [path, headers] of anonymous.flatMap((h) => paths.map((p) => [p, h] as const))) {
      const refused = await request(path, { headers, redirect: 'follow' })
      expect(refused.status, path).toBe(403)
      expect(noStore(refused)).toBe('no-store')
      const text = await refused.text()
      expect(text).not.toContain('collections')
      expect(text).not.toContain('users')
    }
    const staff = await request('/api/access', { headers: bearer(await editorToken()) })
    expect(staff.status).toBe(200)
    expect(noStore(staff)).toBe('no-store')
    expect(((await staff.json()) as { collections: Record<string, unknown> }).collections).toHaveProperty('users')
  })
})
