import { describe, expect, it } from 'vitest'

import { STAFF_PASSWORD_MIN_LENGTH, staffPasswordProblem } from '@/lib/auth/staffPassword'
import { devAccounts } from '../../../seed/devAccounts'

describe('staffPasswordProblem', () => {
  it('refuses fewer than 12 characters, counting a Korean syllable as one', () => {
    expect(STAFF_PASSWORD_MIN_LENGTH).toBe(12)
    expect(staffPasswordProblem('Xk3!pq9#Lm2')).toBe('tooShort')
    expect(staffPasswordProblem('Xk3!pq9#Lm2z')).toBeNull()
    expect(staffPasswordProblem('배달의민족오늘도맛있게')).toBe('tooShort')
    expect(staffPasswordProblem('배달의민족오늘도맛있게먹자')).toBeNull()
  })

  it('refuses the common passwords, whatever their case and the digits or symbols around them', () => {
    for (const password of [
      '123456789012',
      'Password2024!',
      'PASSWORD1234',
      '!!qwerty123456',
      'qwertyuiop12',
      'Administrator1',
      'iloveyou2026!',
      '1q2w3e4r5t6y',
      'dkssudgktpdy1',
    ])
      expect(staffPasswordProblem(password), password).toBe('common')
  })

  it('refuses one character repeated', () => {
    expect(staffPasswordProblem('aaaaaaaaaaaaaaaa')).toBe('common')
    expect(staffPasswordProblem('가가가가가가가가가가가가')).toBe('common')
  })

  it('accepts a long passphrase with a common word inside it, and the dev accounts (outside production)', () => {
    expect(staffPasswordProblem('password-of-the-newsroom-desk')).toBeNull()
    for (const account of devAccounts) expect(staffPasswordProblem(account.password), account.email).toBeNull()
  })
})
