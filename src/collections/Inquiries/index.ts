import type { CollectionConfig, Field } from 'payload'

import { inquiryKinds, inquiryLimits as limits, inquiryTextFields, type InquiryKind } from '@/lib/forms/inquiry'
import { isAdmin, isEditor } from '../access'
import { labels as L, localeOptions } from '../labels'
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

/** A field only some kinds ask for is shown on those kinds only (a partnership has no media outlet). */
const askedFor =
  (name: 'organization' | 'mediaName' | 'visitors' | 'preferredDates') => (data: Partial<{ kind: InquiryKind }>) =>
    !data?.kind || (inquiryTextFields[data.kind] as readonly string[]).includes(name)

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
    asSubmitted({
      name: 'receiptNumber',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      maxLength: 40,
      label: { ko: '접수 번호', en: 'Receipt number' },
    }),
    asSubmitted({
      name: 'kind',
      type: 'select',
      label: { ko: '문의 유형', en: 'Kind' },
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
      label: L.status,
      options: inquiryStatuses.map((value) => ({ value, label: statusLabels[value] })),
      admin: { position: 'sidebar' },
    },
    {
      name: 'assignee',
      type: 'relationship',
      relationTo: 'users',
      label: L.assignee,
      // Only people who may read the inbox can be given an inquiry.
      filterOptions: { role: { in: ['admin', 'editor'] } },
      admin: { position: 'sidebar' },
    },
    {
      name: 'replyByMail',
      type: 'ui',
      label: { ko: '이메일로 답장', en: 'Reply by email' },
      admin: {
        position: 'sidebar',
        disableListColumn: true,
        components: { Field: '/admin/inquiries/ReplyByMail#ReplyByMail' },
      },
    },
    asSubmitted({
      name: 'receivedAt',
      type: 'date',
      required: true,
      index: true,
      label: L.receivedAt,
      admin: { position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    }),
    asSubmitted({
      name: 'locale',
      type: 'select',
      required: true,
      label: L.locale,
      options: localeOptions,
      admin: { position: 'sidebar' },
    }),
    asSubmitted({
      name: 'subject',
      type: 'text',
      required: true,
      maxLength: limits.subject,
      label: L.subject,
      // Unread (status new) rows stand out: bold, with a badge.
      admin: { components: { Cell: '/admin/inquiries/SubjectCell#SubjectCell' } },
    }),
    asSubmitted({ name: 'name', type: 'text', required: true, maxLength: limits.name, label: L.name }),
    asSubmitted({
      name: 'organization',
      admin: { condition: askedFor('organization') },
      type: 'text',
      maxLength: limits.organization,
      label: { ko: '회사·단체명', en: 'Organization' },
    }),
    asSubmitted({
      name: 'mediaName',
      admin: { condition: askedFor('mediaName') },
      type: 'text',
      maxLength: limits.mediaName,
      label: { ko: '매체명', en: 'Media outlet' },
    }),
    asSubmitted({ name: 'email', type: 'email', required: true, label: L.email }),
    asSubmitted({
      name: 'visitors',
      admin: { condition: askedFor('visitors') },
      type: 'number',
      min: limits.visitorsMin,
      max: limits.visitorsMax,
      label: { ko: '방문 인원', en: 'Visitors' },
    }),
    asSubmitted({
      name: 'preferredDates',
      admin: { condition: askedFor('preferredDates') },
      type: 'text',
      maxLength: limits.preferredDates,
      label: { ko: '희망 방문 일정', en: 'Preferred dates' },
    }),
    asSubmitted({ name: 'detail', type: 'textarea', required: true, maxLength: limits.detail, label: L.detail }),
    asSubmitted({
      name: 'attachment',
      type: 'group',
      label: L.attachment,
      // Name, type, size and a download link through the access-checked attachment route.
      admin: { components: { Field: '/admin/inquiries/AttachmentField#AttachmentField' } },
      fields: [
        // The stored object's generated key: never a visitor's file name, never under a public path.
        {
          name: 'key',
          type: 'text',
          maxLength: 200,
          label: { ko: '저장 키', en: 'Storage key' },
          admin: { hidden: true },
        },
        { name: 'filename', type: 'text', maxLength: 255, label: { ko: '파일 이름', en: 'File name' } },
        { name: 'mimeType', type: 'text', maxLength: 100, label: { ko: '파일 형식', en: 'File type' } },
        { name: 'size', type: 'number', label: { ko: '크기(바이트)', en: 'Size (bytes)' } },
      ],
    }),
    {
      name: 'internalNotes',
      type: 'textarea',
      maxLength: 10_000,
      label: { ko: '내부 메모', en: 'Internal notes' },
    },
  ],
}
