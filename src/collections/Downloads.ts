import type { CollectionConfig } from 'payload'

import { servedFileHeaders } from '@/lib/security/servedFiles'
import { fileHandlers } from '@/lib/uploads/missingFile'
import { acceptedMimeTypes } from '@/lib/uploads/staffFiles'
import { anyone, isEditor } from './access'
import { revalidateCollection, revalidateCollectionOnDelete } from './hooks/revalidate'
import { groups } from './shared'
import { checkStaffUpload } from './uploadChecks'
import { uploadsDir } from './uploadsDir'

/** Public files visitors download: font archives and music tracks. */
export const Downloads: CollectionConfig = {
  slug: 'downloads',
  labels: { singular: { ko: '다운로드 파일', en: 'Download' }, plural: { ko: '다운로드 파일', en: 'Downloads' } },
  admin: { useAsTitle: 'filename', group: groups.library },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    beforeOperation: [checkStaffUpload('downloads')],
    afterChange: [revalidateCollection],
    afterDelete: [revalidateCollectionOnDelete],
  },
  upload: {
    modifyResponseHeaders: servedFileHeaders,
    // No "paste URL": the server would fetch the file, and only uploaded bytes are checked (uploadChecks.ts).
    pasteURL: false,
    staticDir: uploadsDir('downloads'),
    handlers: fileHandlers(uploadsDir('downloads')),
    // Checked by their bytes and names before this list is (uploadChecks.ts); it also guides the file picker.
    mimeTypes: acceptedMimeTypes('downloads'),
  },
  fields: [{ name: 'label', type: 'text', localized: true, maxLength: 200, label: { ko: '표시 이름', en: 'Label' } }],
}
