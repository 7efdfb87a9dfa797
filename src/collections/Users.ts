import { APIError, type CollectionConfig } from 'payload'

import { isProduction } from '@/lib/env'
import { servesHttps } from '@/lib/security/headers'
import { adminOrSelf, adminOrTeam, canUseAdmin, isAdmin, isAdminField } from './access'
import { labels as L } from './labels'
import { roles } from '@/lib/auth/staffRoles'
import { roleLabels } from './roles'
import { groups } from './shared'
import {
  answerWithheldReset,
  countSentResetMail,
  endPasswordTurn,
  endPasswordTurnOnError,
  forgiveSignIn,
  guardSignIn,
} from './signInGuard'
import { refuseWeakPassword, refuseWeakResetPassword } from './staffPassword'
import { recordStaffChange, recordStaffDelete, refuseRoleChange } from './staffAudit'
import { passkeyEndpoints } from './passkeys'
import { requireSecondFactor, resetSecondFactor, secondFactorFields, showNewRecoveryCodes } from './secondFactor'

class DevAccountLoginError extends APIError {
  constructor() {
    super('Development accounts cannot sign in in production.', 403, null, true)
    // Set explicitly: the production bundle minifies class names, and Payload only shows the
    // message of an error that has a name.
    this.name = 'DevAccountLoginError'
  }
}

/** Staff accounts only; visitors never sign up. */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: { singular: { ko: '직원 계정', en: 'Staff account' }, plural: { ko: '직원 계정', en: 'Staff accounts' } },
  auth: {
    // No hard lock (anyone knowing an email could lock its editor out): sign-ins are throttled per
    // client and slowed per account instead (src/collections/signInGuard.ts).
    maxLoginAttempts: 0,
    tokenExpiration: 8 * 60 * 60,
    // HttpOnly (Payload's own); never sent on a cross-site POST; over TLS only once the site is.
    cookies: { sameSite: 'Lax', secure: isProduction() || servesHttps() },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'name', 'role'],
    group: groups.staff,
    // Only admins manage accounts; other staff reach their own through the account page.
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'admin',
  },
  access: {
    admin: canUseAdmin,
    read: adminOrTeam,
    create: isAdmin,
    update: adminOrSelf,
    delete: isAdmin,
    unlock: isAdmin,
  },
  hooks: {
    beforeOperation: [refuseWeakResetPassword, guardSignIn, refuseRoleChange],
    afterChange: [recordStaffChange],
    afterDelete: [recordStaffDelete],
    afterError: [endPasswordTurnOnError, answerWithheldReset],
    afterForgotPassword: [countSentResetMail],
    beforeValidate: [refuseWeakPassword],
    beforeChange: [
      // The very first account (created on the admin's first-run screen) must be able to manage
      // the others, so it becomes an admin whatever the form sent.
      async ({ data, operation, req }) => {
        if (operation !== 'create') return data
        const { totalDocs } = await req.payload.count({ collection: 'users', req, overrideAccess: true })
        if (totalDocs === 0) data.role = 'admin'
        return data
      },
    ],
    afterLogin: [forgiveSignIn],
    beforeLogin: [
      endPasswordTurn,
      ({ user }) => {
        if (isProduction() && user.devAccount) {
          throw new DevAccountLoginError()
        }
        return user
      },
      requireSecondFactor,
    ],
    afterRead: [showNewRecoveryCodes],
  },
  endpoints: [
    {
      // An admin resets a colleague's second factor (src/collections/secondFactor.ts).
      path: '/:id/second-factor/reset',
      method: 'post',
      handler: (req) => resetSecondFactor(req, Number(req.routeParams?.id)),
    },
    // Each staff member's own passkeys (src/collections/passkeys.ts).
    ...passkeyEndpoints,
  ],
  fields: [
    { name: 'name', type: 'text', maxLength: 100, label: L.name },
    {
      name: 'role',
      type: 'select',
      label: { ko: '역할', en: 'Role' },
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: roles.map((value) => ({ value, label: roleLabels[value] })),
      access: { create: isAdminField, update: isAdminField },
    },
    {
      // Set only by the seed; such accounts are refused at login in production.
      name: 'devAccount',
      type: 'checkbox',
      defaultValue: false,
      access: { create: () => false, update: () => false },
      label: { ko: '개발용 계정', en: 'Development account' },
      admin: {
        readOnly: true,
        position: 'sidebar',
        description: {
          ko: '개발용으로 시드가 만든 계정입니다. 운영 환경에서는 로그인할 수 없습니다.',
          en: 'Made by the seed for development: it cannot sign in in production.',
        },
      },
    },
    ...secondFactorFields,
  ],
}
