import { pbkdf2Sync, randomUUID } from 'node:crypto'

import { afterAll, describe, expect, inject, it } from 'vitest'

import { devAccounts } from '../../seed/devAccounts'
import { passwordHashParameters } from '../../src/lib/auth/loginThrottle'
import { startAppServer } from '../../tooling/appServer'
import { sql } from '../helpers/db'
import { uniqueClient } from '../helpers/forms'
import { bearer, login, request } from '../helpers/http'
import { mailsIn } from '../helpers/mail'

/**
 * Staff passwords, the session cookie, cross-site requests carrying an
 * editor's cookie, and who may run the job queues over HTTP. Real HTTP to the running app (and,
 * for SERVER_URL, a second server of the same build on the same database).
 */
const dev = (role: 'admin' | 'editor' | 'compliance') => devAccounts.find((a) => a.role === role)!
const json = (body: unknown, token?: string, language = 'en'): RequestInit => ({
  headers: { 'content-type': 'application/json', 'accept-language': language, ...bearer(token) },
  body: JSON.stringify(body),
})

const created: number[] = []
afterAll(async () => {
  const admin = await login(dev('admin').email, dev('admin').password)
  for (const id of created) await request(`/api/users/${id}`, { method: 'DELETE', headers: bearer(admin) })
})

async function createStaff(password: string, language = 'en') {
  const admin = await login(dev('admin').email, dev('admin').password)
  const email = `staff-${randomUUID().slice(0, 8)}@example.com`
  const res = await request('/api/users', {
    method: 'POST',
    ...json({ email, password, role: 'editor', name: 'Password test' }, admin, language),
  })
  const body = (await res.json()) as { doc?: { id: number } }
  if (body.doc) created.push(body.doc.id)
  return { res, body, email }
}

describe('staff passwords', () => {
  it('refuses fewer than 12 characters and a common password, in the editor language, and stores nothing', async () => {
    const short = await createStaff('Xk3!pq9#Lm2')
    expect(short.res.status).toBe(400)
    expect(JSON.stringify(short.body)).toContain('at least 12 characters')

    const common = await createStaff('Password2024!', 'ko')
    expect(common.res.status).toBe(400)
    expect(JSON.stringify(common.body)).toContain('너무 흔해서 쉽게 추측되는 비밀번호입니다')

    const rows = await sql('select 1 from users where email = any($1)', [[short.email, common.email]])
    expect(rows).toHaveLength(0)
  })

  it('accepts a long uncommon one, and refuses weakening it later (the old one still signs in)', async () => {
    const password = `Newsroom desk ${randomUUID().slice(0, 6)}`
    const { res, body, email } = await createStaff(password)
    expect(res.status).toBe(201)
    const token = await login(email, password)

    const weaker = await request(`/api/users/${body.doc!.id}`, {
      method: 'PATCH',
      ...json({ password: 'qwerty123456' }, token),
    })
    expect(weaker.status).toBe(400)
    expect(JSON.stringify(await weaker.json())).toContain('too common')
    await expect(login(email, password)).resolves.toBeTruthy()
  })

  it('refuses a weak password on reset too, and the reset token stays usable for a strong one', async () => {
    const password = `Reset desk ${randomUUID().slice(0, 8)}`
    const { email } = await createStaff(password)
    const forgot = await request('/api/users/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': uniqueClient() },
      body: JSON.stringify({ email }),
    })
    expect(forgot.status).toBe(200)
    const [row] = await sql<{ reset_password_token: string }>(
      'select reset_password_token from users where email = $1',
      [email],
    )
    const token = row!.reset_password_token

    const weak = await request('/api/users/reset-password', { method: 'POST', ...json({ token, password: 'short1!' }) })
    expect(weak.status).toBe(400)
    expect(JSON.stringify(await weak.json())).toContain('at least 12 characters')
    await expect(login(email, password)).resolves.toBeTruthy()

    const strong = `Another desk ${randomUUID().slice(0, 8)}`
    const reset = await request('/api/users/reset-password', { method: 'POST', ...json({ token, password: strong }) })
    expect(reset.status).toBe(200)
    await expect(login(email, strong)).resolves.toBeTruthy()
  })
})

/** One sign-in through REST from a given client address (the app under test trusts one proxy: the header is the client). */
async function signIn(email: string, password: string, client: string, extraHeaders: Record<string, string> = {}) {
  const started = performance.now()
  const res = await request('/api/users/login', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      'x-forwarded-for': client,
      ...extraHeaders,
    },
    body: JSON.stringify({ email, password }),
  })
  const body = (await res.json()) as Record<string, unknown>
  return { status: res.status, body, retryAfter: res.headers.get('retry-after'), ms: performance.now() - started }
}

/** What a client reads in a refused sign-in: the error's name, its language, and whether its data agrees with Retry-After. */
function refusalShape(answer: Awaited<ReturnType<typeof signIn>>) {
  const [error] = (
    answer.body as { errors: { name?: string; message: string; data?: { retryAfterSeconds?: number } }[] }
  ).errors
  return {
    name: error.name,
    english: /^Too many failed sign-ins from this connection\. Please try again in \d+ minutes\.$/.test(error.message),
    retryAfterMatches: error.data?.retryAfterSeconds === Number(answer.retryAfter),
  }
}

describe('signing in: throttled and slowed, never locked, and no account told apart', () => {
  it('an unknown email and a wrong password get the same 401, after the same password work', async () => {
    const client = uniqueClient()
    const accounts = devAccounts.map((a) => a.email)
    for (let i = 0; i < 5; i++) {
      // At most two failures per real account: below the point where an account starts to wait.
      const a = await signIn(`nobody-${randomUUID().slice(0, 8)}@example.com`, 'Wrong password 1', client)
      const b = await signIn(accounts[i % accounts.length]!, 'Wrong password 1', client)
      expect([a.status, b.status]).toEqual([401, 401])
      expect(a.body).toEqual(b.body)
    }
    // Before, an unknown email was answered in ~10 ms against ~250 ms for a wrong password. The
    // unknown email now spends PBKDF2 with the parameters read off a real account's hash: those
    // parameters must derive that account's stored hash from its password, exactly as Payload's
    // own check does, or the two answers would take different times again.
    const [editor] = await sql<{ hash: string; salt: string }>('SELECT hash, salt FROM users WHERE email = $1', [
      dev('editor').email,
    ])
    const { iterations, keyLength } = passwordHashParameters(editor!.hash)
    const derived = pbkdf2Sync(dev('editor').password, editor!.salt, iterations, keyLength, 'sha256').toString('hex')
    expect(editor!.hash.endsWith(derived)).toBe(true)
  })

  it('guesses sent at once on one account run one after another; the owner elsewhere signs in at once', async () => {
    const password = `Slowed desk ${randomUUID().slice(0, 8)}`
    const { email } = await createStaff(password)
    const guesser = uniqueClient()
    const sent = performance.now()
    // Six at once: three free, then gaps of 1, 2 and 4 s, so the sixth starts 7 s after the first.
    const guesses = Promise.all(Array.from({ length: 6 }, () => signIn(email, 'Not the password', guesser)))
    const owner = await signIn(email, password, uniqueClient())
    const ownerDone = performance.now() - sent
    const answers = await guesses
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(401))
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeGreaterThanOrEqual(7000)
    // The stranger's guesses did not make the owner wait for them.
    expect(owner.status).toBe(200)
    expect(ownerDone).toBeLessThan(Math.max(...answers.map((answer) => answer.ms)))
    // The guesser, with the right password now, waits its turn but is not locked out either.
    const late = await signIn(email, password, guesser)
    expect(late.status).toBe(200)
    expect(late.ms).toBeGreaterThanOrEqual(950)
  })

  it('100 sign-ins for unknown emails from one client: 20 are checked, the other 80 refused before any password work', async () => {
    const client = uniqueClient()
    const statuses: number[] = []
    const retryAfters: (string | null)[] = []
    const refusals: Awaited<ReturnType<typeof signIn>>[] = []
    for (let round = 0; round < 4; round++) {
      const answers = await Promise.all(
        Array.from({ length: 25 }, () => signIn(`nobody-${randomUUID().slice(0, 8)}@example.com`, 'guess', client)),
      )
      statuses.push(...answers.map((answer) => answer.status))
      retryAfters.push(...answers.filter((answer) => answer.status === 429).map((answer) => answer.retryAfter))
      refusals.push(...answers.filter((answer) => answer.status === 429))
    }
    expect(statuses.filter((status) => status === 401)).toHaveLength(20)
    expect(statuses.filter((status) => status === 429)).toHaveLength(80)
    expect(retryAfters.every((value) => /^\d+$/.test(value ?? '') && Number(value) > 0)).toBe(true)
    // The first round's 5 refusals came from Payload (all 25 were under the limit when they
    // arrived), the later rounds' from the server before Next (server/signInRefusal.ts): a
    // client cannot tell the two apart.
    const shapes = new Set(refusals.map((answer) => JSON.stringify(refusalShape(answer))))
    expect([...shapes]).toEqual([JSON.stringify(refusalShape(refusals[0]))])
    expect(refusalShape(refusals[0])).toEqual({ name: 'TooManyAttempts', english: true, retryAfterMatches: true })
  })

  it('a client with 20 failures is refused (429, when to come back) even with a right password; others are not', async () => {
    const client = uniqueClient()
    for (let i = 0; i < 20; i++)
      expect((await signIn(`guess-${i}-${randomUUID().slice(0, 6)}@example.com`, 'guess', client)).status).toBe(401)
    const refused = await signIn(dev('editor').email, dev('editor').password, client)
    expect(refused.status).toBe(429)
    expect(JSON.stringify(refused.body)).toMatch(
      /Too many failed sign-ins from this connection\. Please try again in \d+ minutes/,
    )
    // When to come back, for a program too: whole seconds, within the 15-minute window.
    expect(refused.retryAfter).toMatch(/^\d+$/)
    expect(Number(refused.retryAfter)).toBeGreaterThan(0)
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(15 * 60)
    // In the admin's language, as Payload picks it: its cookie first, then the browser's.
    const korean = await signIn(dev('editor').email, dev('editor').password, client, { 'accept-language': 'ko-KR,ko' })
    expect(JSON.stringify(korean.body)).toContain('로그인에 실패한 횟수가 너무 많습니다')
    const chosen = await signIn(dev('editor').email, dev('editor').password, client, {
      'accept-language': 'ko-KR,ko',
      cookie: 'payload-lng=en',
    })
    expect(JSON.stringify(chosen.body)).toContain('Too many failed sign-ins')
    expect((await signIn(dev('editor').email, dev('editor').password, uniqueClient())).status).toBe(200)
  })

  it('a reset request: the same answer, no sooner than 1.5 s, for an account and for an unknown email', async () => {
    const ask = async (email: string) => {
      const started = performance.now()
      const res = await request('/api/users/forgot-password', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en', 'x-forwarded-for': uniqueClient() },
        body: JSON.stringify({ email }),
      })
      return { status: res.status, body: await res.json(), ms: performance.now() - started }
    }
    const { email } = await createStaff(`Reset timing ${randomUUID().slice(0, 8)}`)
    const known = await ask(email)
    const unknown = await ask(`nobody-${randomUUID().slice(0, 8)}@example.com`)
    expect([known.status, unknown.status]).toEqual([200, 200])
    expect(unknown.body).toEqual(known.body)
    expect(known.ms).toBeGreaterThanOrEqual(1450)
    expect(unknown.ms).toBeGreaterThanOrEqual(1450)
  })
})

describe('password-reset mail', () => {
  /** The reset mails in the app's MAIL_DIR addressed to `email`. */
  const resetMailsTo = (email: string) =>
    mailsIn(inject('mailDir')).filter((m) => m.header('to') === email && m.html?.includes('/admin/reset/'))
  const ask = (email: string) =>
    request('/api/users/forgot-password', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'en', 'x-forwarded-for': uniqueClient() },
      body: JSON.stringify({ email }),
    })

  it('reaches one account at most 3 times an hour, from any number of clients; the 4th gets the same answer and no mail', async () => {
    const { email } = await createStaff(`Reset mails ${randomUUID().slice(0, 8)}`)
    /** One request's answer as a program compares them: status, type, body, and no Retry-After. */
    const answer = async (res: Response) => ({
      status: res.status,
      type: res.headers.get('content-type'),
      retryAfter: res.headers.get('retry-after'),
      body: await res.text(),
    })
    const first = await answer(await ask(email))
    await expect.poll(() => resetMailsTo(email).length, { message: 'mail 1' }).toBe(1)
    // A second request at once: Payload itself mails an account at most every 15 s, so none goes
    // out, and that request does not use up one of the account's 3 mails.
    expect(await answer(await ask(email))).toEqual(first)
    for (let i = 2; i <= 3; i++) {
      // Instead of waiting out Payload's 15 s, the test moves the last request back in time (the
      // 3-an-hour count lives in the server's memory, untouched).
      await sql(`update users set reset_password_requested_at = now() - interval '1 minute' where email = $1`, [email])
      expect(await answer(await ask(email))).toEqual(first)
      await expect.poll(() => resetMailsTo(email).length, { message: `mail ${i}` }).toBe(i)
    }
    await sql(`update users set reset_password_requested_at = now() - interval '1 minute' where email = $1`, [email])
    const [token] = await sql<{ reset_password_token: string }>(
      'select reset_password_token from users where email = $1',
      [email],
    )
    const fourth = await ask(email.toUpperCase())
    expect(await answer(fourth)).toEqual(first)
    // The 4th was answered after the point where a mail is handed over: none came.
    expect(resetMailsTo(email)).toHaveLength(3)
    // And the link of the last mail still works: the stored token is the one it carries.
    const [after] = await sql<{ reset_password_token: string }>(
      'select reset_password_token from users where email = $1',
      [email],
    )
    expect(after!.reset_password_token).toBe(token!.reset_password_token)
  })
})

describe('the session cookie', () => {
  it('is HttpOnly and SameSite=Lax (Secure only where the site is https or in production)', async () => {
    const res = await request('/api/users/login', {
      method: 'POST',
      ...json({ email: dev('editor').email, password: dev('editor').password }),
    })
    expect(res.status).toBe(200)
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('payload-token='))!
    expect(cookie).toMatch(/;\s*HttpOnly/i)
    expect(cookie).toMatch(/;\s*SameSite=Lax/i)
    expect(cookie).not.toMatch(/;\s*Secure/i)
  })
})

describe('the job queues over HTTP', () => {
  it('/api/payload-jobs/run and /handle-schedules: admins only', async () => {
    for (const path of ['/api/payload-jobs/run?queue=nothing-queued', '/api/payload-jobs/handle-schedules']) {
      expect([401, 403], `${path} anonymous`).toContain((await request(path)).status)
      for (const role of ['editor', 'compliance'] as const) {
        const token = await login(dev(role).email, dev(role).password)
        expect([401, 403], `${path} ${role}`).toContain((await request(path, { headers: bearer(token) })).status)
      }
      const admin = await login(dev('admin').email, dev('admin').password)
      expect((await request(path, { headers: bearer(admin) })).status, `${path} admin`).toBe(200)
    }
  })
})

describe('with SERVER_URL set (https)', () => {
  const SITE = 'https://cms.example.test'

  it("a cross-site request with the editor's cookie gets no session; the site's own origin does; the cookie is Secure", async () => {
    const server = await startAppServer({
      ...process.env,
      // Outside production (the dev editor signs in), with the stack's database, files and key.
      APP_ENV: 'development',
      PAYLOAD_SECRET: 'a-test-secret-for-this-run-only',
      REPORTS_KEY: inject('reportsKey'),
      SERVER_URL: SITE,
      DATABASE_URL: inject('databaseUrl'),
      UPLOADS_DIR: inject('uploadsDir'),
      PAYLOAD_DISABLE_JOBS: '1',
    })
    try {
      const editor = dev('editor')
      const signIn = await fetch(`${server.baseUrl}/api/users/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE },
        body: JSON.stringify({ email: editor.email, password: editor.password }),
      })
      expect(signIn.status).toBe(200)
      const { user } = (await signIn.json()) as { user: { id: number; name: string } }
      const setCookie = signIn.headers.getSetCookie().find((c) => c.startsWith('payload-token='))!
      expect(setCookie).toMatch(/;\s*Secure/i)
      const cookie = setCookie.split(';')[0]!

      const patchAs = (origin: string) =>
        fetch(`${server.baseUrl}/api/users/${user.id}`, {
          method: 'PATCH',
          headers: { 'content-type': 'application/json', cookie, origin },
          body: JSON.stringify({ name: user.name }),
        })
      expect((await patchAs('https://attacker.example')).status).toBe(403)
      expect((await patchAs(SITE)).status).toBe(200)
      // No other origin may read the API's answers.
      const preflight = await fetch(`${server.baseUrl}/api/users/me`, {
        method: 'OPTIONS',
        headers: { origin: 'https://attacker.example', 'access-control-request-method': 'GET' },
      })
      expect(preflight.headers.get('access-control-allow-origin')).not.toBe('https://attacker.example')
      expect(preflight.headers.get('access-control-allow-origin')).not.toBe('*')
    } finally {
      await server.stop()
    }
  })
})
