import { isProduction } from '../../env'

export type SecondFactorUser = {
  role?: string | null
  devAccount?: boolean | null
  /** An editor asked for a second step (their account page). */
  wanted?: boolean | null
  enrolled: boolean
}

/** The roles that must sign in with a second factor: they read whistleblowers' reports or grant that right. */
export const SECOND_FACTOR_ROLES = ['admin', 'compliance'] as const

/**
 * Whether a sign-in needs a second step: always for admins and compliance officers, and for an
 * editor who asked for one or enrolled of their own accord. The seed's development accounts are exempt outside
 * production, so `admin@example.com` signs in with its password alone on a laptop and in tests;
 * in production those accounts cannot sign in at all.
 */
export function needsSecondFactor(user: SecondFactorUser): boolean {
  if (user.devAccount && !isProduction()) return false
  return (SECOND_FACTOR_ROLES as readonly string[]).includes(user.role ?? '') || user.enrolled || user.wanted === true
}
