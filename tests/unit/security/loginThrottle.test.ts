import { randomUUID } from 'node:crypto'

import { describe, expect, it } from 'vitest'

import {
  ACCOUNT_MAX_DELAY_MS,
  countResetMail,
  accountDelayMs,
  CLIENT_FAILURES,
  startResetRequest,
  startSignIn,
  RESET_MAILS_PER_ACCOUNT,
  RESET_REQUESTS,
  resetMailLeft,
} from '@/lib/auth/loginThrottle'

const fresh = () => randomUUID()

describe('login throttle', () => {
  it('lets an account fail three times freely, then doubles the wait from 1 s up to 8 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(accountDelayMs)).toEqual([0, 0, 0, 1000, 2000, 4000, 8000, 8000])
    expect(ACCOUNT_MAX_DELAY_MS).toBe(8000)
  })

  it('counts every attempt on an email, whatever the client and the letter case; a success clears it', () => {
    const email = `${fresh()}@example.com`
    for (let i = 0; i < 3; i++) {
      const attempt = startSignIn(fresh(), i % 2 ? email.toUpperCase() : email)
      expect(attempt).toMatchObject({ allowed: true, delayMs: 0 })
    }
    const fourth = startSignIn(fresh(), ` ${email} `)
    expect(fourth).toMatchObject({ allowed: true, delayMs: 1000 })
    if (fourth.allowed) fourth.forgive()
    expect(startSignIn(fresh(), email)).toMatchObject({ allowed: true, delayMs: 0 })
  })

  it('refuses a client after its failures, not after its successes', () => {
    const client = fresh()
    for (let i = 0; i < CLIENT_FAILURES * 2; i++) {
      const success = startSignIn(client, `${fresh()}@example.com`)
      if (success.allowed) success.forgive()
    }
    for (let i = 0; i < CLIENT_FAILURES; i++) expect(startSignIn(client, `${fresh()}@example.com`).allowed).toBe(true)
    const refused = startSignIn(client, `${fresh()}@example.com`)
    expect(refused.allowed).toBe(false)
    if (!refused.allowed) expect(refused.retryAfterSeconds).toBeGreaterThan(0)
  })

  it('allows a client five reset requests an hour', () => {
    const client = fresh()
    for (let i = 0; i < RESET_REQUESTS; i++) expect(startResetRequest(client)).toBeNull()
    expect(startResetRequest(client)).toBeGreaterThan(0)
  })

  it('mails one account at most three reset links an hour, counting mails sent, whatever the letter case', () => {
    const email = `${fresh()}@example.com`
    expect(RESET_MAILS_PER_ACCOUNT).toBe(3)
    // Asking does not count: only a mail sent does.
    expect([1, 2, 3, 4].map(() => resetMailLeft(email))).toEqual([true, true, true, true])
    for (const sent of [email, email.toUpperCase(), ` ${email} `]) {
      expect(resetMailLeft(sent)).toBe(true)
      countResetMail(sent)
    }
    expect(resetMailLeft(email)).toBe(false)
    expect(resetMailLeft(`${fresh()}@example.com`), 'another account').toBe(true)
  })
})
