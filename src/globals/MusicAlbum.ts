import type { GlobalConfig } from 'payload'

import { anyone, isEditor } from '../collections/access'
import { refreshImageEmbargoOnGlobalChange } from '../collections/hooks/imageEmbargo'
import { revalidateGlobal } from '../collections/hooks/revalidate'
import { labels as L } from '../collections/labels'
import { groups } from '../collections/shared'

/** The one free music album whose tracks are the `music-tracks` collection. */
export const MusicAlbum: GlobalConfig = {
  slug: 'music-album',
  label: { ko: '음원 앨범', en: 'Music album' },
  admin: { group: groups.library },
  access: { read: anyone, update: isEditor },
  hooks: { afterChange: [refreshImageEmbargoOnGlobalChange, revalidateGlobal] },
  fields: [
    { name: 'title', type: 'text', localized: true, required: true, maxLength: 200, label: L.title },
    { name: 'cover', type: 'upload', relationTo: 'images', label: { ko: '앨범 표지', en: 'Cover' } },
    { name: 'description', type: 'textarea', localized: true, maxLength: 2000, label: L.description },
  ],
}
