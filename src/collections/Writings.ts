import type { CollectionConfig } from 'payload'

import { bodyField, publishDateField, shareFields, thumbnailField, titleField } from './fields'
import { refreshImageEmbargoOnChange, refreshImageEmbargoOnDelete } from './hooks/imageEmbargo'
import { revalidateCollection, revalidateCollectionOnDelete } from './hooks/revalidate'
import { labels as L } from './labels'
import { contentAccess, groups } from './shared'

/** Sustainability "together" posts, each in one writing category. Legacy API: /api/writing. */
export const Writings: CollectionConfig = {
  slug: 'writings',
  labels: {
    singular: { ko: '함께 글', en: 'Together post' },
    plural: { ko: '함께 글', en: 'Together posts' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'category', 'publishDate', '_status'],
    group: groups.site,
  },
  defaultSort: '-publishDate',
  access: contentAccess,
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: {
    afterChange: [refreshImageEmbargoOnChange, revalidateCollection],
    afterDelete: [refreshImageEmbargoOnDelete, revalidateCollectionOnDelete],
  },
  fields: [
    titleField(),
    { name: 'summary', type: 'textarea', localized: true, maxLength: 1000, label: L.summary },
    thumbnailField(),
    bodyField(),
    shareFields({
      descriptionField: 'summary',
      descriptionNote: { ko: '비워 두면 요약을 씁니다.', en: 'Left empty, the summary is used.' },
      thumbnail: true,
    }),
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'writing-categories',
      required: true,
      index: true,
      label: { ko: '카테고리', en: 'Category' },
      admin: { position: 'sidebar' },
    },
    publishDateField(),
  ],
}
