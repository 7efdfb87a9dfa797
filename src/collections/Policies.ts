import type { CollectionConfig } from 'payload'

import { isEditor, isStaff, publishedOnlyOrStaff } from './access'
import { refreshImageEmbargoOnChange, refreshImageEmbargoOnDelete } from './hooks/imageEmbargo'
import { revalidateCollection, revalidateCollectionOnDelete } from './hooks/revalidate'
import { labels as L } from './labels'
import { groups } from './shared'

/**
 * Privacy policy versions, addressed by their numeric id (/policy/{id}). Korean only, as SPEC
 * says, so nothing here is localized.
 */
export const Policies: CollectionConfig = {
  slug: 'policies',
  labels: {
    singular: { ko: '개인정보 처리방침', en: 'Privacy policy' },
    plural: { ko: '개인정보 처리방침', en: 'Privacy policies' },
  },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'effectiveDate', '_status'], group: groups.site },
  defaultSort: '-effectiveDate',
  access: {
    read: publishedOnlyOrStaff,
    readVersions: isStaff,
    create: isEditor,
    update: isEditor,
    delete: isEditor,
  },
  hooks: {
    afterChange: [refreshImageEmbargoOnChange, revalidateCollection],
    afterDelete: [refreshImageEmbargoOnDelete, revalidateCollectionOnDelete],
  },
  versions: { drafts: true, maxPerDoc: 20 },
  fields: [
    { name: 'title', type: 'text', required: true, maxLength: 200, label: L.title },
    {
      name: 'effectiveDate',
      type: 'date',
      required: true,
      index: true,
      label: { ko: '시행일', en: 'Effective date' },
      admin: { position: 'sidebar' },
    },
    { name: 'body', type: 'richText', required: true, label: L.body },
  ],
}
