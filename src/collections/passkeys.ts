import type { Endpoint, PayloadRequest } from 'payload'

import {
  answeredCredentialId,
  openTicket,
  registrationOptions,
  relyingParty,
  signInOptions,
  verifyRegistration,
  verifySignIn,
} from '@/lib/auth/secondFactor/passkeys'
import { addPasskey, claimPasskeyUse, listPasskeys, removePasskey } from '@/lib/auth/secondFactor/passkeyStore'
import { openTotpSecret } from '@/lib/auth/secondFactor/secretBox'
import { claimStep, readSecondFactor } from '@/lib/auth/secondFactor/store'
import { checkTotp } from '@/lib/auth/secondFactor/totp'
import type { RateDecision } from '@/lib/guards/rateLimit'
import type { Db } from '@/lib/search/sync'
import { requestDb } from './hooks/requestDb'
import { SECOND_STEP_WINDOW_MS, secondStepFailures, secondStepKey } from './secondStepLimit'
import { writeStaffAudit } from './staffAudit'
import { customT } from './staffPassword'

/**
 * Passkeys as a second way to confirm a staff sign-in (src/lib/auth/secondFactor/passkeys.ts).
 * A signed-in staff member adds and removes their own from their account's page; each change is
 * recorded in the staff audit log. A passkey is added once the authenticator app is set up, so an
 * account with a passkey always has its recovery codes too; adding one asks for the app's code.
 */
type Account = { id: number; email: string; name?: string | null }

const MAX_NAME = 60

const origin = (req: PayloadRequest) => req.headers.get('origin')

const refuse = (req: PayloadRequest, status: number, key: string) =>
  Response.json(
    { errors: [{ message: customT(req)(`custom:${key}`) }] },
    { status, headers: { 'Cache-Control': 'no-store' } },
  )

/** Too many wrong second steps: 429 with Retry-After, in the member's language. */
function locked(req: PayloadRequest, taken: RateDecision) {
  const seconds = taken.allowed ? SECOND_STEP_WINDOW_MS / 1000 : taken.retryAfterSeconds
  return Response.json(
    { errors: [{ message: customT(req)('custom:secondFactorLocked', { minutes: Math.ceil(seconds / 60) }) }] },
    { status: 429, headers: { 'Cache-Control': 'no-store', 'Retry-After': String(seconds) } },
  )
}

const ok = (body: unknown, status = 200) => Response.json(body, { status, headers: { 'Cache-Control': 'no-store' } })

/** The signed-in staff member, or null (a visitor, or a session of another collection). */
function signedIn(req: PayloadRequest): Account | null {
  const user = req.user as (Account & { collection?: string }) | null
  return user?.collection === 'users' ? { id: Number(user.id), email: user.email, name: user.name } : null
}

async function readBody(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    const body = (await req.json?.()) as unknown
    return body && typeof body === 'object' ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

const shown = (passkeys: Awaited<ReturnType<typeof listPasskeys>>) =>
  passkeys.map(({ id, name, createdAt, lastUsedAt }) => ({ id, name, createdAt, lastUsedAt }))

/** GET: the account's passkeys, and whether its authenticator app is set up (needed to add one). */
async function list(req: PayloadRequest) {
  const account = signedIn(req)
  if (!account) return refuse(req, 401, 'passkeySignInFirst')
  const db = await requestDb(req)
  return ok({
    passkeys: shown(await listPasskeys(db, account.id)),
    appEnrolled: (await readSecondFactor(db, account.id)) !== null,
  })
}

/**
 * POST options, with `code` from the authenticator app: what the browser needs to make a passkey,
 * with a ticket sealed for 5 minutes. The code proves the person at the keyboard holds the app,
 * so a session alone (a borrowed or stolen one) cannot add a lasting second factor; a wrong code
 * counts towards the second step's lock like one at sign-in.
 */
async function start(req: PayloadRequest) {
  const account = signedIn(req)
  if (!account) return refuse(req, 401, 'passkeySignInFirst')
  const rp = relyingParty(origin(req))
  if (!rp) return refuse(req, 400, 'passkeyUnavailable')
  const db = await requestDb(req)
  const stored = await readSecondFactor(db, account.id)
  if (!stored) return refuse(req, 409, 'passkeyNeedsApp')
  const key = secondStepKey(account.id)
  if (!(await secondStepFailures.allows(key))) return locked(req, await secondStepFailures.take(key))
  const code = (await readBody(req)).code
  const check =
    typeof code === 'string' && code
      ? await checkTotp(openTotpSecret(account.id, stored.sealedSecret), code, stored.lastStep)
      : null
  if (!check?.ok || !(await claimStep(db, account.id, check.step))) {
    const taken = await secondStepFailures.take(key)
    if (!taken.allowed) return locked(req, taken)
    const reused = check?.ok || (check && !check.ok && check.reason === 'reused')
    return refuse(req, 400, !code ? 'passkeyCodeNeeded' : reused ? 'secondFactorReused' : 'secondFactorWrong')
  }
  return ok(await registrationOptions(rp, account, await listPasskeys(db, account.id)))
}

/** POST: the browser's new passkey, kept when it answers the ticket's challenge for this site. */
async function finish(req: PayloadRequest) {
  const account = signedIn(req)
  if (!account) return refuse(req, 401, 'passkeySignInFirst')
  const rp = relyingParty(origin(req))
  if (!rp) return refuse(req, 400, 'passkeyUnavailable')
  const body = await readBody(req)
  const passkey = await verifyRegistration(rp, account.id, body.ticket, body.response)
  if (!passkey) return refuse(req, 400, 'passkeyNotAccepted')
  const added = await addPasskey(await requestDb(req), account.id, passkey, nameOf(req, body.name))
  if (added === 'no-app') return refuse(req, 409, 'passkeyNeedsApp')
  if (added === 'exists') return refuse(req, 409, 'passkeyExists')
  await writeStaffAudit(req, { action: 'passkeyAdded', subject: account, toValue: added.name })
  return ok({ passkey: shown([added])[0] }, 201)
}

/** The name the member gave, on one line without control characters, or the default one. */
function nameOf(req: PayloadRequest, given: unknown): string {
  const clean = typeof given === 'string' ? given.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim() : ''
  return clean.slice(0, MAX_NAME) || customT(req)('custom:passkeyDefaultName')
}

/** Passkey row ids are PostgreSQL integers: anything else names no passkey. */
const MAX_ID = 2_147_483_647

/** DELETE: removes one of the account's own passkeys. */
async function remove(req: PayloadRequest) {
  const account = signedIn(req)
  if (!account) return refuse(req, 401, 'passkeySignInFirst')
  const id = Number(req.routeParams?.passkey)
  const valid = Number.isInteger(id) && id > 0 && id <= MAX_ID
  const name = valid ? await removePasskey(await requestDb(req), account.id, id) : null
  if (name === null) return refuse(req, 404, 'passkeyNotFound')
  await writeStaffAudit(req, { action: 'passkeyRemoved', subject: account, fromValue: name })
  return ok({ removed: id })
}

/** Under /api/users/me/…: two segments, so none can be taken for a document id. */
export const passkeyEndpoints: Endpoint[] = [
  { path: '/me/passkeys', method: 'get', handler: list },
  { path: '/me/passkeys/options', method: 'post', handler: start },
  { path: '/me/passkeys', method: 'post', handler: finish },
  { path: '/me/passkeys/:passkey', method: 'delete', handler: remove },
]

export type PasskeyStep = { options: unknown; ticket: string }

/** The passkey request a sign-in's second step offers, when the account has passkeys for this site. */
export async function passkeyStep(req: PayloadRequest, db: Db, userId: number): Promise<PasskeyStep | undefined> {
  const rp = relyingParty(origin(req))
  if (!rp) return undefined
  const passkeys = await listPasskeys(db, userId)
  return passkeys.length > 0 ? signInOptions(rp, userId, passkeys) : undefined
}

/**
 * Whether the sign-in's passkey answer (`passkey`, with the `passkeyTicket` its step gave) was
 * signed by one of the account's passkeys for this site, over a challenge no sign-in used yet.
 */
export async function confirmPasskey(req: PayloadRequest, db: Db, userId: number, body: Record<string, unknown>) {
  const rp = relyingParty(origin(req))
  const ticket = openTicket('sign-in', userId, body.passkeyTicket)
  const credentialId = answeredCredentialId(body.passkey)
  if (!rp || !ticket || !credentialId) return false
  const passkey = (await listPasskeys(db, userId)).find((p) => p.credentialId === credentialId)
  if (!passkey) return false
  const counter = await verifySignIn(rp, ticket, passkey, body.passkey)
  return counter !== null && (await claimPasskeyUse(db, passkey.id, counter, ticket.issued))
}
