import type { CollectionConfig } from 'payload'

import { servedFileHeaders } from '@/lib/security/servedFiles'
import { fileHandlers } from '@/lib/uploads/missingFile'
import { acceptedMimeTypes } from '@/lib/uploads/staffFiles'
import { canUseAdmin, isEditor, publicImagesOrStaff } from './access'
import { revalidateCollection, revalidateCollectionOnDelete } from './hooks/revalidate'
import { labels as L } from './labels'
import { groups } from './shared'
import { checkStaffUpload } from './uploadChecks'
import { uploadsDir } from './uploadsDir'

/** Public pictures (thumbnails, previews, share images). Named `images`: `/api/media` is the legacy API's. */
export const Images: CollectionConfig = {
  slug: 'images',
  labels: { singular: { ko: '이미지', en: 'Image' }, plural: { ko: '이미지', en: 'Images' } },
  admin: {
    useAsTitle: 'filename',
    group: groups.library,
    defaultColumns: ['filename', 'alt', 'markedPublic', 'publicFrom', 'updatedAt'],
  },
  // Visitors get an image (its file and resized files too: Payload's file route applies this rule)
  // only once published content shows it, or an editor made it public; staff see every image.
  access: { read: publicImagesOrStaff, create: isEditor, update: isEditor, delete: isEditor },
  hooks: {
    beforeOperation: [checkStaffUpload('images')],
    afterChange: [revalidateCollection],
    afterDelete: [revalidateCollectionOnDelete],
  },
  upload: {
    modifyResponseHeaders: servedFileHeaders,
    // No "paste URL": the server would fetch the file, and only uploaded bytes are checked (uploadChecks.ts).
    pasteURL: false,
    staticDir: uploadsDir('images'),
    handlers: fileHandlers(uploadsDir('images')),
    // Checked by their bytes and names before this list is (uploadChecks.ts); it also guides the file picker.
    mimeTypes: acceptedMimeTypes('images'),
    focalPoint: true,
    imageSizes: [
      { name: 'thumbnail', width: 640, height: 360, position: 'centre' },
      { name: 'share', width: 1200, height: 630, position: 'centre' },
    ],
    adminThumbnail: 'thumbnail',
  },
  fields: [
    { name: 'alt', type: 'text', localized: true, required: true, maxLength: 300, label: L.alt },
    {
      name: 'markedPublic',
      type: 'checkbox',
      defaultValue: false,
      index: true,
      label: { ko: '지금 공개', en: 'Public now' },
      admin: {
        position: 'sidebar',
        description: {
          ko: '게시된 콘텐츠에 쓰이지 않아도 지금 바로 누구나 볼 수 있게 합니다.',
          en: 'Anyone may see it now, even before published content uses it.',
        },
      },
    },
    {
      // Kept by the system (src/collections/hooks/imageEmbargo.ts), never by hand.
      name: 'publicFrom',
      type: 'date',
      index: true,
      label: { ko: '공개 시작', en: 'Public since' },
      access: { create: () => false, update: () => false, read: canUseAdmin },
      admin: {
        position: 'sidebar',
        readOnly: true,
        date: { pickerAppearance: 'dayAndTime' },
        description: {
          ko: '이 이미지를 쓰는 게시 콘텐츠가 처음 공개되는(된) 시각. 비어 있으면 비공개, 미래 시각이면 그때까지 엠바고입니다.',
          en: 'When published content using this image is (or was) first due. Empty: private; a future time: embargoed until then.',
        },
      },
    },
  ],
}
