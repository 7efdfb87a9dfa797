import type { CollectionConfig } from 'payload'

import { auditAccess } from './EthicsReports/access'
import { groups } from './shared'

export const auditActions = ['created', 'read', 'statusChanged', 'replied', 'downloaded', 'purged'] as const

/**
 * Who opened which report and when, and every status change. Written only by our hooks and
 * routes (AUDIT_CONTEXT); nobody edits or deletes an entry. After retention only the case number,
 * the action and the date remain.
 */
export const ReportAuditLog: CollectionConfig = {
  slug: 'report-audit-log',
  labels: { singular: { ko: '열람 기록', en: 'Audit entry' }, plural: { ko: '제보 열람 기록', en: 'Report audit log' } },
  admin: {
    useAsTitle: 'caseNumber',
    defaultColumns: ['at', 'caseNumber', 'action', 'user', 'fromStatus', 'toStatus'],
    listSearchableFields: ['caseNumber'],
    group: groups.inbox,
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'compliance',
  },
  defaultSort: '-at',
  access: auditAccess,
  fields: [
    { name: 'caseNumber', type: 'text', required: true, index: true, admin: { readOnly: true } },
    { name: 'report', type: 'relationship', relationTo: 'ethics-reports', index: true, admin: { readOnly: true } },
    { name: 'user', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    {
      name: 'action',
      type: 'select',
      required: true,
      index: true,
      options: auditActions.map((value) => ({ value, label: value })),
      admin: { readOnly: true },
    },
    { name: 'fromStatus', type: 'text', admin: { readOnly: true } },
    { name: 'toStatus', type: 'text', admin: { readOnly: true } },
    { name: 'at', type: 'date', required: true, index: true, admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } } },
  ],
}
