import {
  ValidationError,
  type CollectionBeforeOperationHook,
  type CollectionBeforeValidateHook,
  type PayloadRequest,
} from 'payload'

import { STAFF_PASSWORD_MIN_LENGTH, staffPasswordProblem } from '@/lib/auth/staffPassword'

/** Payload's `t` for the site's own keys (`custom:…`), which its typed keys do not list. */
export const customT = (req: PayloadRequest) => req.t as (key: string, variables?: Record<string, unknown>) => string

/** Throws Payload's field error, in the editor's language, when a new password is weak. */
function checkNewPassword(password: unknown, req: PayloadRequest) {
  if (typeof password !== 'string') return
  const problem = staffPasswordProblem(password)
  if (!problem) return
  const t = customT(req)
  const key = problem === 'tooShort' ? 'custom:passwordTooShort' : 'custom:passwordCommon'
  throw new ValidationError(
    { collection: 'users', errors: [{ path: 'password', message: t(key, { min: STAFF_PASSWORD_MIN_LENGTH }) }] },
    req.t,
  )
}

/**
 * A weak staff password (src/lib/auth/staffPassword.ts) refused on an account's creation or a
 * password change, after the access check (a visitor's sign-up is still a plain 403).
 */
export const refuseWeakPassword: CollectionBeforeValidateHook = ({ data, req }) => {
  checkNewPassword((data as { password?: unknown } | undefined)?.password, req)
  return data
}

/** The same on a reset, whose validation hooks never see the new password: checked on its arguments. */
export const refuseWeakResetPassword: CollectionBeforeOperationHook = ({ args, operation, req }) => {
  if (operation === 'resetPassword') checkNewPassword((args as { data?: { password?: unknown } }).data?.password, req)
  return args
}
