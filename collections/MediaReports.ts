import type { CollectionConfig } from 'payload'

import { publishDateField, thumbnailField, titleField, validateHttpUrl } from './fields'
import { refreshImageEmbargoOnChange, refreshImageEmbargoOnDelete } from './hooks/imageEmbargo'
import { revalidateCollection, revalidateCollectionOnDelete } from './hooks/revalidate'
import { indexSearchOnChange, indexSearchOnDelete } from './hooks/indexSearch'
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
    { name: 'summary', type: 'textarea', localized: true, maxLength: 1000 },
    {
      name: 'source',
      type: 'text',
      localized: true,
      maxLength: 200,
      admin: { description: 'The outlet that published the article.' },
    },
    thumbnailField(),
    {
      name: 'reportUrl',
      type: 'text',
      required: true,
      maxLength: 2000,
      validate: validateHttpUrl,
      admin: { description: 'Link to the original article (http or https).' },
    },
    publishDateField(),
  ],
}
