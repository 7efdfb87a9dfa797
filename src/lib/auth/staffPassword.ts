import { COMMON_PASSWORD_WORDS } from './commonPasswords'

/** The shortest staff password: length is what slows guessing most. */
export const STAFF_PASSWORD_MIN_LENGTH = 12

export type StaffPasswordProblem = 'tooShort' | 'common'

const EDGES = /^[\d\W_]+|[\d\W_]+$/g

/**
 * Why a staff password is refused, or null. Counted in characters (a Korean password counts its
 * syllables); refused when it is a common password or a common word with digits or symbols added
 * at its ends, or one character repeated.
 */
export function staffPasswordProblem(password: string): StaffPasswordProblem | null {
  if ([...password].length < STAFF_PASSWORD_MIN_LENGTH) return 'tooShort'
  const lower = password.toLowerCase()
  const core = lower.replace(EDGES, '')
  if (COMMON_PASSWORD_WORDS.has(lower) || COMMON_PASSWORD_WORDS.has(core)) return 'common'
  if (/^(.)\1*$/su.test(password)) return 'common'
  return null
}
