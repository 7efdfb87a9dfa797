import type { CollectionConfig, TextareaFieldValidation } from 'payload'
import { textarea } from 'payload/shared'

import { messageAccess } from '../EthicsReports/access'
import { messageAttachment } from '../EthicsReports/endpoints/attachment'
import { recordMessagesRead } from '../EthicsReports/audit'
import { markFollowUp, openSealedMessage, recordReply, sealNewMessage } from './hooks'
import { labels as L } from '../labels'
import { groups } from '../shared'

const BODY_MAX = 10_000

/**
 * Payload validates no virtual field by itself: a new message must say something (blank is empty),
 * within the limit, with Payload's own textarea rule and messages.
 */
const validateBody: TextareaFieldValidation = (value, options) => {
  if (options.operation !== 'create') return true
  return textarea(typeof value === 'string' && value.trim() !== '' ? value : '', options)
}

/**
 * The conversation on a case: the reporter's follow-ups (from the status page) and compliance's
 * replies (from the admin; shown to the reporter). Sealed with the report's key; a message once
 * written is not edited or deleted.
 */
export const ReportMessages: CollectionConfig = {
  slug: 'report-messages',
  // No document locks: they are readable by every staff user (see EthicsReports).
  lockDocuments: false,
  labels: {
    singular: { ko: '제보 메시지', en: 'Report message' },
    plural: { ko: '제보 메시지', en: 'Report messages' },
  },
  admin: {
    useAsTitle: 'createdAt',
    defaultColumns: ['report', 'author', 'createdAt'],
    group: groups.inbox,
    hidden: ({ user }) => (user as { role?: string } | null)?.role !== 'compliance',
  },
  // A copy would be a staff reply of someone else's words: messages are written, never duplicated.
  disableDuplicate: true,
  // A reporter's file is served only through this route: compliance only, decrypted, audited.
  endpoints: [messageAttachment],
  access: messageAccess,
  hooks: {
    beforeChange: [sealNewMessage],
    afterChange: [recordReply, markFollowUp],
    afterRead: [openSealedMessage],
    afterOperation: [recordMessagesRead],
  },
  fields: [
    {
      name: 'report',
      label: L.report,
      type: 'relationship',
      relationTo: 'ethics-reports',
      required: true,
      index: true,
    },
    {
      name: 'author',
      label: { ko: '작성자', en: 'Author' },
      type: 'select',
      required: true,
      defaultValue: 'staff',
      options: [
        { value: 'reporter', label: { ko: '제보자', en: 'Reporter' } },
        { value: 'staff', label: { ko: '컴플라이언스', en: 'Compliance' } },
      ],
      admin: { readOnly: true },
    },
    {
      name: 'staffUser',
      label: { ko: '답변한 담당자', en: 'Replied by' },
      type: 'relationship',
      relationTo: 'users',
      admin: { readOnly: true },
    },
    // What staff type and what is shown: sealed into `sealed` before it is stored. Payload makes a
    // virtual field read-only in the admin unless told otherwise: compliance writes replies here.
    {
      name: 'body',
      label: { ko: '내용', en: 'Message' },
      type: 'textarea',
      virtual: true,
      required: true,
      maxLength: BODY_MAX,
      validate: validateBody,
      admin: {
        readOnly: false,
        // Said where compliance writes: a reply is not an internal note.
        description: {
          ko: '제보자가 사건 번호와 비밀번호로 상태를 확인할 때 이 답변을 그대로 읽습니다. 제보자에게 보이지 않는 내용은 제보의 ‘내부 메모’에 적어 주세요.',
          en: 'The reporter reads this reply as written when they check the case with its number and password. Anything the reporter must not see goes in the report’s internal notes.',
        },
      },
    },
    {
      name: 'attachment',
      label: L.attachment,
      type: 'json',
      virtual: true,
      admin: {
        components: {
          Field: '/admin/reports/AttachmentField#ReportAttachmentField',
          Cell: '/admin/reports/AttachmentCell#MessageAttachmentCell',
        },
        // Staff replies carry no file; the field only describes a reporter's file.
        condition: (data) => Boolean((data as { attachment?: unknown }).attachment),
      },
    },
    { name: 'sealed', label: L.sealed, type: 'textarea', admin: { hidden: true }, access: { update: () => false } },
  ],
}
