import fs from 'node:fs'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'

import busboy from 'busboy'

import type { GuardedBody } from './body'
import { RequestError } from './errors'
import { displayFileName, FILE_HEAD_BYTES } from './fileType'
import { MAX_FIELD_BYTES, MAX_FIELDS, MAX_FILE_BYTES } from './limits'
import { newTempPath, removeTempFile, tempFileCipher } from './tempFiles'

/** A file received to a temp path; the caller keeps it (moves it) or removes it. */
export type ReceivedFile = { tempPath: string; name: string | undefined; size: number; head: Uint8Array }

export type ParsedForm = { fields: Map<string, string[]>; file?: ReceivedFile }

/**
 * Streams a multipart/form-data body through busboy: text parts into memory (bounded), at most
 * one file part, named `fileField`, to a temp file, never into memory. Every limit is enforced
 * while reading (a file one byte over 30 MB is refused at that byte). On any failure the temp
 * file is removed before the error is thrown: nothing of a refused body stays on disk.
 */
export async function parseMultipart(
  contentType: string | null,
  body: GuardedBody,
  fileField: string | null,
): Promise<ParsedForm> {
  if (!contentType || !/^multipart\/form-data\s*;/i.test(contentType)) throw new RequestError('malformed')
  let parser: busboy.Busboy
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      // Keep the name as sent: a name with a path is refused, not quietly cut to its last part.
      preservePath: true,
      // Browsers send file names as raw UTF-8 bytes (Korean names included).
      defParamCharset: 'utf8',
      limits: {
        // busboy flags a file that *reaches* its limit; one more byte lets exactly 30 MB through.
        fileSize: MAX_FILE_BYTES + 1,
        files: 1,
        fields: MAX_FIELDS,
        fieldSize: MAX_FIELD_BYTES,
        fieldNameSize: 100,
        parts: MAX_FIELDS + 2,
        headerPairs: 20,
      },
    })
  } catch {
    throw new RequestError('malformed') // no boundary, unknown content type
  }

  const fields = new Map<string, string[]>()
  let file: ReceivedFile | undefined
  let fileWritten: Promise<void> = Promise.resolve()
  let failure: RequestError | undefined
  let rejectFailed: (error: RequestError) => void = () => undefined
  const failed = new Promise<never>((_, reject) => (rejectFailed = reject))
  failed.catch(() => undefined)
  const fail = (error: RequestError) => {
    if (failure) return
    failure = error
    body.fail(error)
    rejectFailed(error)
  }

  parser.on('field', (name, value, info) => {
    if (info.nameTruncated) return fail(new RequestError('malformed'))
    fields.set(name, [...(fields.get(name) ?? []), value])
  })
  parser.on('filesLimit', () => fail(new RequestError('tooManyFiles', { file: 'fileCount' })))
  parser.on('fieldsLimit', () => fail(new RequestError('malformed')))
  parser.on('partsLimit', () => fail(new RequestError('malformed')))
  // A broken body (a malformed part header…) stops the reading at once, not at the next chunk.
  parser.on('error', () => fail(new RequestError('malformed')))
  parser.on('file', (name, stream, info) => {
    if (name !== fileField) {
      stream.resume()
      return fail(
        new RequestError(fileField ? 'malformed' : 'tooManyFiles', fileField ? undefined : { file: 'fileCount' }),
      )
    }
    // A name is checked before a byte is written; no name at all is the browser's "no file chosen"
    // part when it is also empty (decided at the end).
    if (info.filename !== undefined && !displayFileName(info.filename)) {
      stream.resume()
      return fail(new RequestError('fileRefused', { file: 'fileName' }))
    }
    const received: ReceivedFile = { tempPath: newTempPath(), name: info.filename, size: 0, head: new Uint8Array(0) }
    file = received
    stream.on('limit', () => fail(new RequestError('tooLarge', { file: 'fileSize' })))
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        received.size += chunk.length
        if (received.head.length < FILE_HEAD_BYTES)
          received.head = Buffer.concat([received.head, chunk]).subarray(0, FILE_HEAD_BYTES)
        done(null, chunk)
      },
    })
    fileWritten = pipeline(
      stream,
      measure,
      tempFileCipher(received.tempPath),
      fs.createWriteStream(received.tempPath, { flags: 'wx', mode: 0o600 }),
    )
    fileWritten.catch((error: unknown) =>
      fail(failure ?? (isDiskError(error) ? unexpected(error) : new RequestError('malformed'))),
    )
  })
  const closed = new Promise<void>((resolve, reject) => {
    parser.on('close', resolve)
    parser.on('error', reject)
  })
  closed.catch(() => undefined)

  try {
    for (;;) {
      const chunk = await body.next()
      if (!chunk) break
      if (!parser.write(chunk))
        await Promise.race([new Promise((resolve) => parser.once('drain', resolve)), failed, closed])
      if (failure) throw failure
    }
    parser.end()
    await Promise.race([closed, failed]).catch((error: unknown) => {
      // busboy's own errors: an unfinished form, a malformed part header…
      throw error instanceof RequestError ? error : new RequestError('malformed')
    })
    await Promise.race([fileWritten, failed])
    if (failure) throw failure
  } catch (error) {
    const reason = error instanceof RequestError ? error : (failure ?? unexpected(error))
    fail(reason)
    parser.destroy()
    await fileWritten.catch(() => undefined)
    if (file) await removeTempFile(file.tempPath)
    throw reason
  }

  if (file && file.name === undefined && file.size === 0) {
    await removeTempFile(file.tempPath)
    file = undefined
  }
  return { fields, file }
}

/** A failure of the disk (full, not writable) is ours; anything else breaking a file part is the body's. */
const isDiskError = (error: unknown) => typeof (error as NodeJS.ErrnoException | undefined)?.syscall === 'string'

function unexpected(error: unknown): RequestError {
  console.error('[guards] could not receive an upload', error)
  return new RequestError('unexpected')
}
