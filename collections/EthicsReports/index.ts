import type { CollectionConfig, Field } from 'payload'

import { reportCategories, reportKinds, reportLimits as L } from '../../src/lib/forms/report'
import { reportStatuses } from '../../src/lib/reports/due'
import { locales } from '../../src/i18n/locales'
import { hasRole } from '../access'
import { groups } from '../shared'
import { reportAccess, sealedFieldAccess, secretHashAccess } from './access'
import { openSealedReport, trackStatus } from './hooks'

const formLabels = { consult: { ko: '윤리 상담', en: 'Consultation' }, report: { ko: '불공정거래 제보', en: 'Unfair-trade report' } }

const statusLabels = {
  received: { ko: '접수', en: 'Received' },
  inReview: { ko: '검토 중', en: 'In review' },
  answered: { ko: '답변 완료', en: 'Answered' },
  closed: { ko: '종료', en: 'Closed' },
}

export const categoryLabels = {
  dealingPosition: { ko: '거래상 지위 남용', en: 'Abuse of a dealing position' },
  refusalToDeal: { ko: '거래 거절', en: 'Refusal to deal' },
  writtenContract: { ko: '서면 계약서 미교부', en: 'No written contract handed over' },
  promotionCosts: { ko: '판촉비용 전가', en: 'Promotion costs shifted to suppliers' },
  otherFairTrade: { ko: '기타 공정거래법 위반', en: 'Other fair-trade law violations' },
}

/** Set at intake by the pipeline, then read-only for everyone. */
const atIntake = (field: Field): Field => ({ ...field, access: sealedFieldAccess, admin: { ...field.admin, readOnly: true } }) as Field

/** Opened from `sealed` for a permitted read; never stored as such (virtual), never editable. */
const opened = (field: Field): Field => ({ ...field, virtual: true, admin: { ...field.admin, readOnly: true } }) as Field

/**
 * Ethics consultations and unfair-trade reports. The pipeline creates them sealed (AES-256-GCM
 * under a key of their own, wrapped by REPORTS_KEY); compliance works through them; nobody else
 * reads them, admins included.
 */
export const EthicsReports: CollectionConfig = {
  slug: 'ethics-reports',
  labels: { singular: { ko: '윤리 제보', en: 'Ethics report' }, plural: { ko: '윤리 제보함', en: 'Ethics reports' } },
  admin: {
    useAsTitle: 'receiptNumber',
    defaultColumns: ['receiptNumber', 'form', 'status', 'receivedAt', 'resultBy', 'assignee'],
    listSearchableFields: ['receiptNumber'],
    group: groups.inbox,
    // Only compliance sees it in the admin's navigation.
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'compliance',
  },
  defaultSort: '-receivedAt',
  access: reportAccess,
  hooks: { beforeChange: [trackStatus], afterRead: [openSealedReport] },
  fields: [
    atIntake({ name: 'receiptNumber', label: { ko: '사건 번호', en: 'Case number' }, type: 'text', required: true, unique: true, index: true, maxLength: 40 }),
    atIntake({ name: 'form', type: 'select', required: true, index: true, options: reportKinds.map((value) => ({ value, label: formLabels[value] })) }),
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'received',
      options: reportStatuses.map((value) => ({ value, label: statusLabels[value] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'assignee',
      type: 'relationship',
      relationTo: 'users',
      filterOptions: { role: { equals: 'compliance' } },
      admin: { position: 'sidebar' },
    },
    atIntake({ name: 'receivedAt', type: 'date', required: true, index: true, admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } }),
    atIntake({ name: 'acknowledgeBy', type: 'date', index: true, admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } }),
    atIntake({ name: 'resultBy', type: 'date', index: true, admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } } }),
    { name: 'acknowledgedAt', type: 'date', admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'closedAt', type: 'date', index: true, admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
    atIntake({ name: 'locale', type: 'select', required: true, options: locales.map((value) => ({ value, label: value })), admin: { position: 'sidebar' } }),
    opened({ name: 'overdue', type: 'checkbox', admin: { position: 'sidebar' } }),
    opened({ name: 'subject', type: 'text', maxLength: L.subject }),
    opened({ name: 'name', type: 'text', maxLength: L.name }),
    opened({ name: 'email', type: 'text', maxLength: L.email }),
    opened({ name: 'categories', type: 'select', hasMany: true, options: reportCategories.map((value) => ({ value, label: categoryLabels[value] })) }),
    opened({ name: 'detail', type: 'textarea', maxLength: L.detail }),
    opened({ name: 'attachment', type: 'json', admin: { hidden: true } }),
    // Compliance's own notes: never shown to the reporter.
    { name: 'internalNotes', type: 'textarea', maxLength: 10_000, access: { read: ({ req }) => hasRole(req, 'compliance') } },
    { name: 'messages', type: 'join', collection: 'report-messages', on: 'report', defaultSort: 'createdAt', admin: { defaultColumns: ['author', 'createdAt'] } },
    // Key material and ciphertext (see src/lib/reports/sealed.ts): hidden, set once at intake.
    atIntake({ name: 'sealId', type: 'text', required: true, admin: { hidden: true } }),
    atIntake({ name: 'wrappedKey', type: 'text', required: true, admin: { hidden: true } }),
    atIntake({ name: 'sealed', type: 'textarea', required: true, admin: { hidden: true } }),
    { name: 'secretHash', type: 'text', required: true, access: secretHashAccess, admin: { hidden: true } },
  ],
}
