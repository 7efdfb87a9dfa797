import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

import { payloadSecret } from '../../env'

/**
 * One-time recovery codes: ten per enrolment, shown once, kept only as HMACs under a key derived
 * from PAYLOAD_SECRET. Each is 10 characters of an alphabet without look-alikes (50 bits), shown as
 * two groups of five; typed in any case, with or without the dash or spaces.
 */
export const RECOVERY_CODES = 10
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789' // no i, l, o, 0, 1
const LENGTH = 10

const key = () => createHmac('sha256', payloadSecret()).update('staff-recovery-codes').digest()

const normalise = (typed: string) => typed.toLowerCase().replace(/[\s-]+/g, '')

const hashOf = (code: string) => createHmac('sha256', key()).update(normalise(code)).digest('base64url')

function newCode(): string {
  const bytes = randomBytes(LENGTH)
  const chars = Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

/** A fresh set: the codes to show once, and the hashes to keep. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODES }, newCode)
  return { codes, hashes: codes.map(hashOf) }
}

/** Uses one code: the hashes left when it was one of them (it never works again), else null. */
export function spendRecoveryCode(hashes: readonly string[], typed: string): string[] | null {
  if (normalise(typed).length !== LENGTH) return null
  const given = Buffer.from(hashOf(typed))
  const index = hashes.findIndex((hash) => {
    const stored = Buffer.from(hash)
    return stored.length === given.length && timingSafeEqual(stored, given)
  })
  return index < 0 ? null : hashes.filter((_, i) => i !== index)
}
