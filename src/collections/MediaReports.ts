import type { CollectionConfig } from 'payload'

import { publishDateField, thumbnailField, titleField, validateHttpUrl } from './fields'
import { refreshImageEmbargoOnChange, refreshImageEmbargoOnDelete } from './hooks/imageEmbargo'
import { revalidateCollection, revalidateCollectionOnDelete } from './hooks/revalidate'
import { indexSearchOnChange, indexSearchOnDelete } from './hooks/indexSearch'
import { labels as L } from './labels'
import { contentAccess, groups } from './shared'

/** Newsroom "media": articles by outside outlets, linking out to the original. Legacy API: /api/media. */
export const MediaReports: CollectionConfig = {
  slug: 'media-reports',
  labels: {
    singular: { ko: '언론보도', en: 'Media report' },
    plural: { ko: '언론보도', en: 'Media reports' },
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'source', 'publishDate', '_status'],
    group: groups.newsroom,
  },
  defaultSort: '-publishDate',
  access: contentAccess,
  versions: { drafts: true, maxPerDoc: 20 },
  hooks: {
    afterChange: [indexSearchOnChange, refreshImageEmbargoOnChange, revalidateCollection],
    afterDelete: [indexSearchOnDelete, refreshImageEmbargoOnDelete, revalidateCollectionOnDelete],
  },
  fields: [
    titleField(),
    { name: 'summary', type: 'textarea', localized: true, maxLength: 1000, label: L.summary },
    {
      name: 'source',
      type: 'text',
      localized: true,
      maxLength: 200,
      label: L.source,
      admin: { description: { ko: '기사를 낸 언론사', en: 'The outlet that published the article.' } },
    },
    thumbnailField(),
    {
      name: 'reportUrl',
      type: 'text',
      required: true,
      maxLength: 2000,
      validate: validateHttpUrl,
      label: { ko: '기사 원문 주소', en: 'Article URL' },
      admin: {
        description: {
          ko: '기사 원문으로 가는 링크 (http:// 또는 https://)',
          en: 'Link to the original article (http or https).',
        },
      },
    },
    publishDateField(),
  ],
}
