import { after } from 'next/server'

import { getPayloadClient } from '../../data/payload'
import { reporterMessageSchema } from '../../forms/report'
import { GuardedBody } from '../../guards/body'
import { clientKey } from '../../guards/clientKey'
import type { FieldErrors } from '../../guards/errors'
import { checkFile, type FileRefusal } from '../../guards/fileType'
import { MAX_BODY_BYTES } from '../../guards/limits'
import { parseMultipart, type ReceivedFile } from '../../guards/multipart'
import { isSameOrigin } from '../../guards/origin'
import { removeTempFile } from '../../guards/tempFiles'
import { resolveLocale } from '../../legacy/params'
import { FILE_FIELD } from '../../submissions/contract'
import { fieldErrorsOf, type StoredAttachment } from '../../submissions/kind'
import { queueMails, runMailQueue } from '../../submissions/queueMail'
import { removeStoredFile } from '../../submissions/storage'
import { keepEncrypted } from '../kind'
import { REPORT_FILE_AREA } from '../sealed'
import { addReporterMessage, caseKeys, exactSecret, normaliseCaseNumber, openCase, readCase } from './caseAccess'
import { StatusError } from './errors'
import { asStatusError } from './failure'
import { statusOpened, statusRefused } from './respond'
import { Attempt } from './throttle'

const FILE_RULES: Record<FileRefusal, string> = {
  name: 'fileName',
  empty: 'fileEmpty',
  size: 'fileSize',
  type: 'fileType',
}

/**
 * `POST /api/reports/status/messages` (multipart `caseNumber`, `secret`, `message`, optional
 * `file`): the checks of the lookup, with the form pipeline's body rules (streamed under the
 * 30 MB limit, the first bytes decide the file type), then the file encrypted under the report's
 * key and the message written. All or nothing: a message that cannot be written takes its file
 * with it. The answer is the case view with the new message in the thread.
 */
export async function handleMessage(request: Request): Promise<Response> {
  const locale = resolveLocale(request)
  const body = request.body ? new GuardedBody(request.body, { maxBytes: MAX_BODY_BYTES }) : undefined
  after(() => body?.release())
  const attempt = new Attempt()
  try {
    if (!isSameOrigin(request.headers)) throw new StatusError('forbiddenOrigin')
    // A locked client is refused before a byte of its upload is read.
    const clientLock = await attempt.takeClient(clientKey(request.headers))
    if (clientLock !== null) throw new StatusError('locked', undefined, clientLock)
    if (Number(request.headers.get('content-length')) > MAX_BODY_BYTES)
      throw new StatusError('tooLarge', { file: 'fileSize' })
    if (!body) throw new StatusError('malformed')

    const form = await parseMultipart(request.headers.get('content-type'), body, FILE_FIELD)
    try {
      const values = Object.fromEntries(
        ['caseNumber', 'secret', 'message'].map((name) => [name, form.fields.get(name)?.[0]]),
      )
      const parsed = reporterMessageSchema.safeParse(values)
      const file = form.file ? { received: form.file, check: checkFile(form.file) } : undefined
      const fileErrors: FieldErrors = file && !file.check.ok ? { [FILE_FIELD]: FILE_RULES[file.check.reason] } : {}
      if (!parsed.success) throw new StatusError('invalid', { ...fieldErrorsOf(parsed.error), ...fileErrors })
      if (file && !file.check.ok) throw new StatusError('fileRefused', fileErrors)

      const caseNumber = normaliseCaseNumber(parsed.data.caseNumber)
      const caseLock = await attempt.takeCase(caseNumber)
      if (caseLock !== null) throw new StatusError('locked', undefined, caseLock)
      const payload = await getPayloadClient()
      const id = await openCase(payload, caseNumber, exactSecret(values.secret, parsed.data.secret))
      if (id === null) return await statusRefused(locale, new StatusError('wrongCredentials'))
      await attempt.forgive()

      const attachment = file?.check.ok
        ? await keep(payload, id, file.received, file.check.filename, file.check.mimeType)
        : undefined
      try {
        await addReporterMessage(payload, id, parsed.data.message, attachment)
      } catch (error) {
        if (attachment)
          await removeStoredFile(attachment.key).catch(() =>
            console.error('[reports/status] could not remove the file of a message that was not written'),
          )
        throw error
      }
      // Compliance hears that the case has something new (the mail carries none of it).
      await queueMails(payload, 'ethics-reports', id, ['notifyFollowUp'])
      after(() => runMailQueue(payload))
      return await statusOpened(locale, await readCase(payload, id), 'messageAdded')
    } finally {
      if (form.file) await removeTempFile(form.file.tempPath)
    }
  } catch (error) {
    await attempt.forgive()
    return statusRefused(locale, asStatusError(error))
  }
}

/** The accepted upload, encrypted under the case's own key into the reports area. */
async function keep(
  payload: Awaited<ReturnType<typeof getPayloadClient>>,
  id: number,
  file: ReceivedFile,
  filename: string,
  mimeType: string,
): Promise<StoredAttachment> {
  const { key, sealId } = await caseKeys(payload, id)
  const fileKey = await keepEncrypted(key, sealId, file.tempPath, REPORT_FILE_AREA)
  return { key: fileKey, filename, mimeType, size: file.size }
}
