import { randomUUID } from 'node:crypto'

import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'

import { totpCode } from '../../src/lib/auth/secondFactor/totp'
import { sql } from '../helpers/db'
import { bearer, request } from '../helpers/http'
import { npmRun } from '../helpers/backup'
import { uniqueClient } from '../helpers/forms'
import { staffToken } from '../helpers/staff'

/**
 * The second factor of admins and compliance officers, over REST as the admin's sign-in uses it:
 * enrolment at the first sign-in (a QR code's secret and a ticket), codes from an authenticator
 * app (here: the same RFC 6238 computation), recovery codes, the lock after wrong codes, and the
 * admin's reset; each recorded in the staff audit log. The seed's dev accounts are exempt outside
 * production, which is why the rest of the suite signs in with passwords alone.
 */
type SecondFactor = { step: 'code' | 'enrol'; ticket?: string; secret?: string; uri?: string }
type Answer = {
  status: number
  retryAfter: string | null
  setCookie: string | null
  body: {
    token?: string
    user?: { recoveryCodes?: string[] }
    errors?: { message: string; data?: { secondFactor?: SecondFactor } }[]
  }
}

let admin = ''
const created: number[] = []

async function signIn(
  email: string,
  password: string,
  extra: Record<string, unknown> = {},
  language = 'en',
  origin?: string,
): Promise<Answer> {
  const res = await request('/api/users/login', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': language,
      'x-forwarded-for': uniqueClient(),
      ...(origin ? { origin } : {}),
    },
    body: JSON.stringify({ email, password, ...extra }),
  })
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    setCookie: res.headers.get('set-cookie'),
    body: (await res.json()) as Answer['body'],
  }
}

const stepOf = (answer: Answer) => answer.body.errors?.[0]?.data?.secondFactor

async function newOfficer(role: 'compliance' | 'editor' = 'compliance') {
  const email = `officer-${randomUUID().slice(0, 8)}@example.com`
  const password = `Second step ${randomUUID().slice(0, 8)}`
  const res = await request('/api/users', {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(admin) },
    body: JSON.stringify({ email, password, role, name: '2FA test' }),
  })
  expect(res.status, await res.clone().text()).toBe(201)
  const { doc } = (await res.json()) as { doc: { id: number } }
  created.push(doc.id)
  return { id: doc.id, email, password }
}

/** Enrols an account as its first sign-in does: the QR code's secret, then a code for it. */
async function enrol(account: { email: string; password: string }) {
  const first = await signIn(account.email, account.password)
  const { secret, ticket } = stepOf(first)!
  const done = await signIn(account.email, account.password, { enrolTicket: ticket!, code: await totpCode(secret!) })
  expect(done.status, JSON.stringify(done.body)).toBe(200)
  return { secret: secret!, recoveryCodes: done.body.user!.recoveryCodes!, token: done.body.token! }
}

const auditOf = (email: string) =>
  sql<{ action: string; actor_email: string | null }>(
    'SELECT action, actor_email FROM staff_audit_log WHERE subject_email = $1 ORDER BY id',
    [email],
  ).then((rows) => rows.map((row) => row.action))

beforeAll(async () => {
  admin = await staffToken('admin')
})

afterAll(async () => {
  for (const id of created) await request(`/api/users/${id}`, { method: 'DELETE', headers: bearer(admin) })
})

describe('a compliance officer’s first sign-in', () => {
  it('gets no session with the password alone: a QR code to enrol, in the officer’s language', async () => {
    const officer = await newOfficer()
    const answer = await signIn(officer.email, officer.password, {}, 'ko')
    expect(answer.status).toBe(401)
    expect(answer.body.token).toBeUndefined()
    expect(answer.setCookie ?? '').not.toContain('payload-token')
    expect(answer.body.errors?.[0]?.message).toContain('QR 코드')
    const step = stepOf(answer)!
    expect(step.step).toBe('enrol')
    expect(step.uri).toMatch(/^otpauth:\/\/totp\/.+secret=/)
    // A wrong code keeps the same QR code; the right one enrols, answering ten recovery codes once.
    const wrong = await signIn(officer.email, officer.password, { enrolTicket: step.ticket!, code: '000000' })
    expect(wrong.status).toBe(401)
    expect(stepOf(wrong)?.secret).toBe(step.secret)
    const done = await signIn(officer.email, officer.password, {
      enrolTicket: step.ticket!,
      code: await totpCode(step.secret!),
    })
    expect(done.status).toBe(200)
    expect(done.body.token).toBeTruthy()
    expect(done.body.user?.recoveryCodes).toHaveLength(10)
    const me = (await (await request('/api/users/me', { headers: bearer(done.body.token) })).json()) as {
      user: Record<string, unknown>
    }
    for (const hidden of ['totpSecret', 'recoveryCodes', 'totpLastStep']) expect(me.user).not.toHaveProperty(hidden)
    const [stored] = await sql<{ totp_secret: string }>(
      'SELECT totp_secret FROM staff_second_factors WHERE user_id = $1',
      [officer.id],
    )
    expect(stored!.totp_secret).not.toContain(step.secret!)
    expect(await auditOf(officer.email)).toEqual(['accountCreated', 'twoFactorEnrolled'])
  })
})

describe('signing in with the second factor', () => {
  it('asks for the code; takes a recovery code once; takes a fresh code once, not an old one', async () => {
    const officer = await newOfficer()
    const { secret, recoveryCodes } = await enrol(officer)
    const asked = await signIn(officer.email, officer.password)
    expect([asked.status, stepOf(asked)?.step]).toEqual([401, 'code'])

    const recovered = await signIn(officer.email, officer.password, { recoveryCode: recoveryCodes[0]! })
    expect(recovered.status).toBe(200)
    expect((await signIn(officer.email, officer.password, { recoveryCode: recoveryCodes[0]! })).status).toBe(401)

    // The enrolment spent this 30-second step's code. Rather than wait for the next step, the
    // account is set back as if it had enrolled a step earlier: this step's code is then fresh.
    const now = Math.floor(Date.now() / 1000)
    await sql('UPDATE staff_second_factors SET last_step = $2 WHERE user_id = $1', [
      officer.id,
      Math.floor(now / 30) - 1,
    ])
    // The previous step's code is old: refused, whatever the moment within this step.
    expect((await signIn(officer.email, officer.password, { code: await totpCode(secret, now - 30) })).status).toBe(401)
    const code = await totpCode(secret, now)
    const signed = await signIn(officer.email, officer.password, { code })
    expect(signed.status).toBe(200)
    const again = await signIn(officer.email, officer.password, { code })
    expect(again.status).toBe(401)
    expect(again.body.errors?.[0]?.message).toMatch(/already used/)
    expect(await auditOf(officer.email)).toEqual(['accountCreated', 'twoFactorEnrolled', 'recoveryCodeUsed'])
  })

  it('enrols once, takes one code once and one recovery code once, each sent three times at once', async () => {
    const officer = await newOfficer()
    const { secret, ticket } = stepOf(await signIn(officer.email, officer.password))!
    const enrolCode = await totpCode(secret!)
    const enrolments = await Promise.all(
      [1, 2, 3].map(() => signIn(officer.email, officer.password, { enrolTicket: ticket!, code: enrolCode })),
    )
    expect(enrolments.map((a) => a.status).sort()).toEqual([200, 401, 401])
    expect(enrolments.filter((a) => a.body.user?.recoveryCodes?.length === 10)).toHaveLength(1)

    // Another account: the refusals above count towards the first one's lock.
    const other = await newOfficer()
    const { secret: otherSecret, recoveryCodes } = await enrol(other)
    const now = Math.floor(Date.now() / 1000)
    await sql('UPDATE staff_second_factors SET last_step = $2 WHERE user_id = $1', [other.id, Math.floor(now / 30) - 1])
    const code = await totpCode(otherSecret, now)
    const sameCode = await Promise.all([1, 2, 3].map(() => signIn(other.email, other.password, { code })))
    expect(sameCode.map((a) => a.status).sort()).toEqual([200, 401, 401])
    const sameRecovery = await Promise.all(
      [1, 2, 3].map(() => signIn(other.email, other.password, { recoveryCode: recoveryCodes[1]! })),
    )
    expect(sameRecovery.map((a) => a.status).sort()).toEqual([200, 401, 401])
  })

  it('locks the second step after 5 wrong codes (429, Retry-After, recorded), even for the right code', async () => {
    const officer = await newOfficer()
    const { secret } = await enrol(officer)
    for (let i = 0; i < 5; i++)
      expect((await signIn(officer.email, officer.password, { code: '000000' })).status).toBe(401)
    const locked = await signIn(officer.email, officer.password, { code: await totpCode(secret) }, 'ko')
    expect(locked.status).toBe(429)
    expect(Number(locked.retryAfter)).toBeGreaterThan(0)
    expect(locked.body.errors?.[0]?.message).toContain('잠깁니다')
    // Recorded as soon as the refused sign-in's transaction has ended.
    await expect.poll(() => auditOf(officer.email)).toContain('twoFactorLocked')
  })
})

describe('an editor’s own choice', () => {
  it('an editor turns the second step on for themselves, not for another; their next sign-in enrols', async () => {
    const editor = await newOfficer('editor')
    const other = await newOfficer('editor')
    const signed = await signIn(editor.email, editor.password)
    expect(signed.status).toBe(200)
    const want = (id: number) =>
      request(`/api/users/${id}`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', ...bearer(signed.body.token) },
        body: JSON.stringify({ secondFactorWanted: true }),
      })
    expect((await want(other.id)).status).toBe(403)
    expect((await want(editor.id)).status).toBe(200)
    const next = await signIn(editor.email, editor.password)
    expect([next.status, stepOf(next)?.step]).toEqual([401, 'enrol'])
    expect((await signIn(other.email, other.password)).status).toBe(200)
    // An admin's reset turns an editor's second step off again: the password alone signs in.
    await enrol(editor)
    const reset = await request(`/api/users/${editor.id}/second-factor/reset`, {
      method: 'POST',
      headers: bearer(admin),
    })
    expect(reset.status).toBe(200)
    expect((await signIn(editor.email, editor.password)).status).toBe(200)
  })
})

describe('resetting a second factor', () => {
  it('an editor is refused (403, recorded); an admin resets it and the next sign-in enrols again', async () => {
    const officer = await newOfficer()
    await enrol(officer)
    const editor = await staffToken('editor')
    const refused = await request(`/api/users/${officer.id}/second-factor/reset`, {
      method: 'POST',
      headers: bearer(editor),
    })
    expect(refused.status).toBe(403)
    const reset = await request(`/api/users/${officer.id}/second-factor/reset`, {
      method: 'POST',
      headers: bearer(admin),
    })
    expect(reset.status).toBe(200)
    const next = await signIn(officer.email, officer.password)
    expect([next.status, stepOf(next)?.step]).toEqual([401, 'enrol'])
    expect(await auditOf(officer.email)).toEqual([
      'accountCreated',
      'twoFactorEnrolled',
      'twoFactorResetRefused',
      'twoFactorReset',
    ])
  })

  it('an operator resets it from the server when no admin can: the next sign-in enrols again, recorded', async () => {
    const officer = await newOfficer()
    await enrol(officer)
    const env = { DATABASE_URL: inject('databaseUrl'), NEXT_BUILD_DIR: '.next' }
    const unknown = await npmRun('reset-second-factor', ['nobody@example.com'], env)
    expect([unknown.code, unknown.stderr.trim()]).toEqual([
      1,
      'No staff account has the email nobody@example.com; nothing was changed.',
    ])
    const run = await npmRun('reset-second-factor', [officer.email.toUpperCase()], env)
    expect(run.code, run.stderr).toBe(0)
    expect(run.stdout).toContain(`The second factor of ${officer.email} was reset`)
    const next = await signIn(officer.email, officer.password)
    expect([next.status, stepOf(next)?.step]).toEqual([401, 'enrol'])
    const [entry] = await sql<{ actor_email: string }>(
      "SELECT actor_email FROM staff_audit_log WHERE subject_email = $1 AND action = 'twoFactorReset'",
      [officer.email],
    )
    expect(entry?.actor_email).toMatch(/^server shell \(/)
  })
})

describe('passkeys, refused as they should be', () => {
  // The browser test (passkey.e2e) adds one and signs in with it through Chromium's authenticator.
  const localhost = inject('baseUrl').replace('127.0.0.1', 'localhost')
  const passkeys = (token: string, path = '', init: RequestInit = {}, origin = localhost) =>
    request(`/api/users/me/passkeys${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        'accept-language': 'en',
        origin,
        ...bearer(token),
        ...init.headers,
      },
    })
  const message = async (res: Response) => ((await res.json()) as Answer['body']).errors?.[0]?.message

  it('a forged or empty passkey answer is a wrong second step: 401 with the code step, counted', async () => {
    const officer = await newOfficer()
    await enrol(officer)
    const forged = [
      { passkeyTicket: 'not a ticket', passkey: { id: 'abc', rawId: 'abc', type: 'public-key', response: {} } },
      { passkey: 'a string' },
      { passkeyTicket: 'x'.repeat(5000), passkey: [1, 2, 3] },
    ]
    for (const extra of forged) {
      const answer = await signIn(officer.email, officer.password, extra, 'en', localhost)
      expect([answer.status, stepOf(answer)?.step, answer.body.token]).toEqual([401, 'code', undefined])
      expect(answer.body.errors?.[0]?.message).toMatch(/passkey could not confirm/)
    }
    // Three of the five wrong steps are spent: two more lock it.
    for (let i = 0; i < 2; i++) await signIn(officer.email, officer.password, { code: '000000' })
    expect((await signIn(officer.email, officer.password, { passkey: {} }, 'en', localhost)).status).toBe(429)
  })

  it('adding one needs a session, the site’s own address, the app set up, and a real answer', async () => {
    expect((await request('/api/users/me/passkeys')).status).toBe(401)
    expect((await request('/api/users/me/passkeys/options', { method: 'POST' })).status).toBe(403)
    const editor = await staffToken('editor')
    const noApp = await passkeys(editor, '/options', { method: 'POST' })
    expect([noApp.status, await message(noApp)]).toEqual([409, expect.stringMatching(/authenticator app first/)])

    const officer = await newOfficer()
    const { token, secret } = await enrol(officer)
    const elsewhere = await passkeys(token, '/options', { method: 'POST' }, inject('baseUrl'))
    expect([elsewhere.status, await message(elsewhere)]).toEqual([400, expect.stringMatching(/site's own address/)])
    // Adding one asks for the app's code: none, or a wrong one, is refused (and counted).
    const noCode = await passkeys(token, '/options', { method: 'POST' })
    expect([noCode.status, await message(noCode)]).toEqual([400, expect.stringMatching(/code from your authenticator/)])
    const wrongCode = await passkeys(token, '/options', { method: 'POST', body: JSON.stringify({ code: '000000' }) })
    expect([wrongCode.status, await message(wrongCode)]).toEqual([400, expect.stringMatching(/not right/)])
    const now = Math.floor(Date.now() / 1000)
    await sql('UPDATE staff_second_factors SET last_step = $2 WHERE user_id = $1', [
      officer.id,
      Math.floor(now / 30) - 1,
    ])
    const code = JSON.stringify({ code: await totpCode(secret, now) })
    const asked = await passkeys(token, '/options', { method: 'POST', body: code })
    expect(asked.status).toBe(200)
    const { options, ticket } = (await asked.json()) as {
      options: { rp: { id: string }; challenge: string }
      ticket: string
    }
    expect(options.rp.id).toBe('localhost')
    expect(ticket).not.toContain(options.challenge)

    const garbage = [
      { ticket, response: { id: 'x', response: {} } },
      { ticket: 'forged', response: {} },
      { ticket, response: 'not an answer' },
    ]
    for (const body of garbage) {
      const res = await passkeys(token, '', { method: 'POST', body: JSON.stringify(body) })
      expect([res.status, await message(res)]).toEqual([400, 'The passkey was not accepted. Try adding it again.'])
    }
    for (const id of ['999999999', '99999999999', '1.5', 'abc', '-1']) {
      const unknown = await passkeys(token, `/${id}`, { method: 'DELETE' })
      expect([id, unknown.status]).toEqual([id, 404])
    }
    const listed = (await (await passkeys(token)).json()) as { passkeys: unknown[]; appEnrolled: boolean }
    expect(listed).toEqual({ passkeys: [], appEnrolled: true })
    expect(await auditOf(officer.email)).toEqual(['accountCreated', 'twoFactorEnrolled'])
  })

  it('a reset removes the account’s passkeys with its app', async () => {
    const officer = await newOfficer()
    await enrol(officer)
    await sql(
      "INSERT INTO staff_passkeys (user_id, credential_id, public_key, name) VALUES ($1, $2, 'key', 'Laptop')",
      [officer.id, `cred-${officer.id}`],
    )
    const reset = await request(`/api/users/${officer.id}/second-factor/reset`, {
      method: 'POST',
      headers: bearer(admin),
    })
    expect(reset.status).toBe(200)
    expect(await sql('SELECT id FROM staff_passkeys WHERE user_id = $1', [officer.id])).toEqual([])
  })
})
