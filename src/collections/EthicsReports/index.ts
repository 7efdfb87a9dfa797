import type { CollectionConfig, Field } from 'payload'

import { reportCategories, reportKinds, reportLimits as limits } from '@/lib/forms/report'
import { reportStatuses } from '@/lib/reports/due'
import { reportStatusLabels } from '@/lib/reports/statusLabels'
import { hasRole } from '@/lib/auth/staffRoles'
import { labels as L, localeOptions } from '../labels'
import { groups } from '../shared'
import { reportAccess, sealedFieldAccess, secretHashAccess } from './access'
import { recordChange, recordRead } from './audit'
import { reportAttachment } from './endpoints/attachment'
import { openSealedReport, sealNotes, trackStatus } from './hooks'

const formLabels = {
  consult: { ko: '윤리 상담', en: 'Consultation' },
  report: { ko: '불공정거래 제보', en: 'Unfair-trade report' },
}

export const categoryLabels = {
  dealingPosition: { ko: '거래상 지위 남용', en: 'Abuse of a dealing position' },
  refusalToDeal: { ko: '거래 거절', en: 'Refusal to deal' },
  writtenContract: { ko: '서면 계약서 미교부', en: 'No written contract handed over' },
  promotionCosts: { ko: '판촉비용 전가', en: 'Promotion costs shifted to suppliers' },
  otherFairTrade: { ko: '기타 공정거래법 위반', en: 'Other fair-trade law violations' },
}

/** Set at intake by the pipeline, then read-only for everyone. */
const atIntake = (field: Field): Field =>
  ({ ...field, access: sealedFieldAccess, admin: { ...field.admin, readOnly: true } }) as Field

/** Opened from `sealed` for a permitted read; never stored as such (virtual), never editable. */
const opened = (field: Field): Field =>
  ({ ...field, virtual: true, admin: { ...field.admin, readOnly: true } }) as Field

/**
 * Ethics consultations and unfair-trade reports. The pipeline creates them sealed (AES-256-GCM
 * under a key of their own, wrapped by REPORTS_KEY); compliance works through them; nobody else
 * reads them, admins included.
 */
/** Field access checks what a request sends; `trackStatus` (a beforeChange hook) still sets these. */
const byStatusHookOnly = { create: () => false, update: () => false }

export const EthicsReports: CollectionConfig = {
  slug: 'ethics-reports',
  // Payload's document locks are readable by every staff user: a lock would tell editors which
  // report compliance is working on, and let them lock compliance out.
  lockDocuments: false,
  labels: { singular: { ko: '윤리 제보', en: 'Ethics report' }, plural: { ko: '윤리 제보함', en: 'Ethics reports' } },
  admin: {
    useAsTitle: 'receiptNumber',
    defaultColumns: ['receiptNumber', 'form', 'status', 'followUpAt', 'receivedAt', 'resultBy', 'assignee'],
    listSearchableFields: ['receiptNumber'],
    group: groups.inbox,
    // Only compliance sees it in the admin's navigation.
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'compliance',
    // Overdue, status and kind links above the list (Payload's own where query).
    components: { beforeListTable: ['/admin/reports/QuickFilters#ReportQuickFilters'] },
  },
  defaultSort: '-receivedAt',
  // The reporter's file is served only through this route: compliance only, decrypted, audited.
  endpoints: [reportAttachment],
  access: reportAccess,
  hooks: {
    beforeChange: [trackStatus, sealNotes],
    afterChange: [recordChange],
    afterRead: [openSealedReport],
    afterOperation: [recordRead],
  },
  fields: [
    atIntake({
      name: 'receiptNumber',
      label: L.caseNumber,
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 40,
      // Overdue reports stand out in the list: bold, with a badge.
      admin: { components: { Cell: '/admin/reports/CaseNumberCell#CaseNumberCell' } },
    }),
    atIntake({
      name: 'form',
      label: { ko: '유형', en: 'Kind' },
      type: 'select',
      required: true,
      index: true,
      options: reportKinds.map((value) => ({ value, label: formLabels[value] })),
    }),
    {
      name: 'status',
      label: L.status,
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'received',
      options: reportStatuses.map((value) => ({ value, label: reportStatusLabels[value] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'assignee',
      label: L.assignee,
      type: 'relationship',
      relationTo: 'users',
      filterOptions: { role: { equals: 'compliance' } },
      admin: { position: 'sidebar' },
    },
    atIntake({
      name: 'receivedAt',
      label: L.receivedAt,
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    }),
    atIntake({
      name: 'acknowledgeBy',
      label: { ko: '접수 확인 기한', en: 'Acknowledge by' },
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        components: { Cell: '/admin/reports/DueCell#DueCell' },
      },
    }),
    atIntake({
      name: 'resultBy',
      label: { ko: '결과 통보 기한', en: 'Result due by' },
      type: 'date',
      index: true,
      admin: {
        position: 'sidebar',
        date: { pickerAppearance: 'dayAndTime' },
        components: { Cell: '/admin/reports/DueCell#DueCell' },
      },
    }),
    // Set by the status hook alone: a closing date written by hand could purge a report early or never.
    {
      name: 'acknowledgedAt',
      label: { ko: '접수 확인 일시', en: 'Acknowledged' },
      type: 'date',
      access: byStatusHookOnly,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'closedAt',
      label: { ko: '종료 일시', en: 'Closed' },
      type: 'date',
      index: true,
      access: byStatusHookOnly,
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    // The reporter's newest message that no reply has answered yet: set when the reporter writes
    // through the status page, cleared by a compliance reply (src/collections/ReportMessages/hooks.ts).
    {
      name: 'followUpAt',
      label: { ko: '제보자 새 메시지', en: 'New from the reporter' },
      type: 'date',
      index: true,
      access: byStatusHookOnly,
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        components: { Cell: '/admin/reports/FollowUpCell#FollowUpCell' },
      },
    },
    atIntake({
      name: 'locale',
      label: L.locale,
      type: 'select',
      required: true,
      options: localeOptions,
      admin: { position: 'sidebar' },
    }),
    opened({
      name: 'overdue',
      label: { ko: '기한 초과', en: 'Overdue' },
      type: 'checkbox',
      admin: { position: 'sidebar' },
    }),
    opened({ name: 'subject', label: L.subject, type: 'text', maxLength: limits.subject }),
    opened({ name: 'name', label: L.name, type: 'text', maxLength: limits.name }),
    opened({ name: 'email', label: L.email, type: 'text', maxLength: limits.email }),
    opened({
      name: 'categories',
      label: { ko: '제보 유형', en: 'Categories' },
      type: 'select',
      hasMany: true,
      options: reportCategories.map((value) => ({ value, label: categoryLabels[value] })),
    }),
    opened({ name: 'detail', label: L.detail, type: 'textarea', maxLength: limits.detail }),
    // Name, type, size and a download link through the attachment route (the stored key never leaves).
    opened({
      name: 'attachment',
      label: L.attachment,
      type: 'json',
      admin: { components: { Field: '/admin/reports/AttachmentField#ReportAttachmentField' } },
    }),
    // Compliance's own notes: never shown to the reporter. Sealed like the report (`sealNotes`):
    // this field is what compliance reads and types, only `sealedNotes` is stored.
    {
      name: 'internalNotes',
      label: { ko: '내부 메모 (제보자에게 보이지 않음)', en: 'Internal notes (never shown to the reporter)' },
      type: 'textarea',
      virtual: true,
      maxLength: 10_000,
      // Payload makes a virtual field read-only unless told otherwise.
      admin: { readOnly: false },
      access: { read: ({ req }) => hasRole(req, 'compliance') },
    },
    {
      name: 'sealedNotes',
      label: { ko: '암호화된 내부 메모', en: 'Sealed internal notes' },
      type: 'textarea',
      access: byStatusHookOnly,
      admin: { hidden: true },
    },
    // The conversation: the reporter's follow-ups and compliance's replies (shown on the status page).
    {
      name: 'messages',
      label: { ko: '메시지 (답변은 제보자에게 보임)', en: 'Messages (replies are shown to the reporter)' },
      type: 'join',
      collection: 'report-messages',
      on: 'report',
      defaultSort: 'createdAt',
      admin: { defaultColumns: ['createdAt', 'author', 'body', 'attachment'], allowCreate: true },
    },
    // Key material and ciphertext (see src/lib/reports/sealed.ts): hidden, set once at intake.
    // Labelled all the same: Payload names a field by its label in a save error, hidden or not.
    atIntake({
      name: 'sealId',
      label: { ko: '암호화 ID', en: 'Seal ID' },
      type: 'text',
      required: true,
      admin: { hidden: true },
    }),
    atIntake({
      name: 'wrappedKey',
      label: { ko: '암호화된 키', en: 'Wrapped key' },
      type: 'text',
      required: true,
      admin: { hidden: true },
    }),
    atIntake({ name: 'sealed', label: L.sealed, type: 'textarea', required: true, admin: { hidden: true } }),
    {
      name: 'secretHash',
      label: { ko: '비밀번호 해시', en: 'Secret hash' },
      type: 'text',
      required: true,
      access: secretHashAccess,
      admin: { hidden: true },
    },
  ],
}
