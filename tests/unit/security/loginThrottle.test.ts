import { randomUUID } from 'node:crypto'

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

import { passwordTurn, passwordTurnLoad, TURN_MS } from '@/lib/auth/passwordTurn'
import {
  attemptStartMs,
  countResetMail,
  CLIENT_FAILURES,
  gapAfterMs,
  PAIR_MAX_DELAY_MS,
  startResetRequest,
  startSignIn,
  RESET_MAILS_PER_ACCOUNT,
  RESET_REQUESTS,
  resetMailLeft,
} from '@/lib/auth/loginThrottle'

const fresh = () => randomUUID()

beforeEach(() => {
  vi.useFakeTimers({ now: 5_000_000 })
})
afterEach(() => {
  vi.useRealTimers()
})

describe('login throttle', () => {
  it('lets a client fail three times on an account freely, then doubles the gap from 1 s up to 8 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8].map(gapAfterMs)).toEqual([0, 0, 1000, 2000, 4000, 8000, 8000, 8000])
    expect(PAIR_MAX_DELAY_MS).toBe(8000)
    // The n-th attempt of a window starts after every gap before it.
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => attemptStartMs(0, n))).toEqual([0, 0, 0, 1000, 3000, 7000, 15000])
  })

  it('runs attempts sent at once one after another: each waits for the gaps before it', async () => {
    const client = fresh()
    const email = `${fresh()}@example.com`
    const attempts = await Promise.all(
      Array.from({ length: 6 }, (_, i) => startSignIn(client, i % 2 ? email.toUpperCase() : ` ${email} `)),
    )
    expect(attempts.map((a) => (a.allowed ? a.delayMs : -1))).toEqual([0, 0, 0, 1000, 3000, 7000])
  })

  it('keys the wait by client and account: a stranger never slows the owner, a success starts afresh', async () => {
    const email = `${fresh()}@example.com`
    const stranger = fresh()
    for (let i = 0; i < 5; i++) await startSignIn(stranger, email)
    expect(await startSignIn(fresh(), email), 'the owner elsewhere').toMatchObject({ allowed: true, delayMs: 0 })
    const sixth = await startSignIn(stranger, email)
    expect(sixth).toMatchObject({ allowed: true, delayMs: 7000 })
    if (sixth.allowed) await sixth.forgive()
    expect(await startSignIn(stranger, email)).toMatchObject({ allowed: true, delayMs: 0 })
  })

  it('does not make a slow typist wait: the schedule counts from the window start', async () => {
    const client = fresh()
    const email = `${fresh()}@example.com`
    for (let i = 0; i < 4; i++) {
      await startSignIn(client, email)
      vi.advanceTimersByTime(30_000)
    }
    expect(await startSignIn(client, email)).toMatchObject({ allowed: true, delayMs: 0 })
  })

  it('refuses a client after its failures, not after its successes', async () => {
    const client = fresh()
    for (let i = 0; i < CLIENT_FAILURES * 2; i++) {
      const success = await startSignIn(client, `${fresh()}@example.com`)
      if (success.allowed) await success.forgive()
    }
    for (let i = 0; i < CLIENT_FAILURES; i++)
      expect((await startSignIn(client, `${fresh()}@example.com`)).allowed).toBe(true)
    const refused = await startSignIn(client, `${fresh()}@example.com`)
    expect(refused).toEqual({ allowed: false, retryAfterSeconds: 15 * 60 })
  })

  it('allows a client five reset requests an hour', async () => {
    const client = fresh()
    for (let i = 0; i < RESET_REQUESTS; i++) expect(await startResetRequest(client)).toBeNull()
    expect(await startResetRequest(client)).toBe(3600)
  })

  it('mails one account at most three reset links an hour, counting mails sent, whatever the letter case', async () => {
    const email = `${fresh()}@example.com`
    expect(RESET_MAILS_PER_ACCOUNT).toBe(3)
    // Asking does not count: only a mail sent does.
    for (let i = 0; i < 4; i++) expect(await resetMailLeft(email)).toBe(true)
    for (const sent of [email, email.toUpperCase(), ` ${email} `]) {
      expect(await resetMailLeft(sent)).toBe(true)
      await countResetMail(sent)
    }
    expect(await resetMailLeft(email)).toBe(false)
    expect(await resetMailLeft(`${fresh()}@example.com`), 'another account').toBe(true)
    vi.advanceTimersByTime(3600_000)
    expect(await resetMailLeft(email), 'an hour later').toBe(true)
  })
})

describe('one password check at a time', () => {
  it('gives turns in order, one at a time; a turn ends once however often it is ended, or by itself', async () => {
    vi.useFakeTimers()
    try {
      const order: string[] = []
      const first = await passwordTurn()
      const second = passwordTurn().then((done) => (order.push('second'), done))
      const third = passwordTurn().then((done) => (order.push('third'), done))
      await Promise.resolve()
      expect(passwordTurnLoad()).toEqual({ running: 1, waiting: 2 })
      first()
      first()
      const secondDone = await second
      expect(order).toEqual(['second'])
      expect(passwordTurnLoad()).toEqual({ running: 1, waiting: 1 })
      // A turn nobody ends (a path that missed both hooks) is given back after TURN_MS.
      await vi.advanceTimersByTimeAsync(TURN_MS)
      const thirdDone = await third
      expect(order).toEqual(['second', 'third'])
      secondDone()
      thirdDone()
      expect(passwordTurnLoad()).toEqual({ running: 0, waiting: 0 })
    } finally {
      vi.useRealTimers()
    }
  })
})
