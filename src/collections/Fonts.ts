import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from './access'
import { orderField } from './fields'
import { refreshImageEmbargoOnChange, refreshImageEmbargoOnDelete } from './hooks/imageEmbargo'
import { revalidateCollection, revalidateCollectionOnDelete } from './hooks/revalidate'
import { labels as L } from './labels'
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
    {
      name: 'name',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 100,
      label: { ko: '글꼴 이름', en: 'Font name' },
    },
    {
      name: 'shortName',
      type: 'text',
      required: true,
      unique: true,
      maxLength: 60,
      label: { ko: '짧은 이름', en: 'Short name' },
    },
    {
      name: 'releaseLabel',
      type: 'text',
      localized: true,
      required: true,
      maxLength: 60,
      label: { ko: '출시 표기', en: 'Release label' },
      admin: {
        description: {
          ko: '입력한 그대로 보입니다. 예: "2024년 5월 출시" / "Released May 2024"',
          en: 'Shown as is, e.g. "2024년 5월 출시" / "Released May 2024".',
        },
      },
    },
    { name: 'description', type: 'textarea', localized: true, required: true, maxLength: 2000, label: L.description },
    {
      name: 'previewImage',
      type: 'upload',
      relationTo: 'images',
      label: { ko: '미리보기 이미지', en: 'Preview image' },
    },
    { name: 'archive', type: 'upload', relationTo: 'downloads', label: { ko: '내려받을 파일', en: 'Download file' } },
    orderField(),
  ],
}
