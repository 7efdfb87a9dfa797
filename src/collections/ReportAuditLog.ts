import type { CollectionConfig } from 'payload'

import { auditAccess } from './EthicsReports/access'
import { labels as L } from './labels'
import { groups } from './shared'

const statusCell = '/admin/reports/StatusCell#StatusCell'

export const auditActions = ['created', 'read', 'statusChanged', 'replied', 'downloaded', 'purged'] as const

const actionLabels: Record<(typeof auditActions)[number], { ko: string; en: string }> = {
  created: { ko: '접수', en: 'Received' },
  read: { ko: '열람', en: 'Opened' },
  statusChanged: { ko: '상태 변경', en: 'Status changed' },
  replied: { ko: '답변 작성', en: 'Replied' },
  downloaded: { ko: '첨부 파일 내려받기', en: 'Attachment downloaded' },
  purged: { ko: '보관 기간 만료로 삭제', en: 'Deleted after retention' },
}

/**
 * Who opened which report and when, and every status change. Written only by our hooks and
 * routes (AUDIT_CONTEXT); nobody edits or deletes an entry, so the admin shows them read-only with
 * no create, save or delete control. After retention only the case number, the action and the
 * date remain.
 */
export const ReportAuditLog: CollectionConfig = {
  slug: 'report-audit-log',
  // No document locks: they are readable by every staff user (see EthicsReports).
  lockDocuments: false,
  labels: {
    singular: { ko: '열람 기록', en: 'Audit entry' },
    plural: { ko: '제보 열람 기록', en: 'Report audit log' },
  },
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
    {
      name: 'caseNumber',
      label: L.caseNumber,
      type: 'text',
      required: true,
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'report',
      label: L.report,
      type: 'relationship',
      relationTo: 'ethics-reports',
      index: true,
      admin: { readOnly: true },
    },
    {
      name: 'user',
      label: { ko: '담당자', en: 'User' },
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true },
    },
    // Who, as they were then: stays when the account is renamed or deleted (the relationship empties).
    {
      name: 'userEmail',
      label: { ko: '담당자 이메일(기록 당시)', en: 'User email (at the time)' },
      type: 'text',
      admin: { readOnly: true },
    },
    {
      name: 'action',
      label: { ko: '기록', en: 'Action' },
      type: 'select',
      required: true,
      index: true,
      options: auditActions.map((value) => ({ value, label: actionLabels[value] })),
      admin: { readOnly: true },
    },
    // Status values, shown with the reports' own labels in the list.
    {
      name: 'fromStatus',
      label: { ko: '이전 상태', en: 'From status' },
      type: 'text',
      admin: { readOnly: true, components: { Cell: statusCell } },
    },
    {
      name: 'toStatus',
      label: { ko: '바뀐 상태', en: 'To status' },
      type: 'text',
      admin: { readOnly: true, components: { Cell: statusCell } },
    },
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
