import type { CollectionConfig } from 'payload'

import { servedFileHeaders } from '../src/lib/security/servedFiles'
import { notFoundWhenMissing } from '../src/lib/uploads/missingFile'
import { acceptedMimeTypes } from '../src/lib/uploads/staffFiles'
import { anyone, isEditor } from './access'
import { revalidateCollection, revalidateCollectionOnDelete } from './hooks/revalidate'
import { groups } from './shared'
import { checkStaffUpload } from './uploadChecks'
import { uploadsDir } from './uploadsDir'

/** Public pictures (thumbnails, previews, share images). Named `images`: `/api/media` is the legacy API's. */
export const Images: CollectionConfig = {
  slug: 'images',
  labels: { singular: { ko: '이미지', en: 'Image' }, plural: { ko: '이미지', en: 'Images' } },
  admin: { useAsTitle: 'filename', group: groups.library },
  access: { read: anyone, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    beforeOperation: [checkStaffUpload('images')],
    afterChange: [revalidateCollection],
    afterDelete: [revalidateCollectionOnDelete],
  },
  upload: {
    modifyResponseHeaders: servedFileHeaders,
    staticDir: uploadsDir('images'),
    handlers: [notFoundWhenMissing(uploadsDir('images'))],
    // Checked by their bytes and names before this list is (uploadChecks.ts); it also guides the file picker.
    mimeTypes: acceptedMimeTypes('images'),
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 640, height: 360, position: 'centre' },
      { name: 'share', width: 1200, height: 630, position: 'centre' },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [{ name: 'alt', type: 'text', localized: true, required: true, maxLength: 300 }],
}
