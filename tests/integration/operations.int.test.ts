import { once } from 'node:events'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { randomUUID } from 'node:crypto'

import { afterAll, describe, expect, inject, it } from 'vitest'

import { startAppServer, type AppServer } from '../../tooling/appServer'
import { inquiriesWith, multipart, newMarker, submit, uniqueClient, validInquiry } from '../helpers/forms'
import { request } from '../helpers/http'
import { logLines, linesOf, type LogLine } from '../helpers/appLog'
import { validReport } from '../helpers/reports'
import { secondServerEnv } from '../helpers/secondServer'

/**
 * Operations: the health probes, the request log, and a graceful stop. The log is the
 * shared app's own output (APP_LOG_FILE), read back as an operator's log shipper would.
 */

describe('health probes', () => {
  it('/healthz answers that the process is alive, and /readyz that its database answers', async () => {
    const alive = await request('/healthz')
    expect(alive.status).toBe(200)
    expect(await alive.json()).toEqual({ status: 'ok' })
    const ready = await request('/readyz')
    expect(ready.status).toBe(200)
    expect(await ready.json()).toEqual({ status: 'ready', checks: { database: 'ok' } })
    for (const res of [alive, ready]) {
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.headers.get('content-type')).toMatch(/^application\/json/)
      expect(res.headers.get('x-request-id')).toBeTruthy()
    }
  })

  it('is never sent elsewhere by the language proxy, sets no cookie, and answers HEAD; other methods get 405', async () => {
    for (const probe of ['/healthz', '/readyz']) {
      // An English browser with a stored choice and a ?lang would be redirected on any page.
      const res = await request(`${probe}?lang=en`, {
        headers: { 'accept-language': 'en-US,en;q=0.9', cookie: 'lang=en' },
      })
      expect(res.status, probe).toBe(200)
      expect(res.headers.get('location')).toBeNull()
      expect(res.headers.get('set-cookie')).toBeNull()
      const head = await request(probe, { method: 'HEAD' })
      expect(head.status).toBe(200)
      expect(await head.text()).toBe('')
      const post = await request(probe, { method: 'POST' })
      expect(post.status).toBe(405)
      expect(post.headers.get('allow')).toBe('GET, HEAD')
    }
  })
})

describe('the request log', () => {
  const appLog = inject('appLog')

  it('writes one JSON line per request, with the id the response carries and the route pattern', async () => {
    const from = fs.statSync(appLog).size
    const page = await request('/api/notice/1/detail')
    const listing = await request('/en/notice')
    const lines = await logLines(appLog, from, (all) =>
      [page, listing].every((res) => all.some((line) => line.requestId === res.headers.get('x-request-id'))),
    )
    const lineOf = (res: Response) => lines.find((line) => line.requestId === res.headers.get('x-request-id'))!
    expect(lineOf(page)).toMatchObject({
      level: 'info',
      msg: 'request',
      method: 'GET',
      route: '/api/notice/[id]/detail',
      status: page.status,
    })
    expect(lineOf(listing)).toMatchObject({ method: 'GET', route: '/[locale]/notice', status: 200 })
    for (const res of [page, listing]) {
      expect(Date.parse(lineOf(res).time as string)).toBeGreaterThan(Date.now() - 60_000)
      expect(lineOf(res).durationMs).toEqual(expect.any(Number))
    }
  })

  it("takes the id of the proxy in front (nginx's $request_id) when it is well formed, and makes one otherwise", async () => {
    const given = randomUUID().replaceAll('-', '')
    expect((await request('/healthz', { headers: { 'x-request-id': given } })).headers.get('x-request-id')).toBe(given)
    const made = (await request('/healthz', { headers: { 'x-request-id': 'no good <script>' } })).headers.get(
      'x-request-id',
    )
    expect(made).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('carries nothing of what a visitor sent: no email, name, address, query string or body, after an inquiry and a report', async () => {
    const from = fs.statSync(appLog).size
    const email = `log-${randomUUID().slice(0, 8)}@example.com`
    const name = `로그확인${randomUUID().slice(0, 4)}`
    const client = uniqueClient()
    const marker = newMarker('log')
    const inquiry = await submit('partnership', {
      fields: { ...validInquiry('partnership', marker), email, name },
      client,
      lang: 'en',
    })
    expect(inquiry.status).toBe(200)
    const report = await submit('report', { fields: validReport('report', marker, { email }), client, lang: 'ko' })
    expect(report.status).toBe(200)
    // A refused one too: validation errors are where a value is most tempting to print.
    const refused = await submit('other', { fields: { ...validInquiry('other', marker), email: `${email}@@` }, client })
    expect(refused.status).toBe(400)

    const ids = [inquiry, report, refused].map((res) => res.headers.get('x-request-id'))
    const lines = await logLines(appLog, from, (all) => ids.every((id) => all.some((line) => line.requestId === id)))
    for (const [i, res] of [inquiry, report, refused].entries()) {
      expect(lines.find((line) => line.requestId === ids[i] && line.msg === 'request')).toMatchObject({
        method: 'POST',
        route: '/api/forms/[kind]',
        status: res.status,
      })
    }
    const written = fs.readFileSync(appLog, 'utf8').slice(from)
    for (const secret of [
      email,
      email.split('@')[0]!,
      name,
      client,
      marker,
      'lang=',
      '제휴 제안드립니다',
      'correct horse',
    ])
      expect(written, secret).not.toContain(secret)
  })
})

describe('a graceful stop', () => {
  let server: AppServer | undefined
  let scratch = ''
  afterAll(async () => {
    await server?.stop()
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true })
  })

  it('on SIGTERM takes no new connection, finishes the upload in flight, closes its pools and exits 0', async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'site-stop-'))
    const log = path.join(scratch, 'app.log')
    server = await startAppServer(secondServerEnv(scratch, { APP_LOG_FILE: log }), { detached: true })
    const { baseUrl, process: child } = server
    const marker = newMarker('sigterm')
    const { body, contentType } = multipart(validInquiry('other', marker))

    // The visitor's form arrives in two halves; the server is told to stop between them, once it
    // has taken the request (its 100 Continue says so).
    const req = http.request(`${baseUrl}/api/forms/other`, {
      method: 'POST',
      headers: {
        'content-type': contentType,
        'content-length': body.length,
        origin: baseUrl,
        'x-forwarded-for': uniqueClient(),
        expect: '100-continue',
      },
    })
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      req.on('response', (res) => {
        let text = ''
        res.on('data', (chunk: Buffer) => (text += chunk))
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }))
      })
      req.on('error', reject)
    })
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
    await once(req, 'continue')
    req.write(body.subarray(0, body.length >> 1))
    process.kill(child.pid!, 'SIGTERM')
    await logLines(log, 0, (all) => all.some((line) => line.msg === 'stopping: finishing the requests in flight'))

    // Once told, it takes no new connection; the half-sent form is still being read. A connection
    // of its own (agent: false): fetch would reuse one its pool kept alive from the readiness
    // check, which the server answers once more, with `Connection: close`.
    const opened = new Promise<number>((resolve, reject) => {
      const probe = http.get(`${baseUrl}/healthz`, { agent: false, timeout: 2000 }, (res) => {
        res.resume()
        resolve(res.statusCode ?? 0)
      })
      probe.on('error', reject)
      probe.on('timeout', () => probe.destroy(new Error('no answer within 2 s')))
    })
    await expect(opened).rejects.toThrow()
    req.end(body.subarray(body.length >> 1))

    const { status, text } = await answer
    expect(status, text).toBe(200)
    expect(await exited).toBe(0)
    expect(await inquiriesWith(marker)).toHaveLength(1)

    const lines = linesOf(fs.readFileSync(log, 'utf8'))
    const messages = lines.map((line) => line.msg)
    expect(messages).toContain('stopping: finishing the requests in flight')
    // The form was in flight, and nothing else (the log names each request, for an operator too).
    expect(lines.find((line) => line.msg === 'stopping: finishing the requests in flight')).toMatchObject({
      signal: 'SIGTERM',
      inFlight: 1,
      requests: ['POST /api/forms/other'],
    })
    // A clean stop: nothing cut short, every pool closed in time.
    expect(lines.filter((line) => line.level === 'warn' || line.level === 'error')).toEqual([])
    expect(lines.at(-1)).toMatchObject({ msg: 'stopped', code: 0 })
    expect(lines.filter((line: LogLine) => line.route === '/api/forms/[kind]')).toMatchObject([{ status: 200 }])
  })
})
