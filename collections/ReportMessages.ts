import type { CollectionConfig } from 'payload'

import { messageAccess } from './EthicsReports/access'
import { openSealedMessage, sealNewMessage } from './ReportMessages.hooks'
import { groups } from './shared'

/**
 * The conversation on a case: the reporter's follow-ups (from the status page) and compliance's
 * replies (from the admin; shown to the reporter). Sealed with the report's key; a message once
 * written is not edited or deleted.
 */
export const ReportMessages: CollectionConfig = {
  slug: 'report-messages',
  labels: { singular: { ko: '제보 메시지', en: 'Report message' }, plural: { ko: '제보 메시지', en: 'Report messages' } },
  admin: {
    useAsTitle: 'createdAt',
    defaultColumns: ['report', 'author', 'createdAt'],
    group: groups.inbox,
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'compliance',
  },
  access: messageAccess,
  hooks: { beforeChange: [sealNewMessage], afterRead: [openSealedMessage] },
  fields: [
    { name: 'report', type: 'relationship', relationTo: 'ethics-reports', required: true, index: true },
    {
      name: 'author',
      type: 'select',
      required: true,
      defaultValue: 'staff',
      options: [
        { value: 'reporter', label: { ko: '제보자', en: 'Reporter' } },
        { value: 'staff', label: { ko: '컴플라이언스', en: 'Compliance' } },
      ],
      admin: { readOnly: true },
    },
    { name: 'staffUser', type: 'relationship', relationTo: 'users', admin: { readOnly: true } },
    // What staff type and what is shown: sealed into `sealed` before it is stored.
    { name: 'body', type: 'textarea', virtual: true, required: true, maxLength: 10_000 },
    { name: 'attachment', type: 'json', virtual: true, admin: { hidden: true } },
    { name: 'sealed', type: 'textarea', admin: { hidden: true }, access: { update: () => false } },
  ],
}
