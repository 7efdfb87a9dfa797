import { createHmac } from 'node:crypto'

import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server'

import { isProduction, payloadSecret } from '../../env'
import { openJson, sealJson } from '../../reports/crypto'
import { siteOrigin } from '../../security/headers'

/**
 * Passkeys (WebAuthn, through @simplewebauthn/server) as a second way to confirm a staff sign-in.
 *
 * The relying party is the site's own address (SERVER_URL): a passkey made for it works only
 * there. Outside production a browser on `localhost` is accepted too (a laptop, the browser
 * tests), since an IP address such as 127.0.0.1 cannot be a WebAuthn relying party.
 */
export type RelyingParty = { id: string; origin: string; name: string }

const RP_NAME = 'Staff admin'

export function relyingParty(requestOrigin: string | null | undefined): RelyingParty | null {
  const site = siteOrigin()
  if (site && (isProduction() || requestOrigin === site))
    return { id: new URL(site).hostname, origin: site, name: RP_NAME }
  if (isProduction() || !requestOrigin) return null
  try {
    const url = new URL(requestOrigin)
    return url.hostname === 'localhost' ? { id: 'localhost', origin: url.origin, name: RP_NAME } : null
  } catch {
    return null
  }
}

/**
 * A challenge travels from the step that asks for a passkey to the step that answers it inside a
 * ticket sealed to the account and its purpose, with an expiry, so the server keeps no state
 * between them and a ticket is worth nothing for another account or the other ceremony.
 */
export const PASSKEY_TICKET_MS = 5 * 60 * 1000
type Purpose = 'register' | 'sign-in'
type Ticket = { challenge: string; issued: number; expires: number }

const key = () => createHmac('sha256', payloadSecret()).update('staff-passkey-challenge').digest()

function sealTicket(purpose: Purpose, userId: number, challenge: string, now = Date.now()): string {
  return sealJson(key(), { challenge, issued: now, expires: now + PASSKEY_TICKET_MS }, `${purpose}:${userId}`)
}

/** The challenge and when it was issued, when the ticket is this account's, for this purpose, and fresh. */
export function openTicket(purpose: Purpose, userId: number, ticket: unknown, now = Date.now()): Ticket | null {
  if (typeof ticket !== 'string' || ticket.length > 2000) return null
  try {
    const opened = openJson<Ticket>(key(), ticket, `${purpose}:${userId}`)
    return opened.expires > now ? opened : null
  } catch {
    return null
  }
}

/** The longest credential id kept, in base64url characters (WebAuthn allows 1023 bytes). */
const MAX_CREDENTIAL_ID = 1400

/**
 * The transports the browser reported, as the client sent them: only the known names are kept,
 * since they go back to the browser at every sign-in, which refuses an unknown shape.
 */
const TRANSPORTS = new Set(['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'])
const knownTransports = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((t): t is string => typeof t === 'string' && TRANSPORTS.has(t)) : []

export type StoredPasskey = { credentialId: string; publicKey: string; counter: number; transports: string[] }

/** What the browser needs to make a passkey for this account, and the ticket to confirm it with. */
export async function registrationOptions(
  rp: RelyingParty,
  account: { id: number; email: string; name?: string | null },
  existing: StoredPasskey[],
): Promise<{ options: PublicKeyCredentialCreationOptionsJSON; ticket: string }> {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: account.email,
    userDisplayName: account.name || account.email,
    // A stable handle that is not the email, so the authenticator stores nothing personal twice.
    userID: createHmac('sha256', key()).update(`user:${account.id}`).digest().subarray(0, 16),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({ id: p.credentialId, transports: p.transports })),
    // The password was the first factor: the passkey need only be present, not ask for a PIN.
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'discouraged' },
  })
  // The options carry the random challenge as base64url, as the browser will sign it.
  return { options, ticket: sealTicket('register', account.id, options.challenge) }
}

/** The new passkey when the browser's answer is valid for the ticket's challenge and this site; else null. */
export async function verifyRegistration(
  rp: RelyingParty,
  userId: number,
  ticket: unknown,
  response: unknown,
): Promise<StoredPasskey | null> {
  const opened = openTicket('register', userId, ticket)
  if (!opened || !response || typeof response !== 'object') return null
  try {
    const result = await verifyRegistrationResponse({
      response: response as RegistrationResponseJSON,
      expectedChallenge: opened.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: false,
    })
    if (!result.verified) return null
    const { credential } = result.registrationInfo
    // An id sign-in would not take (answeredCredentialId) is refused now rather than kept unusable.
    if (credential.id.length > MAX_CREDENTIAL_ID) return null
    return {
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: knownTransports(credential.transports),
    }
  } catch {
    // A malformed or forged answer: the library throws rather than answering `verified: false`.
    return null
  }
}

/** The second step's passkey request for an account with passkeys, and its ticket. */
export async function signInOptions(
  rp: RelyingParty,
  userId: number,
  passkeys: StoredPasskey[],
): Promise<{ options: PublicKeyCredentialRequestOptionsJSON; ticket: string }> {
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: passkeys.map((p) => ({ id: p.credentialId, transports: p.transports })),
    userVerification: 'discouraged',
  })
  return { options, ticket: sealTicket('sign-in', userId, options.challenge) }
}

/** The id of the passkey a sign-in answer names (to find it), when it names one. */
export const answeredCredentialId = (response: unknown): string | null => {
  const id = (response as { id?: unknown } | null)?.id
  return typeof id === 'string' && id.length > 0 && id.length <= MAX_CREDENTIAL_ID ? id : null
}

/**
 * Whether the browser's answer was signed by `passkey` over the ticket's challenge for this site:
 * the passkey's new signature counter, or null. The library refuses a counter that went back (a
 * cloned authenticator) by throwing, which is a refusal here too.
 */
export async function verifySignIn(
  rp: RelyingParty,
  ticket: Ticket,
  passkey: StoredPasskey,
  response: unknown,
): Promise<number | null> {
  try {
    const result = await verifyAuthenticationResponse({
      response: response as AuthenticationResponseJSON,
      expectedChallenge: ticket.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: false,
    })
    return result.verified ? result.authenticationInfo.newCounter : null
  } catch {
    return null
  }
}
