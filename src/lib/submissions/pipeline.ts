import { after } from 'next/server'
import { ValidationError } from 'payload'

import { getPayloadClient } from '../data/payload'
import { GuardedBody } from '../guards/body'
import { clientKey } from '../guards/clientKey'
import { isRequestError, RequestError, type FieldErrors } from '../guards/errors'
import { checkFile, type FileCheck, type FileRefusal } from '../guards/fileType'
import { MAX_BODY_BYTES } from '../guards/limits'
import { parseMultipart, type ReceivedFile } from '../guards/multipart'
import { isSameOrigin } from '../guards/origin'
import type { RateLimiter } from '../guards/rateLimit'
import { removeTempFile, sweepStaleTempFiles } from '../guards/tempFiles'
import { isDatabaseUnavailable } from '../http/errors'
import { resolveLocale } from '../legacy/params'
import { FILE_FIELD, HONEYPOT_FIELD } from './contract'
import { formValues, type StoredAttachment, type SubmissionKind } from './kind'
import { queueSubmissionMail, runMailQueue } from './queueMail'
import { newReceiptNumber } from './receipt'
import { submissionFailure, submissionSuccess } from './respond'
import { keepFile, storeSubmission } from './store'

/**
 * One submission, in this order: Origin → kind → rate limit → streamed parse under limits →
 * honeypot → schema → attachment bytes → file kept → row written (else the file is removed) →
 * mails queued → "submitted". Every refusal is the JSON envelope in the visitor's language; a
 * refused body is never buffered and nothing of it stays behind.
 */
export async function handleSubmission(
  request: Request,
  kindName: string,
  kinds: ReadonlyMap<string, SubmissionKind>,
  limiter: RateLimiter,
): Promise<Response> {
  const locale = resolveLocale(request)
  const body = request.body ? new GuardedBody(request.body, { maxBytes: MAX_BODY_BYTES }) : undefined
  // Whatever happens, what is left of the body is dropped after the answer, and the connection of
  // a client still sending is closed, rather than read to its end.
  after(() => body?.release())
  let release = async () => {}
  try {
    if (!isSameOrigin(request.headers)) throw new RequestError('forbiddenOrigin')
    const kind = kinds.get(kindName)
    if (!kind) throw new RequestError('unknownKind')
    const slot = await limiter.take(clientKey(request.headers))
    if (!slot.allowed) throw new RequestError('rateLimited', undefined, slot.retryAfterSeconds)
    release = slot.release
    if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES)
      throw new RequestError('tooLarge', { file: 'fileSize' })
    if (!body) throw new RequestError('malformed')
    void sweepStaleTempFiles()

    const form = await parseMultipart(request.headers.get('content-type'), body, kind.fileArea ? FILE_FIELD : null)
    try {
      if (form.fields.get(HONEYPOT_FIELD)?.some((value) => value.trim() !== '')) {
        return await submissionSuccess(locale, newReceiptNumber(kind.receiptPrefix))
      }
      const valid = kind.validate(formValues(kind, form.fields))
      const file = form.file ? { received: form.file, check: checkFile(form.file) } : undefined
      const fileErrors: FieldErrors = file && !file.check.ok ? { [FILE_FIELD]: FILE_RULES[file.check.reason] } : {}
      if (!valid.ok) throw new RequestError('invalid', { ...valid.errors, ...fileErrors })
      if (file && !file.check.ok) throw new RequestError('fileRefused', fileErrors)
      const payload = await getPayloadClient()
      const prepared = await valid.prepare()
      const attachment =
        file?.check.ok && kind.fileArea
          ? await keep(file.received, file.check, kind.fileArea, prepared.keepFile ?? keepFile)
          : undefined
      const stored = await storeSubmission(
        payload,
        kind,
        prepared,
        { receivedAt: new Date().toISOString(), locale },
        attachment,
      )
      await queueSubmissionMail(payload, kind, stored.id)
      after(() => runMailQueue(payload))
      return await submissionSuccess(locale, stored.receiptNumber, prepared.answer)
    } finally {
      if (form.file) await removeTempFile(form.file.tempPath)
    }
  } catch (error) {
    const failure = asRequestError(error)
    // Our outage must not use up a visitor's attempts.
    if (failure.status >= 500) await release()
    return submissionFailure(locale, failure)
  }
}

const FILE_RULES: Record<FileRefusal, string> = {
  name: 'fileName',
  empty: 'fileEmpty',
  size: 'fileSize',
  type: 'fileType',
}

async function keep(
  file: ReceivedFile,
  check: Extract<FileCheck, { ok: true }>,
  area: string,
  keeper: typeof keepFile,
): Promise<StoredAttachment> {
  const key = await keeper(file.tempPath, area)
  return { key, filename: check.filename, mimeType: check.mimeType, size: file.size }
}

function asRequestError(error: unknown): RequestError {
  if (isRequestError(error)) return error
  if (isDatabaseUnavailable(error)) return new RequestError('unavailable')
  // The collection's own field validation refused what the form schema let through (Payload's
  // email pattern is stricter than zod's, for one): still the visitor's input, still a 400.
  if (error instanceof ValidationError) {
    return new RequestError(
      'invalid',
      Object.fromEntries(error.data.errors.map((e) => [e.path.split('.')[0], 'invalid'])),
    )
  }
  // By name and code only: a database error's message (and so its stack) quotes the query's
  // parameters, which for a report are its ciphertext, wrapped key and secret hash.
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown }
  console.error('[submissions] unexpected failure', {
    name: String(name ?? typeof error),
    code: typeof code === 'string' ? code : undefined,
  })
  return new RequestError('unexpected')
}
