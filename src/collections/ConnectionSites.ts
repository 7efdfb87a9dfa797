import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from './access'
import { orderField, validateHttpUrl } from './fields'
import { revalidateCollection, revalidateCollectionOnDelete } from './hooks/revalidate'
import { labels as L } from './labels'
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
      label: { ko: '단계', en: 'Level' },
      // The values are the legacy API's levels ("1" to "3"), stored as they are.
      options: connectionSiteLevels.map((level) => ({
        label: { ko: `${level}단계`, en: `Level ${level}` },
        value: String(level),
      })),
      admin: {
        description: {
          ko: '푸터의 관련 사이트 목록에서 2·3단계는 안쪽으로 들여 씁니다.',
          en: "Levels 2 and 3 are indented in the footer's list of related sites.",
        },
      },
    },
    { name: 'url', type: 'text', required: true, maxLength: 2000, validate: validateHttpUrl, label: L.url },
    { name: 'koreaName', type: 'text', required: true, maxLength: 100, label: L.koreaName },
    { name: 'englishName', type: 'text', required: true, maxLength: 100, label: L.englishName },
    orderField(),
  ],
}
