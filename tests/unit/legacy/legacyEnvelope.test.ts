import { afterEach, describe, expect, it, vi } from 'vitest'

import { badRequest, HttpError, notFound } from '@/lib/http/errors'
import { failure, failureFrom, legacyRoute, success } from '@/lib/legacy/envelope'

afterEach(() => {
  vi.restoreAllMocks()
})

/** Silences the route's deliberate console.error for unexpected errors. */
const quietConsole = () => vi.spyOn(console, 'error').mockImplementation(() => undefined)

describe('success', () => {
  it('answers 200 with { detail: "success", data }', async () => {
    const response = success({ list: [1, 2] })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(await response.json()).toEqual({ detail: 'success', data: { list: [1, 2] } })
  })

  it('passes response init through', async () => {
    const response = success([], { headers: { 'Cache-Control': 'no-store' } })
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ detail: 'success', data: [] })
  })
})

describe('failure', () => {
  it('answers the given status with { detail: "fail", message }', async () => {
    const response = failure(404, 'Not found.')
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'fail', message: 'Not found.' })
  })

  it('sets extra headers', () => {
    expect(failure(503, 'down', { 'Retry-After': '5' }).headers.get('retry-after')).toBe('5')
  })
})

describe('failureFrom', () => {
  it('maps an HttpError to its status and message', async () => {
    const response = failureFrom(badRequest('pageSize must be between 1 and 500.'))
    expect(response.status).toBe(400)
    expect(await response.json()).toEqual({ detail: 'fail', message: 'pageSize must be between 1 and 500.' })
  })

  it('maps notFound to 404', async () => {
    const response = failureFrom(notFound())
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'fail', message: 'Not found.' })
  })

  it('maps a custom HttpError status', () => {
    expect(failureFrom(new HttpError(409, 'Conflict.')).status).toBe(409)
  })

  it('maps a refused connection to 503 with Retry-After', async () => {
    const error = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    const response = failureFrom(error)
    expect(response.status).toBe(503)
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0)
    const body = (await response.json()) as { detail: string; message: string }
    expect(body.detail).toBe('fail')
    expect(body.message).not.toContain('ECONNREFUSED')
    expect(body.message).not.toContain('5432')
  })

  it('maps an error caused by a Postgres admin shutdown (57P01) to 503 with Retry-After', async () => {
    const cause = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })
    const response = failureFrom(new Error('Failed query: select 1', { cause }))
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).not.toBeNull()
    expect(((await response.json()) as { detail: string }).detail).toBe('fail')
  })

  it('maps an unknown Error to 500 without the stack trace or the original message', async () => {
    const spy = quietConsole()
    const error = new Error('relation "secret_table" does not exist at /srv/app/db.ts')
    const response = failureFrom(error)
    expect(response.status).toBe(500)
    const text = await response.text()
    const body = JSON.parse(text) as Record<string, unknown>
    expect(Object.keys(body).sort()).toEqual(['detail', 'message'])
    expect(body.detail).toBe('fail')
    expect(text).not.toContain('secret_table')
    expect(text).not.toContain('/srv/app')
    expect(text).not.toMatch(/\bat\s/)
    expect(text).not.toContain(error.stack ?? 'no stack')
    expect(response.headers.get('retry-after')).toBeNull()
    expect(spy).toHaveBeenCalled()
  })

  it('maps a thrown non-Error value to 500', async () => {
    quietConsole()
    const response = failureFrom('boom')
    expect(response.status).toBe(500)
    expect(await response.text()).not.toContain('boom')
  })
})

describe('legacyRoute', () => {
  it('answers GET with the success envelope around the handler result, given the awaited params', async () => {
    const route = legacyRoute<{ id: string }>(async (request, params) => ({
      id: params.id,
      path: new URL(request.url).pathname,
    }))
    const response = await route.GET(new Request('http://x/api/report/5/detail'), {
      params: Promise.resolve({ id: '5' }),
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ detail: 'success', data: { id: '5', path: '/api/report/5/detail' } })
  })

  it('answers GET with the mapped failure when the handler throws an HttpError', async () => {
    const route = legacyRoute(async () => {
      throw notFound()
    })
    const response = await route.GET(new Request('http://x/api/report/0/detail'), { params: Promise.resolve({}) })
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'fail', message: 'Not found.' })
  })

  it('answers GET with 503 when the handler hits an unavailable database', async () => {
    const route = legacyRoute(async () => {
      throw new Error('Connection terminated unexpectedly')
    })
    const response = await route.GET(new Request('http://x/api/report'), { params: Promise.resolve({}) })
    expect(response.status).toBe(503)
    expect(response.headers.get('retry-after')).not.toBeNull()
  })

  it('answers GET with 500 when the handler throws an unknown error', async () => {
    quietConsole()
    const route = legacyRoute(async () => {
      throw new TypeError('Cannot read properties of undefined (reading "docs")')
    })
    const response = await route.GET(new Request('http://x/api/report'), { params: Promise.resolve({}) })
    expect(response.status).toBe(500)
    expect(await response.text()).not.toContain('docs')
  })

  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'answers %s with 405, Allow: GET, HEAD and a fail envelope',
    async (method) => {
      let called = false
      const route = legacyRoute(async () => {
        called = true
        return 'should not run'
      })
      const response = await route[method]()
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, HEAD')
      const body = (await response.json()) as { detail: string; message: string }
      expect(body.detail).toBe('fail')
      expect(typeof body.message).toBe('string')
      expect(called).toBe(false)
    },
  )
})
