import { APIError, type CollectionAfterReadHook, type CollectionBeforeChangeHook } from 'payload'

import { openMessage, sealMessage, type MessageContent } from '../src/lib/reports/sealed'
import { isCompliance } from './EthicsReports/access'
import { reportKeysOf } from './EthicsReports/keys'

const idOf = (value: unknown): number => Number(typeof value === 'object' && value !== null ? (value as { id: unknown }).id : value)

/**
 * Seals a new message with its report's key. Compliance writes replies (author "staff", signed with
 * the user); the status route writes the reporter's follow-ups (author "reporter"). The body and
 * the attachment's description are virtual: only the ciphertext is stored.
 */
export const sealNewMessage: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const keys = await reportKeysOf(req.payload, idOf(data.report), req)
  if (!keys) throw new APIError('The report of this message does not exist.', 400)
  const staff = isCompliance(req)
  const content: MessageContent = { body: String(data.body ?? '') }
  if (!staff && data.attachment) content.attachment = data.attachment as MessageContent['attachment']
  return {
    ...data,
    author: staff ? 'staff' : 'reporter',
    staffUser: staff ? req.user?.id : null,
    sealed: sealMessage(keys.key, keys.sealId, content),
    body: undefined,
    attachment: undefined,
  }
}

/** Opens a message for a read the access rules let through; the ciphertext never leaves. */
export const openSealedMessage: CollectionAfterReadHook = async ({ doc, req }) => {
  const { sealed, ...rest } = doc as Record<string, unknown> & { sealed?: string }
  if (typeof sealed !== 'string') return rest
  const keys = await reportKeysOf(req.payload, idOf(doc.report), req)
  if (!keys) return rest
  const content = openMessage(keys.key, keys.sealId, sealed)
  const attachment = content.attachment ? { filename: content.attachment.filename, mimeType: content.attachment.mimeType, size: content.attachment.size } : null
  return { ...rest, body: content.body, attachment }
}
