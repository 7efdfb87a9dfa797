import type { CollectionConfig } from 'payload'

import { bodyField, publishDateField, titleField } from './fields'
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
    {
      name: 'pinned',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      admin: { position: 'sidebar', description: 'Pinned notices stay at the top of the list.' },
    },
    publishDateField(),
  ],
}
