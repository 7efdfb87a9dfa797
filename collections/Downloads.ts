import type { CollectionConfig } from 'payload'

import { servedFileHeaders } from '../src/lib/security/servedFiles'
import { anyone, isEditor } from './access'
import { revalidateCollection, revalidateCollectionOnDelete } from './hooks/revalidate'
import { groups } from './shared'
import { uploadsDir } from './uploadsDir'

/** Public files visitors download: font archives and music tracks. */
export const Downloads: CollectionConfig = {
  slug: 'downloads',
  labels: { singular: { ko: '다운로드 파일', en: 'Download' }, plural: { ko: '다운로드 파일', en: 'Downloads' } },
  admin: { useAsTitle: 'filename', group: groups.library },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: { afterChange: [revalidateCollection], afterDelete: [revalidateCollectionOnDelete] },
  upload: {
    modifyResponseHeaders: servedFileHeaders,
    staticDir: uploadsDir('downloads'),
    mimeTypes: ['application/zip', 'audio/wav', 'audio/x-wav', 'audio/vnd.wave', 'audio/mpeg', 'audio/ogg'],
  },
  fields: [{ name: 'label', type: 'text', localized: true, maxLength: 200 }],
}
