import fs from 'node:fs'
import { pipeline } from 'node:stream/promises'

import { ValidationError, type Payload } from 'payload'

import { readTempFile, removeTempFile } from '../guards/tempFiles'
import type { Prepared, StoredAttachment, SubmissionKind, SubmissionMeta } from './kind'
import { newReceiptNumber } from './receipt'
import { removeStoredFile, writeStoredFile } from './storage'

/** Writes an accepted upload, decrypted from its temp file, to a new stored file; the temp file is removed. */
export async function keepFile(tempPath: string, area: string): Promise<string> {
  try {
    return await writeStoredFile(area, (to) =>
      pipeline(readTempFile(tempPath), fs.createWriteStream(to, { flags: 'wx', mode: 0o600 })),
    )
  } finally {
    await removeTempFile(tempPath)
  }
}

const isReceiptClash = (error: unknown) =>
  error instanceof ValidationError && error.data.errors.some((e) => e.path === 'receiptNumber')

/**
 * Writes the submission: its row, referring to its already stored file. All or nothing: when the
 * row cannot be written the file is removed, so a failure leaves neither. A receipt number that
 * clashes with an existing one (about one in 10⁹ a day) is drawn again.
 */
export async function storeSubmission(
  payload: Payload,
  kind: SubmissionKind,
  prepared: Prepared,
  meta: Omit<SubmissionMeta, 'receiptNumber'>,
  attachment: StoredAttachment | undefined,
): Promise<{ id: number; receiptNumber: string }> {
  try {
    for (let attempt = 1; ; attempt++) {
      const receiptNumber = newReceiptNumber(kind.receiptPrefix)
      try {
        const { id } = await prepared.create(payload, { ...meta, receiptNumber, attachment })
        return { id, receiptNumber }
      } catch (error) {
        if (!isReceiptClash(error) || attempt >= 3) throw error
      }
    }
  } catch (error) {
    if (attachment)
      await removeStoredFile(attachment.key).catch((e: unknown) =>
        console.error('[submissions] could not remove the file of a failed submission', e),
      )
    throw error
  }
}
