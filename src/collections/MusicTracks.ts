import type { CollectionConfig } from 'payload'

import { anyone, isEditor } from './access'
import { orderField } from './fields'
import { revalidateCollection, revalidateCollectionOnDelete } from './hooks/revalidate'
import { labels as L } from './labels'
import { groups } from './shared'

/** The tracks of the free music album (9); the album itself is the `music-album` global. */
export const MusicTracks: CollectionConfig = {
  slug: 'music-tracks',
  labels: { singular: { ko: '음원', en: 'Track' }, plural: { ko: '음원', en: 'Tracks' } },
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'order'], group: groups.library },
  defaultSort: 'order',
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [revalidateCollection], afterDelete: [revalidateCollectionOnDelete] },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, maxLength: 100, label: L.title },
    {
      name: 'tags',
      type: 'array',
      localized: true,
      maxRows: 10,
      label: { ko: '태그', en: 'Tags' },
      labels: { singular: { ko: '태그', en: 'Tag' }, plural: { ko: '태그', en: 'Tags' } },
      fields: [{ name: 'tag', type: 'text', required: true, maxLength: 40, label: { ko: '태그', en: 'Tag' } }],
    },
    { name: 'audio', type: 'upload', relationTo: 'downloads', label: { ko: '음원 파일', en: 'Audio file' } },
    { name: 'durationSeconds', type: 'number', min: 0, label: { ko: '재생 시간(초)', en: 'Duration (seconds)' } },
    orderField(),
  ],
}
