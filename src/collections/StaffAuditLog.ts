import type { CollectionConfig } from 'payload'

import { hasRole } from '@/lib/auth/staffRoles'
import { STAFF_AUDIT_CONTEXT } from '@/lib/auth/requestContexts'
import { groups } from './shared'

export const staffAuditActions = [
  'accountCreated',
  'roleChanged',
  'roleChangeRefused',
  'accountDeleted',
  'twoFactorEnrolled',
  'twoFactorReset',
  'twoFactorResetRefused',
  'recoveryCodeUsed',
  'twoFactorLocked',
  'passkeyAdded',
  'passkeyRemoved',
] as const

export type StaffAuditAction = (typeof staffAuditActions)[number]

const actionLabels: Record<StaffAuditAction, { ko: string; en: string }> = {
  accountCreated: { ko: '계정 생성', en: 'Account created' },
  roleChanged: { ko: '역할 변경', en: 'Role changed' },
  roleChangeRefused: { ko: '역할 변경 거부', en: 'Role change refused' },
  accountDeleted: { ko: '계정 삭제', en: 'Account deleted' },
  twoFactorEnrolled: { ko: '2단계 인증 등록', en: 'Second factor enrolled' },
  twoFactorReset: { ko: '2단계 인증 초기화', en: 'Second factor reset' },
  twoFactorResetRefused: { ko: '2단계 인증 초기화 거부', en: 'Second factor reset refused' },
  recoveryCodeUsed: { ko: '복구 코드 사용', en: 'Recovery code used' },
  twoFactorLocked: { ko: '2단계 인증 잠김', en: 'Second factor locked' },
  passkeyAdded: { ko: '패스키 등록', en: 'Passkey added' },
  passkeyRemoved: { ko: '패스키 삭제', en: 'Passkey removed' },
}

const readOnlyText = (name: string, label: { ko: string; en: string }) =>
  ({ name, label, type: 'text', admin: { readOnly: true } }) as const

/**
 * Who did what to whose staff account, and when: every account created or deleted, every role
 * change (and every refused attempt at one), every second factor enrolled, used as a recovery code
 * or reset. Append-only: written only by our hooks (STAFF_AUDIT_CONTEXT, with access checks on),
 * never updated or deleted by anyone, admins included. Admins read it; compliance too, since the
 * compliance role is what grants access to whistleblowers' reports. The emails are kept as they
 * were then: the relationships empty when an account is deleted, the record stays.
 */
export const StaffAuditLog: CollectionConfig = {
  slug: 'staff-audit-log',
  lockDocuments: false,
  labels: {
    singular: { ko: '직원 계정 기록', en: 'Staff audit entry' },
    plural: { ko: '직원 계정 기록', en: 'Staff audit log' },
  },
  admin: {
    useAsTitle: 'subjectEmail',
    defaultColumns: ['at', 'action', 'actorEmail', 'subjectEmail', 'fromValue', 'toValue'],
    listSearchableFields: ['subjectEmail', 'actorEmail'],
    group: groups.staff,
    hidden: ({ user }) => !['admin', 'compliance'].includes((user as { role?: string } | null)?.role ?? ''),
  },
  defaultSort: '-at',
  access: {
    read: ({ req }) => hasRole(req, 'admin') || hasRole(req, 'compliance'),
    create: ({ req }) => req.context?.[STAFF_AUDIT_CONTEXT] === true,
    update: () => false,
    delete: () => false,
  },
  fields: [
    {
      name: 'action',
      label: { ko: '기록', en: 'Action' },
      type: 'select',
      required: true,
      index: true,
      options: staffAuditActions.map((value) => ({ value, label: actionLabels[value] })),
      admin: { readOnly: true },
    },
    {
      name: 'actor',
      label: { ko: '수행한 사람', en: 'By' },
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true },
    },
    readOnlyText('actorEmail', { ko: '수행한 사람 이메일(기록 당시)', en: 'By (email at the time)' }),
    {
      name: 'subject',
      label: { ko: '대상 계정', en: 'Account' },
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true },
    },
    readOnlyText('subjectEmail', { ko: '대상 계정 이메일(기록 당시)', en: 'Account (email at the time)' }),
    readOnlyText('fromValue', { ko: '이전', en: 'From' }),
    readOnlyText('toValue', { ko: '이후', en: 'To' }),
    {
      name: 'at',
      label: { ko: '일시', en: 'When' },
      type: 'date',
      required: true,
      index: true,
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}
