import fs from 'node:fs/promises'

import { APIError, ValidationError, type CollectionBeforeOperationHook, type PayloadRequest } from 'payload'

import { checkUpload, UPLOAD_HEAD_BYTES, UPLOAD_MAX_BYTES, type Library } from '@/lib/uploads/staffFiles'
import { withoutMetadata } from '@/lib/uploads/stripMetadata'
import { hasRole } from '@/lib/auth/staffRoles'
import { customT } from './staffPassword'

type UploadedFile = NonNullable<PayloadRequest['file']>

const MB = 1024 * 1024

const TYPE_MESSAGE: Record<Library, string> = {
  images: 'custom:uploadImageType',
  downloads: 'custom:uploadDownloadType',
}

/** The first bytes of the upload, wherever Payload keeps it (memory, or a temp file with `useTempFiles`). */
async function headOf(file: UploadedFile): Promise<Uint8Array> {
  if (!file.tempFilePath || file.data.length > 0) return file.data.subarray(0, UPLOAD_HEAD_BYTES)
  const handle = await fs.open(file.tempFilePath, 'r')
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(UPLOAD_HEAD_BYTES), 0, UPLOAD_HEAD_BYTES, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

const fileError = (req: PayloadRequest, collection: Library, message: string) =>
  new ValidationError({ collection, errors: [{ path: 'file', message }] }, req.t)

/** A picture's bytes without its metadata, written back where Payload will read them. */
async function stripPicture(req: PayloadRequest, file: UploadedFile): Promise<void> {
  const fromDisk = Boolean(file.tempFilePath) && file.data.length === 0
  const input = fromDisk ? await fs.readFile(file.tempFilePath!) : file.data
  const result = await withoutMetadata(input)
  if ('unreadable' in result) throw fileError(req, 'images', customT(req)('custom:uploadUnreadable'))
  if (!result.changed) return
  if (fromDisk) await fs.writeFile(file.tempFilePath!, result.data)
  else file.data = result.data
  file.size = result.data.length
}

/**
 * Payload's `beforeOperation` for an upload library: the file an editor sends is checked before
 * Payload stores anything (src/lib/uploads/staffFiles.ts: size, then kind by its bytes and name),
 * refused with a message in the editor's language, and a picture loses its location and other
 * metadata (stripMetadata.ts). Requests that may not write here are left to the access check
 * that follows, so a visitor never makes the server decode a picture.
 */
export const checkStaffUpload =
  (library: Library): CollectionBeforeOperationHook =>
  async ({ args, operation, req }) => {
    const file = req.file
    const overrideAccess = (args as { overrideAccess?: boolean }).overrideAccess === true
    if (!overrideAccess && !hasRole(req, 'admin', 'editor')) return args
    const t = customT(req)
    // A new document without an uploaded file could only name one by URL, which Payload would
    // fetch on the server past every check here (it keeps such a URL aside, out of the hooks'
    // sight). Only a duplicate, whose file is the checked original's, comes without one.
    const duplicate = Boolean((args as { duplicateFromID?: unknown }).duplicateFromID)
    if (!file && operation === 'create' && !duplicate) throw fileError(req, library, t('custom:uploadByUrl'))
    if (!file) return args
    const check = checkUpload(library, { name: file.name, size: file.size, head: await headOf(file) })
    if (!check.ok && check.reason === 'size') {
      // With `data`, Payload answers this message (without, an APIError of ours reads "unknown error").
      const message = t('custom:uploadTooLarge', { max: UPLOAD_MAX_BYTES[library] / MB })
      throw new APIError(message, 413, { errors: [{ path: 'file', message }] }, true)
    }
    if (!check.ok)
      throw fileError(req, library, t(check.reason === 'empty' ? 'custom:uploadEmpty' : TYPE_MESSAGE[library]))
    file.mimetype = check.mimeType
    if (library === 'images') await stripPicture(req, file)
    return args
  }
