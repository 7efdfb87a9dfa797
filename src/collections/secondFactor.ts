import {
  APIError,
  type CollectionAfterReadHook,
  type CollectionBeforeLoginHook,
  type Field,
  type FieldAccess,
  type PayloadRequest,
} from 'payload'

import { needsSecondFactor } from '@/lib/auth/secondFactor/policy'
import { newRecoveryCodes, spendRecoveryCode } from '@/lib/auth/secondFactor/recoveryCodes'
import { enrolmentTicket, openTotpSecret, readEnrolmentTicket, sealTotpSecret } from '@/lib/auth/secondFactor/secretBox'
import { qrDataUrl } from '@/lib/auth/secondFactor/qr'
import {
  claimEnrolment,
  claimRecoveryCode,
  claimStep,
  clearSecondFactor,
  readSecondFactor,
} from '@/lib/auth/secondFactor/store'
import { checkTotp, newTotpSecret, totpIssuer, totpUri } from '@/lib/auth/secondFactor/totp'
import { requestDb } from './hooks/requestDb'
import {
  SECOND_STEP_FAILURES,
  SECOND_STEP_WINDOW_MS,
  secondStepFailures as failures,
  secondStepKey,
} from './secondStepLimit'
import { confirmPasskey, passkeyStep, type PasskeyStep } from './passkeys'
import { forgivePassword } from './signInGuard'
import { writeStaffAudit } from './staffAudit'
import { customT } from './staffPassword'

const nobody: FieldAccess = () => false
const selfOrAdmin: FieldAccess = ({ req, id }) =>
  req.user?.collection === 'users' &&
  ((req.user as { role?: string }).role === 'admin' || (id !== undefined && String(req.user.id) === String(id)))

/**
 * The second factor on the account's page: the admins' reset button and when it was enrolled. What
 * it keeps (sealed secret, last step used, recovery codes) is in its own table, never on the
 * account (src/lib/auth/secondFactor/store.ts says why).
 */
export const secondFactorFields: Field[] = [
  {
    // Admins only: a button that resets this account's second factor (the endpoint checks again).
    name: 'secondFactorReset',
    label: { ko: '2단계 인증 초기화', en: 'Reset the second factor' },
    type: 'ui',
    admin: {
      position: 'sidebar',
      condition: (_data, _sibling, { user }) => (user as { role?: string } | null)?.role === 'admin',
      components: { Field: '/admin/auth/ResetSecondFactor.client#ResetSecondFactor' },
    },
  },
  {
    // An editor's own choice to sign in with a second step too (admins and compliance must).
    name: 'secondFactorWanted',
    type: 'checkbox',
    defaultValue: false,
    label: { ko: '로그인할 때 2단계 인증 사용', en: 'Sign in with a second step' },
    access: { update: selfOrAdmin },
    admin: {
      position: 'sidebar',
      condition: (data) => (data as { role?: string } | undefined)?.role === 'editor',
      description: {
        ko: '켜면 다음 로그인 때 인증 앱을 등록합니다. 등록한 뒤에는 이 설정과 관계없이 2단계 인증을 계속 사용하며, 관리자가 초기화하면 꺼집니다.',
        en: 'When on, your next sign-in sets up an authenticator app. Once it is set up, the second step stays whatever this says, until an admin resets it.',
      },
    },
  },
  {
    // The signed-in staff member's own passkeys, on their own account page only.
    name: 'passkeys',
    label: { ko: '패스키', en: 'Passkeys' },
    type: 'ui',
    // The panel shows itself on the signed-in member's own account only (and on /admin/account).
    admin: { components: { Field: '/admin/auth/Passkeys.client#Passkeys' } },
  },
  {
    name: 'secondFactorSince',
    label: { ko: '2단계 인증 등록일', en: 'Second factor since' },
    type: 'date',
    virtual: true,
    access: { create: nobody, update: nobody },
    admin: { readOnly: true, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    hooks: {
      afterRead: [
        async ({ data, req }) => {
          const id = Number((data as { id?: unknown } | undefined)?.id)
          if (!Number.isInteger(id)) return null
          return (await readSecondFactor(await requestDb(req), id))?.since ?? null
        },
      ],
    },
  },
]

type Stored = {
  id: number
  email: string
  role?: string | null
  devAccount?: boolean | null
  secondFactorWanted?: boolean | null
}

type Step = 'code' | 'enrol'
type Message =
  | 'secondFactorCode'
  | 'secondFactorEnrol'
  | 'secondFactorWrong'
  | 'secondFactorReused'
  | 'secondFactorRecoveryWrong'
  | 'secondFactorPasskeyWrong'

/**
 * The sign-in's answer while its second step is missing or wrong: 401, saying which step
 * (`code`, with a passkey request when the account has passkeys, or `enrol` with the QR code's
 * contents and a ticket to confirm it with), in words too.
 */
class SecondStep extends APIError {
  constructor(
    req: PayloadRequest,
    message: Message,
    data: { step: Step; ticket?: string; secret?: string; uri?: string; qr?: string; passkey?: PasskeyStep },
  ) {
    super(customT(req)(`custom:${message}`), 401, { secondFactor: data }, true)
    this.name = 'SecondStep'
  }
}

class SecondStepLocked extends APIError {
  constructor(req: PayloadRequest, seconds: number) {
    super(customT(req)('custom:secondFactorLocked', { minutes: Math.ceil(seconds / 60) }), 429, undefined, true)
    this.name = 'SecondStepLocked'
    req.responseHeaders = new Headers(req.responseHeaders)
    req.responseHeaders.set('Retry-After', String(seconds))
  }
}

const RECOVERY_CODES_CONTEXT = 'newRecoveryCodes'

/**
 * Records the lock once the sign-in's transaction has ended. Not awaited: by now the login has
 * updated the account's row (its session), and the entry's reference to that row waits for the
 * login to finish, which waits for this hook; the insert goes through right after the rollback.
 */
function recordLock(req: PayloadRequest, account: Stored) {
  writeStaffAudit(req, { action: 'twoFactorLocked', subject: account }, { outsideTransaction: true }).catch((err) =>
    req.payload.logger.error({ err, msg: 'could not record a locked second step in the staff audit log' }),
  )
}

/** A wrong second step: counted against the account; the one that locks it is recorded. */
async function refuseWrong(req: PayloadRequest, account: Stored, error: SecondStep): Promise<never> {
  const taken = await failures.take(secondStepKey(account.id))
  if (!taken.allowed) throw new SecondStepLocked(req, taken.retryAfterSeconds)
  if (taken.count === SECOND_STEP_FAILURES) recordLock(req, account)
  throw error
}

/**
 * After the password was checked, before a session is made (Payload's beforeLogin): an account
 * that needs a second factor (src/lib/auth/secondFactor/policy.ts) gets its session only with a
 * right code from its authenticator app, one of its recovery codes, or one of its passkeys' answers,
 * sent with the sign-in (`code`, `recoveryCode`, or `passkey` with its `passkeyTicket`). Without a second factor yet, the answer carries a new secret to enrol
 * (a QR code) and a ticket; the sign-in sent again with that ticket and a right code enrols the
 * account and answers, once, its ten recovery codes. Every refusal is an error, so the session
 * the login already added is rolled back with its transaction.
 *
 * A code or recovery code is taken once even when sent several times at once (claimStep,
 * claimRecoveryCode): what was read above may already be stale by the time it is written.
 */
export const requireSecondFactor: CollectionBeforeLoginHook = async ({ req, user }) => {
  const account = (await req.payload.db.findOne({
    collection: 'users',
    where: { id: { equals: user.id } },
    req,
  })) as Stored | null
  if (!account) return user
  const db = await requestDb(req)
  const stored = await readSecondFactor(db, account.id)
  if (!needsSecondFactor({ ...account, wanted: account.secondFactorWanted, enrolled: stored !== null })) return user
  // The password was right: that attempt is no failure, whatever the second step does.
  await forgivePassword(req)
  const failuresKey = secondStepKey(account.id)
  if (!(await failures.allows(failuresKey))) {
    const taken = await failures.take(failuresKey)
    throw new SecondStepLocked(req, taken.allowed ? SECOND_STEP_WINDOW_MS / 1000 : taken.retryAfterSeconds)
  }
  const body = (req.data ?? {}) as Record<string, unknown>
  const code = typeof body.code === 'string' ? body.code : ''

  if (!stored) {
    const pending = readEnrolmentTicket(account.id, body.enrolTicket)
    const secret = pending ?? newTotpSecret()
    const enrol = {
      step: 'enrol' as const,
      ticket: pending ? String(body.enrolTicket) : enrolmentTicket(account.id, secret),
      secret,
      uri: totpUri(secret, account.email, totpIssuer()),
      qr: '',
    }
    enrol.qr = await qrDataUrl(enrol.uri)
    if (!pending || !code) throw new SecondStep(req, 'secondFactorEnrol', enrol)
    const check = await checkTotp(secret, code, null)
    if (!check.ok) return refuseWrong(req, account, new SecondStep(req, 'secondFactorWrong', enrol))
    const { codes, hashes } = newRecoveryCodes()
    if (!(await claimEnrolment(db, account.id, sealTotpSecret(account.id, secret), check.step, hashes)))
      throw new SecondStep(req, 'secondFactorReused', { step: 'code' })
    await writeStaffAudit(req, { action: 'twoFactorEnrolled', subject: account, toValue: 'totp' })
    req.context[RECOVERY_CODES_CONTEXT] = { id: account.id, codes }
    return user
  }

  // Every `code` step offers the account's passkeys too, with a fresh challenge.
  const codeStep = async () => ({ step: 'code' as const, passkey: await passkeyStep(req, db, account.id) })
  if (body.passkey !== undefined || body.passkeyTicket !== undefined) {
    if (!(await confirmPasskey(req, db, account.id, body)))
      return refuseWrong(req, account, new SecondStep(req, 'secondFactorPasskeyWrong', await codeStep()))
    return user
  }
  if (typeof body.recoveryCode === 'string' && body.recoveryCode.trim()) {
    const left = spendRecoveryCode(stored.recoveryCodes, body.recoveryCode)
    if (!left || !(await claimRecoveryCode(db, account.id, stored.recoveryCodes, left)))
      return refuseWrong(req, account, new SecondStep(req, 'secondFactorRecoveryWrong', await codeStep()))
    await writeStaffAudit(req, { action: 'recoveryCodeUsed', subject: account, toValue: `${left.length} left` })
    return user
  }
  if (!code) throw new SecondStep(req, 'secondFactorCode', await codeStep())
  const check = await checkTotp(openTotpSecret(account.id, stored.sealedSecret), code, stored.lastStep)
  const taken = check.ok && (await claimStep(db, account.id, check.step))
  if (!taken) {
    // A right code whose step another sign-in took first is a reused code.
    const message = check.ok || check.reason === 'reused' ? 'secondFactorReused' : 'secondFactorWrong'
    return refuseWrong(req, account, new SecondStep(req, message, await codeStep()))
  }
  return user
}

/** The sign-in that enrolled an account answers its recovery codes, once, with the account. */
export const showNewRecoveryCodes: CollectionAfterReadHook = ({ doc, req }) => {
  const fresh = req.context?.[RECOVERY_CODES_CONTEXT] as { id: number; codes: string[] } | undefined
  return fresh && fresh.id === (doc as { id?: number }).id ? { ...doc, recoveryCodes: fresh.codes } : doc
}

/**
 * An admin resets a colleague's second factor (a lost phone): the secret and the recovery codes
 * are removed, and the next sign-in enrols again. Anyone else is refused with 403, recorded.
 */
export async function resetSecondFactor(req: PayloadRequest, id: number): Promise<Response> {
  const account = (await req.payload.db.findOne({
    collection: 'users',
    where: { id: { equals: id } },
    req,
  })) as Stored | null
  if (req.user?.collection !== 'users' || (req.user as { role?: string }).role !== 'admin') {
    await writeStaffAudit(req, { action: 'twoFactorResetRefused', subject: account }, { outsideTransaction: true })
    return Response.json({ errors: [{ message: customT(req)('custom:secondFactorResetRefused') }] }, { status: 403 })
  }
  if (!account) return Response.json({ errors: [{ message: req.t('error:notFound') }] }, { status: 404 })
  await clearSecondFactor(await requestDb(req), id)
  await writeStaffAudit(req, { action: 'twoFactorReset', subject: account })
  return Response.json({ message: 'ok' })
}
