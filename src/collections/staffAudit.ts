import {
  APIError,
  type CollectionAfterChangeHook,
  type CollectionAfterDeleteHook,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
} from 'payload'

import { STAFF_AUDIT_CONTEXT } from '@/lib/auth/requestContexts'
import { hasRole } from '@/lib/auth/staffRoles'
import { composeComplianceGrant } from '@/lib/submissions/mail/composeComplianceGrant'
import type { StaffAuditAction } from './StaffAuditLog'
import { customT } from './staffPassword'

type Account = { id: number | string; email?: string | null; role?: string | null }

export type StaffAuditEntry = {
  action: StaffAuditAction
  subject?: Account | null
  fromValue?: string | null
  toValue?: string | null
}

/**
 * Writes one staff audit entry for the acting request, with access checks on (the entry's door is
 * STAFF_AUDIT_CONTEXT). In the request's own transaction, so the entry and the change it records
 * are stored together or not at all; `outsideTransaction` for a refusal, whose request is rolled
 * back but whose record must stay.
 */
export async function writeStaffAudit(
  req: PayloadRequest,
  entry: StaffAuditEntry,
  { outsideTransaction = false } = {},
): Promise<void> {
  const actor = req.user?.collection === 'users' ? (req.user as Account) : null
  await req.payload.create({
    collection: 'staff-audit-log',
    data: {
      action: entry.action,
      actor: actor ? Number(actor.id) : null,
      actorEmail: actor?.email ?? null,
      // A deleted account is named by its email only: the relationship would point at nothing.
      subject: entry.subject?.id ? Number(entry.subject.id) : null,
      subjectEmail: entry.subject?.email ?? null,
      fromValue: entry.fromValue ?? null,
      toValue: entry.toValue ?? null,
      at: new Date().toISOString(),
    },
    req: outsideTransaction ? { ...req, transactionID: undefined } : { ...req },
    overrideAccess: false,
    depth: 0,
    context: { [STAFF_AUDIT_CONTEXT]: true },
  })
}

class RoleChangeRefused extends APIError {
  constructor(req: PayloadRequest) {
    super(customT(req)('custom:roleChangeRefused'), 403, null, true)
    this.name = 'RoleChangeRefused'
  }
}

/**
 * Only an admin changes a role. Anyone else who sends one (their own, or another account's) is
 * refused with 403 before anything is written, and the attempt is recorded. Runs before Payload's
 * own access check, which would otherwise drop the field silently (own account) or refuse without
 * a trace (another account).
 */
export const refuseRoleChange: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if ((operation !== 'update' && operation !== 'create') || !req.user || hasRole(req, 'admin')) return args
  const wanted = (args as { data?: { role?: unknown } }).data?.role
  if (wanted === undefined) return args
  const id = (args as { id?: number | string }).id
  const current =
    id === undefined
      ? null
      : ((await req.payload.db.findOne({ collection: 'users', where: { id: { equals: id } }, req })) as Account | null)
  if (current && current.role === wanted) return args
  await writeStaffAudit(
    req,
    { action: 'roleChangeRefused', subject: current, fromValue: current?.role ?? null, toValue: String(wanted) },
    { outsideTransaction: true },
  )
  throw new RoleChangeRefused(req)
}

/** Accounts created and roles changed are recorded; a compliance grant is mailed to compliance. */
export const recordStaffChange: CollectionAfterChangeHook = async ({ doc, operation, previousDoc, req }) => {
  const account = doc as Account
  const before = (previousDoc as Account | undefined)?.role ?? null
  if (operation === 'create') {
    await writeStaffAudit(req, { action: 'accountCreated', subject: account, toValue: account.role ?? null })
  } else if (before !== account.role) {
    await writeStaffAudit(req, { action: 'roleChanged', subject: account, fromValue: before, toValue: account.role })
  } else return doc
  if (account.role === 'compliance') await mailComplianceGrant(req, account)
  return doc
}

export const recordStaffDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
  await writeStaffAudit(req, {
    action: 'accountDeleted',
    subject: { ...(doc as Account), id: '' },
    fromValue: (doc as Account).role,
  })
}

/**
 * Tells every compliance officer (the new one included) that an account was given the role. The
 * audit entry is the record; a mail that cannot be sent is logged as an error, and the change stands.
 */
async function mailComplianceGrant(req: PayloadRequest, account: Account): Promise<void> {
  // A system operation (the seed, a script) has no one granting and no request to read as.
  if (!req.user) return
  const officers = await req.payload.find({
    collection: 'users',
    where: { role: { equals: 'compliance' } },
    depth: 0,
    pagination: false,
    select: { email: true },
    req,
    overrideAccess: false,
  })
  const to = officers.docs.map((user) => user.email).filter(Boolean)
  if (!to.includes(account.email ?? '')) to.push(account.email ?? '')
  const base = (req.payload.config.serverURL || `http://localhost:${process.env.PORT || 3000}`).replace(/\/$/, '')
  const content = composeComplianceGrant({
    account: account.email ?? String(account.id),
    by: req.user?.email ?? 'system',
    at: new Date().toISOString(),
    auditUrl: `${base}${req.payload.config.routes.admin}/collections/staff-audit-log`,
  })
  try {
    await req.payload.sendEmail({
      to: to.filter(Boolean),
      subject: content.subject,
      text: content.text,
      html: content.html,
    })
  } catch (error) {
    req.payload.logger.error(
      `The compliance-grant mail for user ${account.id} was not sent: ${(error as Error).message}`,
    )
  }
}
