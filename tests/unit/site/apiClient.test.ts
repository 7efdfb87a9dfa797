import http from 'node:http'
import type { AddressInfo } from 'node:net'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { ApiError, apiCall, buildRequest, menuKeyOf, testUserOf } from '@/lib/http/apiClient'

/** A real server that answers what each test asks for and records what it was sent. */
let server: http.Server
let base = ''
let received: { method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }[] = []
let answer: { status: number; body: string } = { status: 200, body: '{"detail":"success","data":1}' }

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = ''
    req.on('data', (chunk) => (body += chunk))
    req.on('end', () => {
      received.push({ method: req.method, url: req.url, headers: req.headers, body })
      res.writeHead(answer.status, { 'content-type': 'application/json' })
      res.end(answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const site = (pathname: string, cookie = '') => ({ pathname, cookie })
const call = <T>(request: Parameters<typeof apiCall>[0], from = site('/notice')) =>
  apiCall<T>({ ...request, path: base + request.path }, from)

describe('the API client (SPEC §7)', () => {
  it('sends a GET payload as the query, skipping empty values, with the Ajax and menu headers', async () => {
    received = []
    answer = { status: 200, body: '{"detail":"success","data":{"list":[]}}' }
    const data = await call<{ list: unknown[] }>(
      { path: '/api/report', payload: { pageNumber: 2, searchKeyword: '배달', empty: '', none: undefined } },
      site('/en/newsroom/report/detail/7'),
    )
    expect(data).toEqual({ list: [] })
    expect(received[0].method).toBe('GET')
    expect(received[0].url).toBe(`/api/report?pageNumber=2&searchKeyword=${encodeURIComponent('배달')}`)
    expect(received[0].headers['x-requested-with']).toBe('XMLHttpRequest')
    expect(received[0].headers['x-menu']).toBe('newsroom.report')
    expect(received[0].body).toBe('')
  })

  it('sends any other method’s payload as a JSON body, not the query', async () => {
    received = []
    await call({ path: '/api/thing', method: 'POST', payload: { title: '제목', count: 3 } })
    expect(received[0].url).toBe('/api/thing')
    expect(received[0].headers['content-type']).toBe('application/json')
    expect(JSON.parse(received[0].body)).toEqual({ title: '제목', count: 3 })
  })

  it('sends a multipart-flagged call as multipart/form-data with its boundary, files included', async () => {
    received = []
    await call({
      path: '/api/upload',
      method: 'POST',
      multipart: true,
      payload: { name: 'a', file: new Blob(['hello'], { type: 'text/plain' }) },
    })
    expect(received[0].headers['content-type']).toMatch(/^multipart\/form-data; boundary=/)
    expect(received[0].body).toContain('name="name"')
    expect(received[0].body).toContain('hello')
  })

  it('sends the testuser header only when the cookie is set and not the string null (SPEC §6)', () => {
    const header = (cookie: string) =>
      new Headers(buildRequest({ path: '/api/x' }, site('/', cookie)).init.headers).get('testuser')
    expect(header('a=1; testuser=tester%201; b=2')).toBe('tester 1')
    expect(header('testuser=null')).toBeNull()
    expect(header('testuser=')).toBeNull()
    expect(header('other=1')).toBeNull()
    expect(testUserOf('xtestuser=1')).toBeUndefined()
  })

  it('names the menu of the page, in either language; none off the menu', () => {
    expect(menuKeyOf('/company/history')).toBe('company.history')
    expect(menuKeyOf('/en/sustainability/together/3/detail/9')).toBe('sustainability.together')
    expect(menuKeyOf('/ko/question/press')).toBe('contact.press')
    expect(menuKeyOf('/')).toBeUndefined()
    expect(new Headers(buildRequest({ path: '/api/x' }, site('/')).init.headers).has('x-menu')).toBe(false)
  })

  it.each([
    [
      'a 400 with the server’s detail and message',
      400,
      '{"detail":"fail","message":"잘못된 요청"}',
      'fail',
      '잘못된 요청',
    ],
    ['a 200 whose detail is not success', 200, '{"detail":"fail","message":"no"}', 'fail', 'no'],
    ['a 500 with no JSON', 500, 'oops', 'fail', 'answered 500'],
  ])('rejects %s with both detail and message', async (_label, status, body, detail, message) => {
    answer = { status, body }
    const error = await call({ path: '/api/report' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(status)
    expect((error as ApiError).detail).toBe(detail)
    expect((error as ApiError).message).toContain(message)
  })
})
