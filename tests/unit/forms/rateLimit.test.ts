import { createHash, randomUUID } from 'node:crypto'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { clientAddress, clientKey } from '@/lib/guards/clientKey'
import { RateLimiter } from '@/lib/guards/rateLimit'

const HOUR = 3_600_000

/** A limit of its own (a fresh name: one store per name per process), on a fake clock. */
const limiter = (limit = 5, windowMs = HOUR) =>
  new RateLimiter({ name: `test-${randomUUID()}`, points: () => limit, windowMs: () => windowMs })

const advance = (ms: number) => vi.advanceTimersByTime(ms)

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('RateLimiter', () => {
  it('allows 5 submissions in an hour and refuses the 6th with the seconds until the window ends', async () => {
    const l = limiter()
    for (let i = 0; i < 5; i++) {
      expect((await l.take('a')).allowed).toBe(true)
      advance(60_000)
    }
    // The window began with the first, 5 minutes ago: it ends 55 minutes from now.
    expect(await l.take('a')).toEqual({ allowed: false, retryAfterSeconds: 55 * 60 })
  })

  it('numbers the takes of a window and tells when it began', async () => {
    const l = limiter()
    const first = await l.take('a')
    advance(5000)
    const second = await l.take('a')
    expect(first).toMatchObject({ allowed: true, count: 1, windowStartMs: 1_000_000 })
    expect(second).toMatchObject({ allowed: true, count: 2, windowStartMs: 1_000_000 })
  })

  it('starts afresh once the window has passed', async () => {
    const l = limiter()
    for (let i = 0; i < 5; i++) await l.take('a')
    advance(HOUR - 1000)
    expect((await l.take('a')).allowed).toBe(false)
    advance(1000)
    expect((await l.take('a')).allowed).toBe(true)
  })

  it('keeps clients apart', async () => {
    const l = limiter(1)
    expect((await l.take('a')).allowed).toBe(true)
    expect((await l.take('a')).allowed).toBe(false)
    expect((await l.take('b')).allowed).toBe(true)
  })

  it('gives a slot back when the failure was ours (release), once only', async () => {
    const l = limiter(2)
    const first = await l.take('a')
    expect((await l.take('a')).allowed).toBe(true)
    expect((await l.take('a')).allowed).toBe(false)
    if (!first.allowed) throw new Error('the first take was refused')
    await first.release()
    await first.release()
    expect((await l.take('a')).allowed).toBe(true)
    expect((await l.take('a')).allowed).toBe(false)
  })

  it('counts several points at once, and tells whether a take would pass without taking', async () => {
    const l = limiter(10)
    expect((await l.take('a', 8)).allowed).toBe(true)
    expect(await l.allows('a')).toBe(true)
    expect(await l.allows('a')).toBe(true)
    // Three more would pass the limit: refused, and not counted.
    expect((await l.take('a', 3)).allowed).toBe(false)
    expect(await l.allows('a')).toBe(true)
    expect((await l.take('a', 2)).allowed).toBe(true)
    expect(await l.allows('a')).toBe(false)
  })

  it('counts together wherever the same limit is declared (Next bundles a route more than once)', async () => {
    const name = `test-${randomUUID()}`
    const one = new RateLimiter({ name, points: () => 1, windowMs: () => HOUR })
    const other = new RateLimiter({ name, points: () => 1, windowMs: () => HOUR })
    expect((await one.take('a')).allowed).toBe(true)
    expect((await other.take('a')).allowed).toBe(false)
  })

  it('forgets a key on request', async () => {
    const l = limiter(1)
    await l.take('a')
    await l.forget('a')
    expect((await l.take('a')).allowed).toBe(true)
  })
})

describe('clientAddress', () => {
  const headers = (xff?: string) => new Headers(xff === undefined ? {} : { 'x-forwarded-for': xff })

  it('behind one trusted proxy, takes the address that proxy appended, not what the client wrote', () => {
    expect(clientAddress(headers('203.0.113.9'), 1)).toBe('203.0.113.9')
    expect(clientAddress(headers('1.2.3.4, 203.0.113.9'), 1)).toBe('203.0.113.9')
    expect(clientAddress(headers('1.2.3.4, 203.0.113.9, 10.0.0.2'), 2)).toBe('203.0.113.9')
  })

  it('without a trusted proxy, uses the header Next fills with the socket address', () => {
    expect(clientAddress(headers('::1'), 0)).toBe('::1')
    expect(clientAddress(headers(), 0)).toBe('unknown')
  })
})

describe('clientKey', () => {
  it('is an HMAC, not the address: the same on every instance (one site secret), different per address', () => {
    const h = (xff: string) => new Headers({ 'x-forwarded-for': xff })
    const key = clientKey(h('203.0.113.9'))
    // 43 base64url characters hold no dot, so no address; and it is keyed: not the plain SHA-256 of
    // the address, which anyone with a list of addresses could recompute. (A random key may well
    // contain "203": the old check for that failed once in a few thousand runs.)
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(key).not.toBe(createHash('sha256').update('203.0.113.9').digest('base64url'))
    expect(clientKey(h('203.0.113.9'))).toBe(key)
    expect(clientKey(h('203.0.113.10'))).not.toBe(key)
  })
})
