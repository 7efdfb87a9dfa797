import { createHmac, randomBytes } from 'node:crypto'

import { payloadSecret } from '../../env'
import { openJson, sealJson } from '../../reports/crypto'

/**
 * A staff member's TOTP secret is stored sealed (AES-256-GCM) under a key derived from
 * PAYLOAD_SECRET and bound to the account, so a database dump alone yields no working secret.
 * An enrolment ticket carries a secret not yet confirmed from the sign-in's first step to its
 * second: sealed the same way, with its account and an expiry, so it is worth nothing elsewhere.
 */
const key = () => createHmac('sha256', payloadSecret()).update('staff-totp-secret').digest()

export const sealTotpSecret = (userId: number, secret: string): string => sealJson(key(), { secret }, `totp:${userId}`)

export const openTotpSecret = (userId: number, sealed: string): string =>
  openJson<{ secret: string }>(key(), sealed, `totp:${userId}`).secret

/** How long a shown QR code may be confirmed. */
export const ENROLMENT_TICKET_MS = 10 * 60 * 1000

export function enrolmentTicket(userId: number, secret: string, now = Date.now()): string {
  return sealJson(
    key(),
    { secret, expires: now + ENROLMENT_TICKET_MS, nonce: randomBytes(8).toString('hex') },
    `enrol:${userId}`,
  )
}

/** The secret a ticket carries, when it is this account's and has not expired; else null. */
export function readEnrolmentTicket(userId: number, ticket: unknown, now = Date.now()): string | null {
  if (typeof ticket !== 'string' || ticket.length > 1000) return null
  try {
    const { secret, expires } = openJson<{ secret: string; expires: number }>(key(), ticket, `enrol:${userId}`)
    return expires > now ? secret : null
  } catch {
    return null
  }
}
