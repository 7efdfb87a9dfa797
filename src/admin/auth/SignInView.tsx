import { getTranslation } from '@payloadcms/translations'
import type { AdminViewServerProps } from 'payload'
import { redirect } from 'next/navigation'

import { SignInForm } from './SignInForm.client'
import { signInTexts, type SignInTexts } from './texts'

/** Only a path of this admin: never an address elsewhere (an open redirect after sign-in). */
function safeRedirect(value: unknown, adminRoute: string): string {
  return typeof value === 'string' && value.startsWith(adminRoute) && !value.startsWith('//') ? value : adminRoute
}

/**
 * The admin's sign-in (in place of Payload's login view): the password, then, for an account
 * that needs it, the second step (a code, a recovery code, or enrolment with a QR code), and the
 * recovery codes of a fresh enrolment. The steps are answered by `/api/users/login` itself
 * (src/collections/secondFactor.ts), so a session exists only once every step passed.
 */
export function SignInView({ initPageResult, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  const adminRoute = req.payload.config.routes.admin
  const next = safeRedirect(searchParams?.redirect, adminRoute)
  if (req.user) redirect(next)
  const texts = Object.fromEntries(
    Object.entries(signInTexts).map(([key, text]) => [key, getTranslation(text, req.i18n)]),
  ) as SignInTexts
  return (
    <SignInForm
      texts={texts}
      next={next}
      apiRoute={`${req.payload.config.routes.api}/users`}
      forgotHref={`${adminRoute}/forgot`}
      language={req.i18n.language}
    />
  )
}
