import { generate, generateSecret, generateURI, verify } from 'otplib'

/**
 * Time-based one-time codes (RFC 6238: 6 digits, 30 s, SHA-1, what every authenticator app
 * reads from a QR code), through otplib. A code is accepted in its own 30-second step, and for
 * TRANSMISSION_GRACE_S after the step ends (it was typed just before the boundary); an older one is
 * refused, and so is a code of a step at or before the last one accepted for the account, so a
 * code seen over someone's shoulder cannot be used again.
 */
export const PERIOD_S = 30
export const TRANSMISSION_GRACE_S = 5

export const newTotpSecret = (): string => generateSecret()

/** The name an authenticator app shows the code under: the site's host (SERVER_URL), else the admin's. */
export function totpIssuer(serverUrl = process.env.SERVER_URL): string {
  try {
    return serverUrl ? new URL(serverUrl).host : 'localhost'
  } catch {
    return 'localhost'
  }
}

/** What the QR code holds: the account's email as the label, the site as the issuer. */
export const totpUri = (secret: string, account: string, issuer: string): string =>
  generateURI({ secret, label: account, issuer })

export type TotpCheck = { ok: true; step: number } | { ok: false; reason: 'malformed' | 'wrong' | 'reused' }

const CODE = /^\d{6}$/

/** Checks a typed code (spaces allowed, as apps show "123 456") against a secret. */
export async function checkTotp(
  secret: string,
  typed: string,
  lastStep: number | null,
  epoch = Math.floor(Date.now() / 1000),
): Promise<TotpCheck> {
  const token = typed.replace(/\s+/g, '')
  if (!CODE.test(token)) return { ok: false, reason: 'malformed' }
  const result = await verify({ secret, token, epoch, epochTolerance: [TRANSMISSION_GRACE_S, 0] })
  // The functional API types HOTP and TOTP results alike; a TOTP match carries its time step.
  const step = result.valid && 'timeStep' in result && typeof result.timeStep === 'number' ? result.timeStep : null
  if (step === null) return { ok: false, reason: 'wrong' }
  if (lastStep !== null && step <= lastStep) return { ok: false, reason: 'reused' }
  return { ok: true, step }
}

/** The code of a moment (tests and the browser test's "authenticator app"). */
export const totpCode = (secret: string, epoch = Math.floor(Date.now() / 1000)): Promise<string> =>
  generate({ secret, epoch })
