import { randomUUID } from 'node:crypto'

import { describe, expect, it, vi } from 'vitest'

import { fromRequestError, StatusError } from '@/lib/reports/status/errors'
import { asStatusError } from '@/lib/reports/status/failure'
import { Attempt, FAILURE_LIMIT } from '@/lib/reports/status/throttle'
import { formatDateTime } from '@/lib/seoulDate'
import { RequestError } from '@/lib/guards/errors'
import { isPrivatePage } from '@/lib/site/privatePages'
import { sitemapStaticPaths } from '@/lib/site/sitemap'

describe('the wrong-attempt throttle of the status page', () => {
  it('counts an attempt before its check: the 11th within the window is refused with the seconds left', async () => {
    const caseNumber = `E-TEST-${randomUUID()}`
    for (let i = 0; i < FAILURE_LIMIT; i++) expect(await new Attempt().takeCase(caseNumber)).toBeNull()
    const refused = await new Attempt().takeCase(caseNumber)
    expect(refused).toBeGreaterThan(3590)
    expect(refused).toBeLessThanOrEqual(3600)
  })

  it('gives the count back when the attempt was right (or no attempt at all)', async () => {
    const client = randomUUID()
    for (let i = 0; i < FAILURE_LIMIT * 3; i++) {
      const attempt = new Attempt()
      expect(await attempt.takeClient(client)).toBeNull()
      await attempt.forgive()
    }
    for (let i = 0; i < FAILURE_LIMIT; i++) expect(await new Attempt().takeClient(client)).toBeNull()
    expect(await new Attempt().takeClient(client)).not.toBeNull()
  })

  it('keeps cases and clients apart, and one case per case number', async () => {
    const key = randomUUID()
    for (let i = 0; i < FAILURE_LIMIT; i++) await new Attempt().takeClient(key)
    expect(await new Attempt().takeClient(key)).not.toBeNull()
    expect(await new Attempt().takeCase(key)).toBeNull()
    expect(await new Attempt().takeCase(`${key}-other`)).toBeNull()
  })
})

describe('status errors', () => {
  it('takes over the multipart reader’s refusals with their status', () => {
    const error = fromRequestError(new RequestError('fileRefused', { file: 'fileType' }))
    expect(error).toBeInstanceOf(StatusError)
    expect([error?.code, error?.status, error?.fieldErrors]).toEqual(['fileRefused', 400, { file: 'fileType' }])
    expect(new StatusError('wrongCredentials').status).toBe(401)
    expect(new StatusError('locked', undefined, 60).status).toBe(429)
    expect(fromRequestError(new Error('x'))).toBeUndefined()
  })
})

describe('failures of our own', () => {
  it('the database out of reach is a 503, not a 500', () => {
    const down = asStatusError(
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    )
    expect([down.code, down.status]).toEqual(['unavailable', 503])
  })

  it('anything unexpected is logged by its name and code only, never its message (it may quote what the reporter sent)', () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      const error = asStatusError(
        Object.assign(new TypeError('Failed query: insert … params: E-20260101-ABCDEF,secret words'), {
          code: '23505',
        }),
      )
      expect([error.code, error.status]).toEqual(['unexpected', 500])
      expect(JSON.stringify(log.mock.calls)).not.toMatch(/secret words|E-2026/)
      expect(JSON.stringify(log.mock.calls)).toContain('TypeError')
    } finally {
      log.mockRestore()
    }
  })
})

describe('the status page is a private page', () => {
  it('is answered with the private headers in both languages', () => {
    for (const path of [
      '/information-center/status',
      '/en/information-center/status',
      '/information-center/status/',
      '/information-center/report',
      '/en/information-center/consult',
    ])
      expect(isPrivatePage(path), path).toBe(true)
    for (const path of ['/', '/en', '/information-center/statuses', '/information-center', '/question/press'])
      expect(isPrivatePage(path), path).toBe(false)
  })

  it('is kept out of the sitemap', () => {
    expect(sitemapStaticPaths).not.toContain('/information-center/status')
  })
})

describe('dates on the status page', () => {
  it('are Seoul dates and times', () => {
    expect(formatDateTime('2026-03-01T15:30:00.000Z')).toBe('2026.03.02 00:30')
    expect(formatDateTime('2026-03-01T15:30:00.000Z', false)).toBe('2026.03.02')
    expect(formatDateTime('not a date')).toBe('')
  })
})
