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
import { readSecondFactor } from '@/lib/auth/secondFactor/store'
import type { Db } from '@/lib/search/sync'
import { requestDb } from './hooks/requestDb'
import { writeStaffAudit } from './staffAudit'
import { customT } from './staffPassword'

/**
 * Passkeys as a second way to confirm a staff sign-in (src/lib/auth/secondFactor/passkeys.ts).
 * A signed-in staff member adds and removes their own from their account's page; each change is
 * recorded in the staff audit log. A passkey is added once the authenticator app is set up, so an
 * account with a passkey always has its recovery codes too.
 */
type Account = { id: number; email: string; name?: string | null }

const MAX_NAME = 60

const origin = (req: PayloadRequest) => req.headers.get('origin')

const refuse = (req: PayloadRequest, status: number, key: string) =>
  Response.json(
    { errors: [{ message: customT(req)(`custom:${key}`) }] },
    { status, headers: { 'Cache-Control': 'no-store' } },
  )

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

/** POST options: what the browser needs to make a passkey, with a ticket sealed for 5 minutes. */
async function start(req: PayloadRequest) {
  const account = signedIn(req)
  if (!account) return refuse(req, 401, 'passkeySignInFirst')
  const rp = relyingParty(origin(req))
  if (!rp) return refuse(req, 400, 'passkeyUnavailable')
  const db = await requestDb(req)
  if (!(await readSecondFactor(db, account.id))) return refuse(req, 409, 'passkeyNeedsApp')
  return ok(await registrationOptions(rp, account, await listPasskeys(db, account.id)))
}

/** POST: the browser's new passkey, kept when it answers the ticket's challenge for this site. */
async function finish(req: PayloadRequest) {
  const account = signedIn(req)
  if (!account) return refuse(req, 401, 'passkeySignInFirst')
  const rp = relyingParty(origin(req))
  if (!rp) return refuse(req, 400, 'passkeyUnavailable')
  const body = await readBody(req)
  const db = await requestDb(req)
  if (!(await readSecondFactor(db, account.id))) return refuse(req, 409, 'passkeyNeedsApp')
  const passkey = await verifyRegistration(rp, account.id, body.ticket, body.response)
  if (!passkey) return refuse(req, 400, 'passkeyNotAccepted')
  const given = typeof body.name === 'string' ? body.name.trim().slice(0, MAX_NAME) : ''
  const added = await addPasskey(db, account.id, passkey, given || customT(req)('custom:passkeyDefaultName'))
  if (!added) return refuse(req, 409, 'passkeyExists')
  await writeStaffAudit(req, { action: 'passkeyAdded', subject: account, toValue: added.name })
  return ok({ passkey: shown([added])[0] }, 201)
}

/** DELETE: removes one of the account's own passkeys. */
async function remove(req: PayloadRequest) {
  const account = signedIn(req)
  if (!account) return refuse(req, 401, 'passkeySignInFirst')
  const id = Number(req.routeParams?.passkey)
  const name = Number.isSafeInteger(id) ? await removePasskey(await requestDb(req), account.id, id) : null
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
