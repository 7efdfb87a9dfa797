import type { CollectionConfig } from 'payload'

import { bodyField, publishDateField, shareFields, thumbnailField, titleField } from './fields'
import { refreshImageEmbargoOnChange, refreshImageEmbargoOnDelete } from './hooks/imageEmbargo'
import { revalidateCollection, revalidateCollectionOnDelete } from './hooks/revalidate'
import { indexSearchOnChange, indexSearchOnDelete } from './hooks/indexSearch'
import { labels as L } from './labels'
import { contentAccess, groups, scheduledDrafts } from './shared'

type Labels = NonNullable<CollectionConfig['labels']>

/**
 * Press releases and fact checks have the same shape (title, subtitle, source, thumbnail, body,
 * publish date, drafts with scheduled publish); only the slug and labels differ.
 */
export function newsroomArticle(slug: string, labels: Labels): CollectionConfig {
  return {
    slug,
    labels,
    admin: {
      useAsTitle: 'title',
      defaultColumns: ['title', 'publishDate', '_status'],
      group: groups.newsroom,
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
      { name: 'subtitle', type: 'text', localized: true, maxLength: 500, label: L.subtitle },
      { name: 'source', type: 'text', localized: true, maxLength: 200, label: L.source },
      thumbnailField(),
      bodyField(),
      shareFields({
        descriptionField: 'subtitle',
        descriptionNote: { ko: '비워 두면 부제목을 씁니다.', en: 'Left empty, the subtitle is used.' },
        thumbnail: true,
      }),
      publishDateField(),
    ],
  }
}
