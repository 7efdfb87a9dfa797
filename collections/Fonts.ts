import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from './access'
import { orderField } from './fields'
import { refreshImageEmbargoOnChange, refreshImageEmbargoOnDelete } from './hooks/imageEmbargo'
import { revalidateCollection, revalidateCollectionOnDelete } from './hooks/revalidate'
import { groups } from './shared'

/** The free fonts (13), each with a preview and a downloadable archive. */
export const Fonts: CollectionConfig = {
  slug: 'fonts',
  labels: { singular: { ko: '글꼴', en: 'Font' }, plural: { ko: '글꼴', en: 'Fonts' } },
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'shortName', 'releaseLabel', 'order'], group: groups.library },
  defaultSort: 'order',
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    afterChange: [refreshImageEmbargoOnChange, revalidateCollection],
    afterDelete: [refreshImageEmbargoOnDelete, revalidateCollectionOnDelete],
  },
  fields: [
    { name: 'name', type: 'text', localized: true, required: true, maxLength: 100 },
    { name: 'shortName', type: 'text', required: true, unique: true, maxLength: 60 },
    {
      name: 'releaseLabel',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 60,
      admin: { description: 'Shown as is, e.g. "2024년 5월 출시" / "Released May 2024".' },
    },
    { name: 'description', type: 'textarea', localized: true, required: true, maxLength: 2000 },
    { name: 'previewImage', type: 'upload', relationTo: 'images' },
    { name: 'archive', type: 'upload', relationTo: 'downloads' },
    orderField(),
  ],
}
