import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from './access'
import { orderField, validateHttpUrl } from './fields'
import { revalidateCollection, revalidateCollectionOnDelete } from './hooks/revalidate'
import { groups } from './shared'

export const connectionSiteLevels = [1, 2, 3] as const

/** Related websites listed in the footer dropdown, in three levels. Legacy API: /api/connection-site/{level}. */
export const ConnectionSites: CollectionConfig = {
  slug: 'connection-sites',
  labels: {
    singular: { ko: '관련 사이트', en: 'Related site' },
    plural: { ko: '관련 사이트', en: 'Related sites' },
  },
  admin: {
    useAsTitle: 'koreaName',
    defaultColumns: ['koreaName', 'englishName', 'level', 'order'],
    group: groups.site,
  },
  defaultSort: 'order',
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [revalidateCollection], afterDelete: [revalidateCollectionOnDelete] },
  fields: [
    {
      name: 'level',
      type: 'select',
      required: true,
      index: true,
      options: connectionSiteLevels.map((level) => ({ label: String(level), value: String(level) })),
    },
    { name: 'url', type: 'text', required: true, maxLength: 2000, validate: validateHttpUrl },
    { name: 'koreaName', type: 'text', required: true, maxLength: 100 },
    { name: 'englishName', type: 'text', required: true, maxLength: 100 },
    orderField(),
  ],
}
