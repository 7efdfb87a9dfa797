import { describe, expect, it } from 'vitest'

import { needsSecondFactor } from '@/lib/auth/secondFactor/policy'
import { newRecoveryCodes, RECOVERY_CODES, spendRecoveryCode } from '@/lib/auth/secondFactor/recoveryCodes'
import { checkTotp, newTotpSecret, totpCode, totpUri } from '@/lib/auth/secondFactor/totp'

const at = 1_800_000_010 // 10 s into a 30-second step

describe('TOTP', () => {
  it('accepts the current code (spaces as apps show them) and tells its step', async () => {
    const secret = newTotpSecret()
    const code = await totpCode(secret, at)
    expect(await checkTotp(secret, `${code.slice(0, 3)} ${code.slice(3)}`, null, at)).toEqual({
      ok: true,
      step: Math.floor(at / 30),
    })
  })

  it('refuses a code used before, one of the previous window, a wrong one and one that is no code', async () => {
    const secret = newTotpSecret()
    const code = await totpCode(secret, at)
    expect(await checkTotp(secret, code, Math.floor(at / 30), at)).toEqual({ ok: false, reason: 'reused' })
    expect(await checkTotp(secret, await totpCode(secret, at - 30), null, at)).toEqual({ ok: false, reason: 'wrong' })
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0')
    expect(await checkTotp(secret, wrong, null, at)).toEqual({ ok: false, reason: 'wrong' })
    expect(await checkTotp(secret, '12345', null, at)).toEqual({ ok: false, reason: 'malformed' })
    expect(await checkTotp(secret, 'abcdef', null, at)).toEqual({ ok: false, reason: 'malformed' })
  })

  it('takes the last code of a step typed just before the boundary, within 5 s', async () => {
    const secret = newTotpSecret()
    const boundary = Math.ceil(at / 30) * 30
    const late = await totpCode(secret, boundary - 1)
    expect((await checkTotp(secret, late, null, boundary + 4)).ok).toBe(true)
    expect((await checkTotp(secret, late, null, boundary + 6)).ok).toBe(false)
  })

  it('is what an authenticator app reads from the QR code', () => {
    const uri = totpUri('JBSWY3DPEHPK3PXP', 'compliance@example.com', 'Corporate site')
    expect(uri).toMatch(/^otpauth:\/\/totp\//)
    expect(uri).toContain('secret=JBSWY3DPEHPK3PXP')
    expect(uri).toContain('issuer=Corporate')
  })
})

describe('recovery codes', () => {
  it('gives ten distinct codes, each usable once, in any case and with or without the dash', () => {
    const { codes, hashes } = newRecoveryCodes()
    expect(codes).toHaveLength(RECOVERY_CODES)
    expect(new Set(codes).size).toBe(RECOVERY_CODES)
    for (const code of codes) expect(code).toMatch(/^[a-hj-km-np-z2-9]{5}-[a-hj-km-np-z2-9]{5}$/)
    // Kept as hashes only.
    expect(hashes.join(' ')).not.toContain(codes[0]!.replace('-', ''))
    const left = spendRecoveryCode(hashes, ` ${codes[3]!.toUpperCase().replace('-', ' ')} `)
    expect(left).toHaveLength(RECOVERY_CODES - 1)
    expect(spendRecoveryCode(left!, codes[3]!)).toBeNull()
    expect(spendRecoveryCode(left!, 'abcde-fghjk')).toBeNull()
    expect(spendRecoveryCode(left!, '')).toBeNull()
  })
})

describe('who needs a second step', () => {
  it('admins and compliance always; editors who asked or enrolled; the dev accounts not outside production', () => {
    expect(needsSecondFactor({ role: 'admin', enrolled: false })).toBe(true)
    expect(needsSecondFactor({ role: 'compliance', enrolled: false })).toBe(true)
    expect(needsSecondFactor({ role: 'editor', enrolled: false })).toBe(false)
    expect(needsSecondFactor({ role: 'editor', enrolled: false, wanted: true })).toBe(true)
    expect(needsSecondFactor({ role: 'editor', enrolled: true, wanted: false })).toBe(true)
    expect(needsSecondFactor({ role: 'admin', devAccount: true, enrolled: false })).toBe(false)
  })
})
