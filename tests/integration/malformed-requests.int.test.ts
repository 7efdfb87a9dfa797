import fs from 'node:fs'

import { beforeAll, describe, expect, inject, it } from 'vitest'

import en from '../../src/i18n/locales/en/common.json'
import ko from '../../src/i18n/locales/ko/common.json'
import { devAccounts } from '../../seed/devAccounts'
import { logLines } from '../helpers/appLog'
import { ALL_COLLECTIONS } from '../helpers/collections'
import { request } from '../helpers/http'
import { RawConnection, type RawResponse } from '../helpers/rawHttp'

/**
 * A corpus of malformed requests, generated from the tables below, each sent on its own raw
 * connection (fetch cannot send TRACE, CONNECT or a broken request line) as an anonymous visitor
 * and as staff. Whatever is wrong with a request, the answer is a 4xx (or the page it names) with
 * a short body: never a 5xx, never a dropped connection, never a stack trace or an internal
 * address, and nothing in the log at level error for it.
 */

type Probe = {
  method: string
  target: string
  headers?: Record<string, string>
  body?: string
  /** The exact status when the request is one of the known refusals. */
  status?: number
  /** The language the refusal's text must be in. */
  locale?: 'ko' | 'en'
  /** The exact `Allow` header of a 405. */
  allow?: string
  /** Sent only as this kind of client (both when unset). */
  as?: 'anonymous' | 'staff'
}
type Outcome = { probe: Probe; as: 'anonymous' | 'staff'; response: RawResponse | undefined }

const admin = devAccounts.find((account) => account.role === 'admin')!
let staffCookie = ''

// An id no document has: no staff request of the corpus names real data.
const MISSING_ID = '2147483000'

const BAD_SEGMENTS = ['%ff', '%c0%ae%c0%ae', '%E0%A4%A', '%zz', '%', 'a%00b', '%00', '%ff%fe', '%C3%28', '%ed%a0%80']
const PATH_FAMILIES = [
  '/',
  '/en/',
  '/newsroom/report/detail/',
  '/en/newsroom/report/detail/',
  '/notice/detail/',
  '/api/report/',
  '/api/notice/',
  '/api/press-releases/',
  '/api/payload-preferences/',
  '/api/users/',
  '/admin/',
  '/_next/static/',
  '/rss/',
]

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND']
const ROUTES = [
  '/',
  '/en',
  '/notice',
  '/en/newsroom',
  '/api/report',
  '/api/notice',
  '/api/press-releases',
  `/api/press-releases/${MISSING_ID}`,
  '/api/users/login',
  '/admin',
  '/_next/static/chunks/missing.js',
  '/_next/image?url=%2Fx&w=64&q=75',
  '/sitemap.xml',
  '/rss/ko.xml',
  '/healthz',
]

const BAD_IDS = ['abc', '-1', '99999999999999999999', '2147483648', '1.5', '%25ff', '0x10']

const UNKNOWN_ENDPOINTS = [
  ['GET', '/api/nope'],
  ['GET', '/api/nope/1'],
  ['GET', '/api/globals/nope'],
  ['GET', '/api/globals/site-settings/nope'],
  ['GET', `/api/press-releases/${MISSING_ID}/nope`],
  ['GET', '/api/press-releases/versions/abc'],
  ['GET', '/api/payload-migrations'],
  ['POST', '/api/users/verify/zzz'],
  ['POST', '/api/users/verify/'],
  ['POST', '/api/users/nope'],
  ['GET', '/api/users/nope/nope'],
  ['GET', '/api/press-releases/count/x'],
]

const MULTIPART_BODIES: [string, string][] = [
  ['multipart/form-data', 'email=a'],
  ['multipart/form-data; boundary=', '--\r\n'],
  ['multipart/form-data; charset=utf-8', 'x'],
  ['multipart/form-data; boundary=zz', 'garbage'],
  ['multipart/form-data; boundary=zz', '--zz\r\nContent-Disposition: form-data; name="email"\r\n\r\na'],
  ['multipart/form-data; boundary=zz', '--zz\r\nbroken header\r\n\r\na\r\n--zz--\r\n'],
  ['multipart/form-data;  boundary=zz', '--zz--\r\n'],
  ['multipart/form-data; boundary="unterminated', 'x'],
]
const OTHER_BODIES: [string, string][] = [
  ['application/json', '{'],
  ['application/json', '[]'],
  ['application/json', 'null'],
  ['application/json', '"x"'],
  ['application/json', '{"email":'],
  ['application/json', '\u0000'],
  ['application/x-www-form-urlencoded', '%'],
  ['text/plain', 'hello'],
  ['application/octet-stream', '\u00ff\u00fe'],
]

const IMAGE_URLS = [
  '%2Fx%00',
  '%2Fx',
  '%ff',
  '',
  'http%3A%2F%2Fevil.test%2Fx.png',
  '%2F%2Fevil.test%2Fx.png',
  '%2Fapi%2Freport',
  '%2F',
  'javascript%3Aalert(1)',
  '%2F_next%2Fimage%3Furl%3D%252Fx',
]
const IMAGE_SIZES = ['w=64&q=75', 'w=0&q=75', 'w=abc&q=75', 'w=64&q=0', 'w=64']

/** The refusal text of a language, as the visitor should read it. */
const refused = (locale: 'ko' | 'en', reason: 'badPath' | 'method') =>
  (locale === 'en' ? en : ko).errors.refused[reason]

function corpus(): Probe[] {
  const probes: Probe[] = []
  // Paths that are not UTF-8 or hold a NUL, in every route family; half asked for in English.
  // Each family gets half the segments, in turn, so every segment is tried in half the families.
  for (const [i, family] of PATH_FAMILIES.entries())
    for (let k = 0; k < BAD_SEGMENTS.length / 2; k++) {
      const j = (i + k) % BAD_SEGMENTS.length
      const segment = BAD_SEGMENTS[j]
      const english = (i + j) % 2 === 0
      probes.push({
        method: 'GET',
        target: `${family}${segment}`,
        headers: english ? { 'Accept-Language': 'en-US,en;q=0.9' } : {},
        status: 400,
        locale: english || family.startsWith('/en/') ? 'en' : 'ko',
      })
    }
  // Every method on every route family: the unknown ones refused, and writes to what only reads
  // (pages, files, feeds, sitemaps, probes) refused naming GET and HEAD; the rest answered as they are.
  for (const method of METHODS)
    for (const target of ROUTES) {
      const unsupported = method === 'TRACE' || method === 'PROPFIND'
      const readOnly = !/^\/(api|admin)(\/|$)/.test(target)
      const write = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)
      const withBody = ['POST', 'PUT', 'PATCH'].includes(method)
      probes.push({
        method,
        target,
        // A body no route can read: no write reaches the data, staff's included.
        ...(withBody && { headers: { 'Content-Type': 'application/json' }, body: '{' }),
        ...((unsupported || (readOnly && write)) && { status: 405, locale: target.startsWith('/en') ? 'en' : 'ko' }),
        ...(readOnly && (unsupported || write) && { allow: 'GET, HEAD' }),
      })
    }
  // Bad ids of every collection: read by a visitor; read, deleted or written (with a body no
  // route can read) by staff, in turn.
  for (const [i, collection] of ALL_COLLECTIONS.entries())
    for (const [j, id] of BAD_IDS.entries()) {
      const target = `/api/${collection}/${id}`
      probes.push({ method: 'GET', target, as: 'anonymous' })
      const write = (i + j) % 3
      if (write === 0) probes.push({ method: 'GET', target, as: 'staff' })
      if (write === 1) probes.push({ method: 'DELETE', target, as: 'staff' })
      if (write === 2)
        probes.push({
          method: 'PATCH',
          target,
          headers: { 'Content-Type': 'application/json' },
          body: '{',
          as: 'staff',
        })
    }
  for (const [method, target] of UNKNOWN_ENDPOINTS) probes.push({ method, target })
  // Bodies that cannot be read, declared as form data or as something else.
  for (const [type, body] of [...MULTIPART_BODIES, ...OTHER_BODIES]) {
    probes.push({ method: 'POST', target: '/api/users/login', headers: { 'Content-Type': type }, body, status: 400 })
    probes.push({
      method: 'PATCH',
      target: `/api/press-releases/${MISSING_ID}`,
      headers: { 'Content-Type': type },
      body,
      as: 'staff',
    })
  }
  for (const url of IMAGE_URLS)
    for (const size of IMAGE_SIZES)
      probes.push({ method: 'GET', target: `/_next/image?url=${url}&${size}`, as: 'anonymous' })
  // What Node's parser refuses before any route: an address or header section over its limit,
  // a request line that is not HTTP; and CONNECT, a tunnel the site does not offer.
  probes.push({ method: 'GET', target: `/notice?x=${'a'.repeat(20_000)}`, status: 431 })
  probes.push({ method: 'GET', target: '/', headers: { 'X-Long': 'b'.repeat(20_000) }, status: 431 })
  probes.push({
    method: 'GET',
    target: '/',
    headers: Object.fromEntries(Array.from({ length: 400 }, (_, i) => [`X-Many-${i}`, 'c'.repeat(40)])),
    status: 431,
  })
  probes.push({ method: 'FOO', target: '/', status: 400 })
  probes.push({ method: 'GET', target: '/ HTTP/9.9 extra', status: 400 })
  probes.push({ method: 'CONNECT', target: 'example.test:443', status: 405, locale: 'ko' })
  probes.push({
    method: 'CONNECT',
    target: 'example.test:443',
    headers: { 'Accept-Language': 'en' },
    status: 405,
    locale: 'en',
  })
  probes.push({ method: 'GET', target: '*', status: 400 })
  probes.push({ method: 'OPTIONS', target: '*', status: 400 })
  // The absolute form, which a server must accept (RFC 9112): the page it names, its authority as
  // the Host; without an authority, or with user information, refused; its path judged as any.
  const host = new URL(inject('baseUrl')).host
  probes.push({ method: 'GET', target: `http://${host}/newsroom/report`, status: 200 })
  probes.push({ method: 'GET', target: 'http://example.test/en/notice?page=1', status: 200 })
  probes.push({ method: 'GET', target: `https://${host}/en/%ff`, status: 400, locale: 'en' })
  probes.push({ method: 'GET', target: 'http:///notice', status: 400 })
  probes.push({ method: 'GET', target: `http://user@${host}/`, status: 400 })
  return probes
}

/** Sends one request on its own connection and reads the answer (undefined if the connection closed without one). */
async function send(probe: Probe, as: 'anonymous' | 'staff'): Promise<RawResponse | undefined> {
  const url = new URL(inject('baseUrl'))
  const headers: Record<string, string> = { Host: url.host, Connection: 'close', ...probe.headers }
  if (as === 'staff') headers.Cookie = staffCookie
  if (probe.body !== undefined) headers['Content-Length'] = String(Buffer.byteLength(probe.body))
  const head = [`${probe.method} ${probe.target} HTTP/1.1`, ...Object.entries(headers).map(([k, v]) => `${k}: ${v}`)]
  const connection = new RawConnection()
  try {
    await connection.write(`${head.join('\r\n')}\r\n\r\n${probe.body ?? ''}`)
    return await connection.response(20_000)
  } finally {
    connection.socket.destroy()
  }
}

/** Runs `task` over `items`, `width` at a time (the machine is small; the server is one process). */
async function inParallel<T, R>(items: T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const at = next++
        results[at] = await task(items[at])
      }
    }),
  )
  return results
}

const STACK_FRAME = /\n\s+at \S/
const SERVER_FOLDER = /\/work\//
const INTERNALS = [/node_modules/, /x-middleware-rewrite/i, /\b(?:Type|Syntax|Range|URI|Reference)?Error: /]

function problemsOf({ probe, as, response }: Outcome, publicHost: string): string[] {
  const label = `${as} ${probe.method} ${probe.target.slice(0, 80)}`
  if (!response || !response.status) return [`${label}: the connection closed without an answer`]
  const problems: string[] = []
  const { status, headers, body } = response
  if (status >= 500) problems.push(`${label}: ${status}`)
  if (probe.status !== undefined && status !== probe.status) problems.push(`${label}: ${status}, not ${probe.status}`)
  if (STACK_FRAME.test(body)) problems.push(`${label}: a stack trace in the body`)
  // The admin itself, signed in: Payload's client config names the upload folders on disk.
  const adminPage = as === 'staff' && probe.target === '/admin' && status === 200
  for (const internal of INTERNALS) if (internal.test(body)) problems.push(`${label}: ${internal} in the body`)
  if (SERVER_FOLDER.test(body) && !adminPage) problems.push(`${label}: a server folder in the body`)
  // An address of a server inside: any on this machine but the one the visitor used (the site's
  // public address, SERVER_URL, is `localhost:3000` in the tests and is no internal one).
  for (const [address] of body.matchAll(/(?:127\.0\.0\.1|0\.0\.0\.0|\[::1?\]):\d+/g))
    if (address !== publicHost) problems.push(`${label}: ${address} in the body`)
  if (probe.locale) {
    const reason = status === 405 ? 'method' : 'badPath'
    if (!body.includes(refused(probe.locale, reason))) problems.push(`${label}: not the ${probe.locale} refusal`)
  }
  if (probe.status === 405 && !/\bGET\b/.test(headers.allow ?? '')) problems.push(`${label}: 405 without Allow`)
  if (probe.allow !== undefined && headers.allow !== probe.allow)
    problems.push(`${label}: Allow ${headers.allow}, not ${probe.allow}`)
  return problems
}

beforeAll(async () => {
  const res = await request('/api/users/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  })
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith('payload-token='))
  if (!cookie) throw new Error(`the seeded admin could not sign in (${res.status})`)
  staffCookie = cookie.split(';')[0]
})

describe('a staff preference', () => {
  it('is deleted by its key (Payload answered every such delete with a 500), then is gone (404)', async () => {
    const path = `/api/payload-preferences/malformed-requests-test-${Date.now()}`
    const asStaff = (method: string, body?: unknown): RequestInit => ({
      method,
      headers: { cookie: staffCookie, 'content-type': 'application/json' },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    })
    expect((await request(path, asStaff('POST', { value: { columns: ['title'] } }))).status).toBe(200)
    expect(((await (await request(path, asStaff('GET'))).json()) as { value: unknown }).value).toEqual({
      columns: ['title'],
    })
    expect((await request(path, asStaff('DELETE'))).status).toBe(200)
    expect(((await (await request(path, asStaff('GET'))).json()) as { value: unknown }).value).toBeNull()
    expect((await request(path, asStaff('DELETE'))).status).toBe(404)
  })
})

describe('malformed requests', () => {
  it('are each answered 4xx (or as the page they name) with a short body, anonymous and as staff, and none logs an error', async () => {
    const probes = corpus()
    const runs = probes.flatMap((probe) =>
      (probe.as ? [probe.as] : (['anonymous', 'staff'] as const)).map((as) => ({ probe, as })),
    )
    expect(runs.length).toBeGreaterThanOrEqual(200)
    const logFile = inject('appLog')
    const from = fs.statSync(logFile).size

    const outcomes: Outcome[] = await inParallel(runs, 6, async ({ probe, as }) => ({
      probe,
      as,
      response: await send(probe, as),
    }))

    const publicHost = new URL(inject('baseUrl')).host
    expect(outcomes.flatMap((outcome) => problemsOf(outcome, publicHost))).toEqual([])

    // Every request the app itself answered names its log lines; none of them is an error.
    const idOf = (outcome: Outcome) => outcome.response?.headers['x-request-id']
    const ids = new Set(outcomes.map(idOf).filter((id): id is string => !!id))
    expect(ids.size).toBeGreaterThan(runs.length * 0.9)
    // Each request's line is written once it is answered (the probes' at debug, below LOG_LEVEL).
    const logged = new Set(
      outcomes
        .filter((o) => !o.probe.target.startsWith('/healthz'))
        .map(idOf)
        .filter((id): id is string => !!id),
    )
    const lines = await logLines(
      logFile,
      from,
      (written) =>
        written.filter((line) => line.msg === 'request' && logged.has(line.requestId as string)).length === logged.size,
    )
    const errors = lines.filter(
      (line) => (line.level === 'error' || line.level === 'fatal') && ids.has(line.requestId as string),
    )
    expect(
      errors.map((line) => `${line.requestId}: ${line.msg} ${JSON.stringify(line.err ?? '').slice(0, 200)}`),
    ).toEqual([])
  })
})
