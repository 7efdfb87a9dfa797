import type { CollectionConfig } from 'payload'

import enNotice from '@/i18n/locales/en/notice.json'
import koNotice from '@/i18n/locales/ko/notice.json'
import { bodyField, publishDateField, shareFields, titleField } from './fields'
import { refreshImageEmbargoOnChange, refreshImageEmbargoOnDelete } from './hooks/imageEmbargo'
import { revalidateCollection, revalidateCollectionOnDelete } from './hooks/revalidate'
import { indexSearchOnChange, indexSearchOnDelete } from './hooks/indexSearch'
import { contentAccess, groups, scheduledDrafts } from './shared'

/** Notices (공지사항); pinned notices list first. Legacy API: /api/notice. */
export const Notices: CollectionConfig = {
  slug: 'notices',
  labels: {
    singular: { ko: '공지사항', en: 'Notice' },
    plural: { ko: '공지사항', en: 'Notices' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'pinned', 'publishDate', '_status'],
    group: groups.site,
  },
  defaultSort: '-publishDate',
  access: contentAccess,
  versions: scheduledDrafts,
  hooks: {
    afterChange: [indexSearchOnChange, refreshImageEmbargoOnChange, revalidateCollection],
    afterDelete: [indexSearchOnDelete, refreshImageEmbargoOnDelete, revalidateCollectionOnDelete],
  },
  fields: [
    titleField(),
    bodyField(),
    shareFields({
      descriptionText: { ko: koNotice.lead, en: enNotice.lead },
      descriptionNote: {
        ko: '비워 두면 공지사항 목록의 소개 문구를 씁니다.',
        en: 'Left empty, the lead text of the notices list is used.',
      },
      thumbnail: false,
    }),
    {
      name: 'pinned',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { ko: '상단 고정', en: 'Pinned' },
      admin: {
        position: 'sidebar',
        description: { ko: '고정한 공지는 목록 맨 위에 보입니다.', en: 'Pinned notices stay at the top of the list.' },
      },
    },
    publishDateField(),
  ],
}
