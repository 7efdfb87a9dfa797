import fs from 'node:fs'
import path from 'node:path'
import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, it } from 'vitest'

import { startAppServer, type AppServer } from '../../tooling/appServer'
import { inquiriesWith, newMarker, submit, uniqueClient, validInquiry } from '../helpers/forms'
import { secondServerEnv } from '../helpers/secondServer'

/**
 * A server with no proxy it trusts (TRUST_PROXY unset, the default): the client is the
 * connection, whatever X-Forwarded-For says. Every request here comes from 127.0.0.1, each with a
 * new forged header, and the limits still count one client.
 */
const scratch = fs.mkdtempSync(path.resolve('.test-data', 'client-address-'))
let app: AppServer

beforeAll(async () => {
  app = await startAppServer(secondServerEnv(scratch, { TRUST_PROXY: undefined }))
}, 180_000)

afterAll(async () => {
  await app?.stop()
  fs.rmSync(scratch, { recursive: true, force: true })
})

const post = (route: string, body: unknown, forged: string) =>
  fetch(`${app.baseUrl}${route}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', 'x-forwarded-for': forged },
    body: JSON.stringify(body),
  })

describe('with no trusted proxy, a forged X-Forwarded-For makes no one a new client', () => {
  it('the 6th form submission within the hour is refused with Retry-After, and nothing of it is kept', async () => {
    const marker = newMarker('forged-xff')
    for (let i = 1; i <= 5; i++) {
      const res = await submit('other', { baseUrl: app.baseUrl, fields: validInquiry('other', marker) })
      expect(res.status, `submission ${i} (forged header ${i})`).toBe(200)
    }
    const sixth = await submit('other', { baseUrl: app.baseUrl, fields: validInquiry('other', marker), lang: 'en' })
    expect(sixth.status).toBe(429)
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(3500)
    expect(sixth.body).toEqual({
      detail: 'fail',
      message: 'Too many submissions in a short time. Please send it again in 60 min.',
    })
    expect(await inquiriesWith(marker)).toHaveLength(5)
  })

  it('failed sign-ins: the 21st within 15 minutes is refused, however the header changes', async () => {
    // Unknown emails, sent at once: each costs a password hash, and no account's own wait applies.
    const answers = await Promise.all(
      Array.from({ length: 21 }, () =>
        post(
          '/api/users/login',
          { email: `nobody-${randomUUID().slice(0, 8)}@example.com`, password: 'Wrong 1' },
          uniqueClient(),
        ),
      ),
    )
    const statuses = answers.map((res) => res.status).sort()
    expect(statuses).toEqual([...Array(20).fill(401), 429])
    const refused = answers.find((res) => res.status === 429)!
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect(JSON.stringify(await refused.json())).toMatch(/Too many failed sign-ins from this connection/)
  })

  it('password-reset requests: the 6th within the hour is refused, however the header changes', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        post('/api/users/forgot-password', { email: `nobody-${randomUUID().slice(0, 8)}@example.com` }, uniqueClient()),
      ),
    )
    expect(answers.map((res) => res.status).sort()).toEqual([200, 200, 200, 200, 200, 429])
  })
})
