import { createHash } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import { clientAddress, clientKey } from '@/lib/guards/clientKey'
import { RateLimiter } from '@/lib/guards/rateLimit'

const HOUR = 3_600_000

function limiter(limit = 5, windowMs = HOUR) {
  let now = 1_000_000
  const l = new RateLimiter(
    () => limit,
    () => windowMs,
    () => now,
  )
  return { l, advance: (ms: number) => (now += ms) }
}

describe('RateLimiter', () => {
  it('allows 5 submissions in an hour and refuses the 6th with the seconds until a slot frees', () => {
    const { l, advance } = limiter()
    for (let i = 0; i < 5; i++) {
      expect(l.take('a').allowed).toBe(true)
      advance(60_000)
    }
    // The first was taken 5 minutes ago: it frees 55 minutes from now.
    expect(l.take('a')).toEqual({ allowed: false, retryAfterSeconds: 55 * 60 })
  })

  it('slides: once the oldest submission is an hour old, one more is allowed', () => {
    const { l, advance } = limiter()
    l.take('a')
    advance(600_000)
    for (let i = 0; i < 4; i++) l.take('a')
    advance(HOUR - 600_000 - 1)
    expect(l.take('a').allowed).toBe(false)
    advance(1)
    expect(l.take('a').allowed).toBe(true)
    expect(l.take('a').allowed).toBe(false)
  })

  it('keeps clients apart', () => {
    const { l } = limiter(1)
    expect(l.take('a').allowed).toBe(true)
    expect(l.take('a').allowed).toBe(false)
    expect(l.take('b').allowed).toBe(true)
  })

  it('gives a slot back when the failure was ours (release), once only', () => {
    const { l } = limiter(2)
    const first = l.take('a')
    expect(l.take('a').allowed).toBe(true)
    expect(l.take('a').allowed).toBe(false)
    if (!first.allowed) throw new Error('first must be allowed')
    first.release()
    first.release()
    expect(l.take('a').allowed).toBe(true)
    expect(l.take('a').allowed).toBe(false)
  })

  it('reads its limit and window at each call (environment changes apply without a restart)', () => {
    let limit = 1
    const l = new RateLimiter(
      () => limit,
      () => HOUR,
      () => 0,
    )
    expect(l.take('a').allowed).toBe(true)
    expect(l.take('a').allowed).toBe(false)
    limit = 3
    expect(l.take('a').allowed).toBe(true)
  })

  it('forgets clients whose window has passed when it tracks too many', () => {
    const { l, advance } = limiter(5, 1000)
    for (let i = 0; i < 100_001; i++) l.take(`k${i}`)
    advance(2000)
    l.take('fresh')
    expect(l.size).toBe(1)
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
  it('is an HMAC, not the address: stable within the process, different per address', () => {
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
