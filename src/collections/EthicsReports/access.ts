import type { Access, FieldAccess, PayloadRequest, Where } from 'payload'

import { AUDIT_CONTEXT, REPORTER_CASE, REPORTER_LOOKUP, SUBMISSION_CONTEXT } from '@/lib/auth/requestContexts'
import { hasRole } from '@/lib/auth/staffRoles'

/**
 * Who may touch ethics reports. Compliance only: not editors, not admins (admins manage
 * accounts, not reports), never anonymously. Two narrow doors for the reporter's own status
 * page, opened only by our route through `req.context` (REPORTER_LOOKUP and REPORTER_CASE,
 * src/lib/auth/requestContexts.ts).
 */

export const isCompliance = (req: PayloadRequest): boolean => hasRole(req, 'compliance')

const lookupCase = (req: PayloadRequest): string | undefined => {
  const value = req.context?.[REPORTER_LOOKUP]
  return typeof value === 'string' && value !== '' ? value : undefined
}

export const verifiedReport = (req: PayloadRequest): number | undefined => {
  const value = req.context?.[REPORTER_CASE]
  return typeof value === 'number' ? value : undefined
}

export const fromSubmission = (req: PayloadRequest): boolean => req.context?.[SUBMISSION_CONTEXT] === true

export const reportAccess: { read: Access; create: Access; update: Access; delete: Access } = {
  read: ({ req }): boolean | Where => {
    if (isCompliance(req)) return true
    const id = verifiedReport(req)
    if (id !== undefined) return { id: { equals: id } }
    const caseNumber = lookupCase(req)
    if (caseNumber) return { receiptNumber: { equals: caseNumber } }
    return false
  },
  create: ({ req }) => fromSubmission(req),
  update: ({ req }) => isCompliance(req),
  // Reports end by the retention job (a system task), never by a person.
  delete: () => false,
}

/** The secret's hash: read only by the status route's lookup, written only at intake. */
export const secretHashAccess: { read: FieldAccess; create: FieldAccess; update: FieldAccess } = {
  read: ({ req }) => lookupCase(req) !== undefined,
  create: ({ req }) => fromSubmission(req),
  update: () => false,
}

/** Key material and ciphertext: written at intake only, never changed by anyone afterwards. */
export const sealedFieldAccess: { create: FieldAccess; update: FieldAccess } = {
  create: ({ req }) => fromSubmission(req),
  update: () => false,
}

export const messageAccess: { read: Access; create: Access; update: Access; delete: Access } = {
  read: ({ req }) => {
    if (isCompliance(req)) return true
    const id = verifiedReport(req)
    return id !== undefined ? { report: { equals: id } } : false
  },
  create: ({ req, data }) => {
    if (isCompliance(req)) return true
    const id = verifiedReport(req)
    return id !== undefined && Number((data as { report?: unknown } | undefined)?.report) === id
  },
  // A message is a record of what was said: not edited, not deleted (the retention job removes them).
  update: () => false,
  delete: () => false,
}

export const auditAccess: { read: Access; create: Access; update: Access; delete: Access } = {
  read: ({ req }) => isCompliance(req),
  create: ({ req }) => req.context?.[AUDIT_CONTEXT] === true,
  update: () => false,
  delete: () => false,
}
