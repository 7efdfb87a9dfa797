import type { CollectionConfig, Field } from 'payload'

import { inquiryKinds, inquiryLimits as L } from '../../src/lib/forms/inquiry'
import { locales } from '../../src/i18n/locales'
import { isAdmin, isEditor } from '../access'
import { groups } from '../shared'
import { createdBySubmission, submittedField } from './access'
import { downloadAttachment } from './endpoints/downloadAttachment'

export const inquiryStatuses = ['new', 'inProgress', 'answered', 'closed'] as const

const kindLabels = {
  partnership: { ko: '제휴 제안', en: 'Partnership' },
  press: { ko: '언론 문의', en: 'Media' },
  other: { ko: '기타 문의', en: 'Other' },
  visit: { ko: '회사 방문', en: 'Company visit' },
}

const statusLabels = {
  new: { ko: '새 문의', en: 'New' },
  inProgress: { ko: '처리 중', en: 'In progress' },
  answered: { ko: '답변 완료', en: 'Answered' },
  closed: { ko: '종료', en: 'Closed' },
}

/** What the visitor wrote: shown to staff, never editable by them (SPEC §3 inquiry fields). */
const asSubmitted = (field: Field): Field =>
  ({
    ...field,
    access: { create: createdBySubmission.field, update: submittedField.update },
    admin: { ...field.admin, readOnly: true },
  }) as Field

/**
 * Inquiries sent through the four `/question/*` forms. Only the submission pipeline creates them;
 * editors and admins work through them (status, assignee, notes); nobody else reads them.
 */
export const Inquiries: CollectionConfig = {
  slug: 'inquiries',
  labels: { singular: { ko: '문의', en: 'Inquiry' }, plural: { ko: '문의함', en: 'Inquiries' } },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['subject', 'kind', 'status', 'name', 'receivedAt', 'assignee'],
    listSearchableFields: ['subject', 'name', 'email', 'receiptNumber'],
    group: groups.inbox,
    // Status and kind links above the list (Payload's own where query, refinable in its filter bar).
    components: { beforeListTable: ['/admin/inquiries/QuickFilters#QuickFilters'] },
  },
  defaultSort: '-receivedAt',
  // The attachment is served only through this access-checked route, never from a static path.
  endpoints: [downloadAttachment],
  access: {
    read: isEditor,
    create: createdBySubmission.collection,
    update: isEditor,
    delete: isAdmin,
  },
  fields: [
    asSubmitted({ name: 'receiptNumber', type: 'text', required: true, unique: true, index: true, maxLength: 40 }),
    asSubmitted({
      name: 'kind',
      type: 'select',
      required: true,
      index: true,
      options: inquiryKinds.map((value) => ({ value, label: kindLabels[value] })),
    }),
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'new',
      options: inquiryStatuses.map((value) => ({ value, label: statusLabels[value] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'assignee',
      type: 'relationship',
      relationTo: 'users',
      // Only people who may read the inbox can be given an inquiry.
      filterOptions: { role: { in: ['admin', 'editor'] } },
      admin: { position: 'sidebar' },
    },
    asSubmitted({
      name: 'receivedAt',
      type: 'date',
      required: true,
      index: true,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    }),
    asSubmitted({
      name: 'locale',
      type: 'select',
      required: true,
      options: locales.map((value) => ({ value, label: value })),
      admin: { position: 'sidebar' },
    }),
    asSubmitted({
      name: 'subject',
      type: 'text',
      required: true,
      maxLength: L.subject,
      // Unread (status new) rows stand out: bold, with a badge.
      admin: { components: { Cell: '/admin/inquiries/SubjectCell#SubjectCell' } },
    }),
    asSubmitted({ name: 'name', type: 'text', required: true, maxLength: L.name }),
    asSubmitted({ name: 'organization', type: 'text', maxLength: L.organization }),
    asSubmitted({ name: 'mediaName', type: 'text', maxLength: L.mediaName }),
    asSubmitted({ name: 'email', type: 'email', required: true }),
    asSubmitted({ name: 'visitors', type: 'number', min: L.visitorsMin, max: L.visitorsMax }),
    asSubmitted({ name: 'preferredDates', type: 'text', maxLength: L.preferredDates }),
    asSubmitted({ name: 'detail', type: 'textarea', required: true, maxLength: L.detail }),
    asSubmitted({
      name: 'attachment',
      type: 'group',
      // Name, type, size and a download link through the access-checked attachment route.
      admin: { components: { Field: '/admin/inquiries/AttachmentField#AttachmentField' } },
      fields: [
        // The stored object's generated key: never a visitor's file name, never under a public path.
        { name: 'key', type: 'text', maxLength: 200, admin: { hidden: true } },
        { name: 'filename', type: 'text', maxLength: 255 },
        { name: 'mimeType', type: 'text', maxLength: 100 },
        { name: 'size', type: 'number' },
      ],
    }),
    { name: 'internalNotes', type: 'textarea', maxLength: 10_000 },
  ],
}
