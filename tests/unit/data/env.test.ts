import { afterEach, beforeEach, describe, expect, it } from 'vitest'

import { ConfigError, databaseUrl, isProduction, payloadSecret } from '@/lib/env'

/** process.env without Next's readonly NODE_ENV typing. */
const env = process.env as Record<string, string | undefined>
const KEYS = ['APP_ENV', 'NODE_ENV', 'PAYLOAD_SECRET', 'DATABASE_URL'] as const
let saved: Record<string, string | undefined> = {}

beforeEach(() => {
  saved = Object.fromEntries(KEYS.map((key) => [key, env[key]]))
  for (const key of KEYS) delete env[key]
})

afterEach(() => {
  for (const key of KEYS) {
    if (saved[key] === undefined) delete env[key]
    else env[key] = saved[key]
  }
})

describe('isProduction', () => {
  it('is false with neither APP_ENV nor NODE_ENV', () => {
    expect(isProduction()).toBe(false)
  })

  it('counts a bare NODE_ENV=production', () => {
    env.NODE_ENV = 'production'
    expect(isProduction()).toBe(true)
  })

  it('is false for NODE_ENV=development or test', () => {
    env.NODE_ENV = 'development'
    expect(isProduction()).toBe(false)
    env.NODE_ENV = 'test'
    expect(isProduction()).toBe(false)
  })

  it('lets APP_ENV=development win over NODE_ENV=production', () => {
    env.NODE_ENV = 'production'
    env.APP_ENV = 'development'
    expect(isProduction()).toBe(false)
  })

  it('lets APP_ENV=production win over NODE_ENV=development', () => {
    env.NODE_ENV = 'development'
    env.APP_ENV = 'production'
    expect(isProduction()).toBe(true)
  })
})

describe('payloadSecret', () => {
  it('returns PAYLOAD_SECRET when set, in production too', () => {
    env.PAYLOAD_SECRET = 's3cr3t-value'
    expect(payloadSecret()).toBe('s3cr3t-value')
    env.APP_ENV = 'production'
    expect(payloadSecret()).toBe('s3cr3t-value')
  })

  it('throws a ConfigError mentioning PAYLOAD_SECRET in production without it', () => {
    env.APP_ENV = 'production'
    expect(() => payloadSecret()).toThrow(ConfigError)
    expect(() => payloadSecret()).toThrow(/PAYLOAD_SECRET/)
  })

  it('throws under a bare NODE_ENV=production without PAYLOAD_SECRET', () => {
    env.NODE_ENV = 'production'
    expect(() => payloadSecret()).toThrow(ConfigError)
  })

  it('treats an empty PAYLOAD_SECRET as missing in production', () => {
    env.APP_ENV = 'production'
    env.PAYLOAD_SECRET = ''
    expect(() => payloadSecret()).toThrow(/PAYLOAD_SECRET/)
  })

  it('returns a stable non-empty dev value outside production', () => {
    env.APP_ENV = 'development'
    const secret = payloadSecret()
    expect(secret.length).toBeGreaterThan(0)
    expect(payloadSecret()).toBe(secret)
  })

  it('returns the dev value when APP_ENV=development overrides NODE_ENV=production', () => {
    env.NODE_ENV = 'production'
    env.APP_ENV = 'development'
    expect(() => payloadSecret()).not.toThrow()
  })
})

describe('databaseUrl', () => {
  it('returns DATABASE_URL when set', () => {
    env.DATABASE_URL = 'postgres://user:pass@db.example:5432/site'
    expect(databaseUrl()).toBe('postgres://user:pass@db.example:5432/site')
  })

  it('throws a ConfigError mentioning DATABASE_URL when unset', () => {
    expect(() => databaseUrl()).toThrow(ConfigError)
    expect(() => databaseUrl()).toThrow(/DATABASE_URL/)
  })

  it('throws when DATABASE_URL is empty', () => {
    env.DATABASE_URL = ''
    expect(() => databaseUrl()).toThrow(ConfigError)
  })
})

describe('ConfigError', () => {
  it('is an Error named ConfigError', () => {
    const error = new ConfigError('x')
    expect(error).toBeInstanceOf(Error)
    expect(error.name).toBe('ConfigError')
  })
})
