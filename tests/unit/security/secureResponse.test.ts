import { createHash } from 'node:crypto'
import http, { type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'

import compression from 'compression'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { NON_DOCUMENT_CSP } from '@/lib/security/csp'

import { secureResponse } from '../../../server/secureResponse'

/**
 * The server's layer (server/secureResponse.ts) on a real HTTP server with real gzip, fed the ways
 * Next.js answers: a whole prerendered page at once, a streamed document with flushHeaders, a
 * writeHead with its headers, JSON, a 304 and a HEAD.
 */
const INLINE_A = '(self.__next_f=self.__next_f||[]).push([0])'
const INLINE_B = 'self.__next_f.push([1,"page payload \\u003c/script\\u003e"])'
// Over compression's 1 kB threshold, so the gzip path is the one taken.
const PAGE = `<!DOCTYPE html><html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><p>안녕하세요</p>${'<p>배달의 기쁨을 전합니다.</p>'.repeat(60)}<script>${INLINE_A}</script><script>${INLINE_B}</script><script type="application/ld+json">{"@type":"Organization"}</script></body></html>`
const sha = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`

const compress = compression() as (req: IncomingMessage, res: ServerResponse, next: () => void) => void

const routes: Record<string, (req: IncomingMessage, res: ServerResponse) => void> = {
  '/whole': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('ETag', '"v1"')
    res.end(PAGE)
  },
  '/streamed': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.flushHeaders()
    const bytes = Buffer.from(PAGE)
    // Cut inside a multi-byte character and inside a script, as a stream may.
    const cut = bytes.indexOf(Buffer.from('녕')) + 1
    res.write(bytes.subarray(0, cut))
    res.write(new Uint8Array(bytes.subarray(cut, cut + 150)))
    setTimeout(() => res.end(bytes.subarray(cut + 150)), 10)
  },
  '/head-written': (_req, res) => {
    res.writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
    res.end(PAGE)
  },
  // A route handler's own headers, copied as Next copies them: only where the response has none.
  '/form-endpoint': (_req, res) => {
    const own: [string, string][] = [
      ['Content-Type', 'application/json'],
      ['Referrer-Policy', 'no-referrer'],
      ['Content-Security-Policy', "default-src 'none'; sandbox"],
    ]
    for (const [name, value] of own) if (!res.hasHeader(name)) res.appendHeader(name, value)
    res.end('{}')
  },
  '/json': (_req, res) => {
    res.setHeader('Content-Type', 'application/json')
    res.end(JSON.stringify({ items: Array.from({ length: 200 }, (_, i) => i) }))
  },
  '/not-modified': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.statusCode = 304
    res.end()
  },
  // A missing page as Next's cache holds it: a 200 to keep, whose view asks for a 404.
  '/missing': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.setHeader('ETag', '"nf1"')
    res.setHeader('Cache-Control', 's-maxage=300, stale-while-revalidate=31535700')
    res.end(PAGE.replace('<head>', '<head><meta name="http-status" content="404"/>'))
  },
  // A file Next sends whole with its ETag.
  '/feed.xml': (_req, res) => {
    res.setHeader('Content-Type', 'application/rss+xml')
    res.setHeader('ETag', '"feed1"')
    res.end('<rss></rss>')
  },
  '/admin/collections/notices': (_req, res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end(PAGE)
  },
}

let server: http.Server
let base: string
const listen = (https: boolean) =>
  new Promise<{ server: http.Server; base: string }>((resolve) => {
    const s = http.createServer((req, res) =>
      compress(req, res, () => {
        secureResponse(req, res, { https })
        routes[req.url ?? '']?.(req, res)
      }),
    )
    s.listen(0, '127.0.0.1', () =>
      resolve({ server: s, base: `http://127.0.0.1:${(s.address() as AddressInfo).port}` }),
    )
  })

beforeAll(async () => ({ server, base } = await listen(false)))
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const get = (path: string, init: RequestInit = {}) => fetch(base + path, init)
const scriptSources = (csp: string | null) => csp?.match(/script-src ([^;]*)/)?.[1].split(' ') ?? []

describe('secureResponse', () => {
  it('allows exactly the inline scripts of a whole page, not its JSON-LD data block, and sends the page unchanged', async () => {
    const response = await get('/whole')
    expect(await response.text()).toBe(PAGE)
    const csp = response.headers.get('content-security-policy')
    // A data block never runs, so it has nothing to be allowed.
    expect(scriptSources(csp)).toEqual(["'self'", sha(INLINE_A), sha(INLINE_B)])
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
    expect(csp).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/)
  })

  it('holds a streamed document to its end (however it was cut) and still gzips it', async () => {
    const response = await new Promise<http.IncomingMessage>((resolve) =>
      http.get(`${base}/streamed`, { headers: { 'accept-encoding': 'gzip' } }, resolve),
    )
    expect(response.headers['content-encoding']).toBe('gzip')
    const chunks: Buffer[] = []
    for await (const chunk of response) chunks.push(chunk as Buffer)
    expect(zlib.gunzipSync(Buffer.concat(chunks)).toString('utf8')).toBe(PAGE)
    expect(scriptSources(response.headers['content-security-policy'] as string)).toContain(sha(INLINE_B))
  })

  it('keeps a status and headers given to writeHead', async () => {
    const response = await get('/head-written')
    expect(response.status).toBe(404)
    expect(await response.text()).toBe(PAGE)
    expect(scriptSources(response.headers.get('content-security-policy'))).toContain(sha(INLINE_A))
  })

  it('lets nothing run in what is not a document, and passes it through', async () => {
    const response = await get('/json', { headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers.get('content-security-policy')).toBe(NON_DOCUMENT_CSP)
    expect((await response.json()).items).toHaveLength(200)
  })

  it("leaves a route's own headers alone (the ethics endpoints' no-referrer, a file's own policy)", async () => {
    const response = await get('/form-endpoint')
    expect(response.headers.get('referrer-policy')).toBe('no-referrer')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox")
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('sends no policy with a 304, so the browser keeps the one stored with its copy', async () => {
    const response = await get('/not-modified')
    expect(response.status).toBe(304)
    expect(response.headers.get('content-security-policy')).toBeNull()
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('sends a page that rendered the not-found view as a 404 nobody keeps, even to a revalidation with its ETag', async () => {
    for (const headers of [
      {},
      { 'if-none-match': '"nf1"' },
      { 'if-none-match': 'W/"nf1", "x"' },
      { 'if-none-match': '*' },
    ] as Record<string, string>[]) {
      const response = await get('/missing', { headers })
      expect(response.status).toBe(404)
      expect(response.headers.get('cache-control')).toBe('private, no-cache, no-store, max-age=0, must-revalidate')
      expect(response.headers.get('etag')).toBeNull()
      expect(await response.text()).toContain('<p>안녕하세요</p>')
    }
  })

  it('answers a revalidation of a page or a file with 304 only where its ETag matches', async () => {
    for (const [path, etag] of [
      ['/whole', '"v1"'],
      ['/feed.xml', '"feed1"'],
    ]) {
      const same = await get(path, { headers: { 'if-none-match': `"old", W/${etag}` } })
      expect(same.status).toBe(304)
      expect(await same.text()).toBe('')
      expect(same.headers.get('etag')).toBe(etag)
      expect(same.headers.get('content-security-policy')).toBeNull()
      const changed = await get(path, { headers: { 'if-none-match': '"old"' } })
      expect(changed.status).toBe(200)
      expect((await changed.text()).length).toBeGreaterThan(0)
    }
  })

  it('answers HEAD with the document policy (no body to hash)', async () => {
    const response = await get('/whole', { method: 'HEAD' })
    expect(scriptSources(response.headers.get('content-security-policy'))).toEqual(["'self'"])
  })

  it('gives the admin blob: images (files being uploaded) and the public pages none', async () => {
    const admin = (await get('/admin/collections/notices')).headers.get('content-security-policy')
    const page = (await get('/whole')).headers.get('content-security-policy')
    expect(admin).toMatch(/img-src 'self' data: blob:/)
    expect(page).toMatch(/img-src 'self' data:;/)
  })

  it('sends the common headers everywhere, and HSTS only when the site is https', async () => {
    const plain = await get('/json')
    expect(plain.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(plain.headers.get('permissions-policy')).toMatch(
      /camera=\(\).*geolocation=\(\).*microphone=\(\).*payment=\(\)/,
    )
    // Passkeys for the staff sign-in: the site's own pages only.
    expect(plain.headers.get('permissions-policy')).toContain('publickey-credentials-get=(self)')
    expect(plain.headers.get('x-frame-options')).toBe('DENY')
    expect(plain.headers.get('strict-transport-security')).toBeNull()

    const secure = await listen(true)
    try {
      const response = await fetch(`${secure.base}/whole`)
      expect(response.headers.get('strict-transport-security')).toMatch(/^max-age=31536000/)
      expect(response.headers.get('content-security-policy')).toContain('upgrade-insecure-requests')
    } finally {
      secure.server.close()
    }
  })
})
