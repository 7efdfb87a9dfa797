import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from './access'
import { orderField } from './fields'
import { revalidateCollection, revalidateCollectionOnDelete } from './hooks/revalidate'
import { labels as L } from './labels'
import { groups } from './shared'

/**
 * Categories of the "together" posts. Fields mirror SPEC §3 one to one (Korean and English
 * columns side by side rather than Payload localization), because the legacy API returns both.
 */
export const WritingCategories: CollectionConfig = {
  slug: 'writing-categories',
  labels: {
    singular: { ko: '글 카테고리', en: 'Writing category' },
    plural: { ko: '글 카테고리', en: 'Writing categories' },
  },
  admin: { useAsTitle: 'koreaName', defaultColumns: ['koreaName', 'englishName', 'order'], group: groups.site },
  defaultSort: 'order',
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [revalidateCollection], afterDelete: [revalidateCollectionOnDelete] },
  fields: [
    { name: 'koreaName', type: 'text', required: true, maxLength: 100, label: L.koreaName },
    { name: 'englishName', type: 'text', required: true, maxLength: 100, label: L.englishName },
    {
      name: 'koreaExplanation',
      type: 'textarea',
      maxLength: 1000,
      label: { ko: '한국어 설명', en: 'Korean description' },
    },
    {
      name: 'englishExplanation',
      type: 'textarea',
      maxLength: 1000,
      label: { ko: '영어 설명', en: 'English description' },
    },
    { name: 'etcName', type: 'text', maxLength: 100, label: { ko: '기타 이름', en: 'Other name' } },
    { name: 'etcExplanation', type: 'textarea', maxLength: 1000, label: { ko: '기타 설명', en: 'Other description' } },
    orderField(),
  ],
}
