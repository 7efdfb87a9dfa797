import fs from 'node:fs'
import path from 'node:path'
import { Readable } from 'node:stream'

import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3'

import { sweepPartialFiles } from './disk'
import type { ListedFile, OpenedFile, PrivateFileStore } from './types'

/** Every private object's key starts with this: never one of the public libraries' folders. */
export const PRIVATE_PREFIX = 'private/'

const UUID_NAME = /^[0-9a-f-]{36}$/

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } }
  return e.name === 'NoSuchKey' || e.name === 'NotFound' || e.$metadata?.httpStatusCode === 404
}

/**
 * Submitted files as objects `private/<area>/<uuid>` of `bucket`, shared by every app instance.
 * Written with no ACL (the bucket's default: private) and never handed out as a URL: staff get
 * them only through the app's access-checked routes, which stream them.
 *
 * All or nothing: the bytes are first written to a local `<uuid>.partial` under `staging` (what
 * the write callback needs: encryption and decryption stream through files), then sent in one
 * PutObject, which S3 makes visible only once it has every byte. No multipart upload is ever
 * started (one PUT takes up to 5 GB; ours are at most 30 MB), so none can be left abandoned in
 * the bucket; a staging file left by a process that died is swept like a disk `.partial`.
 */
export function s3Store(client: () => S3Client, bucket: string, staging: () => string): PrivateFileStore {
  const objectKey = (key: string) => PRIVATE_PREFIX + key
  return {
    async write(key, write) {
      const partial = `${path.join(staging(), key)}.partial`
      await fs.promises.mkdir(path.dirname(partial), { recursive: true, mode: 0o700 })
      try {
        await write(partial)
        const { size } = await fs.promises.stat(partial)
        await client().send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: objectKey(key),
            Body: fs.createReadStream(partial),
            ContentLength: size,
            ContentType: 'application/octet-stream',
          }),
        )
      } finally {
        await fs.promises.rm(partial, { force: true })
      }
    },

    async open(key): Promise<OpenedFile | undefined> {
      try {
        const object = await client().send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
        if (!(object.Body instanceof Readable)) throw new Error('the S3 object body is not a Node stream')
        return { size: Number(object.ContentLength ?? 0), body: object.Body }
      } catch (error) {
        if (notFound(error)) return undefined
        throw error
      }
    },

    async remove(key) {
      // S3 deletes answer the same whether the object was there: asked first, for the callers' counts.
      try {
        await client().send(new HeadObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
      } catch (error) {
        if (notFound(error)) return false
        throw error
      }
      await client().send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }))
      return true
    },

    async list(area): Promise<ListedFile[]> {
      const prefix = `${objectKey(area)}/`
      const listed: ListedFile[] = []
      let token: string | undefined
      do {
        const page = await client().send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        )
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? ''
          if (UUID_NAME.test(name))
            listed.push({ key: `${area}/${name}`, modifiedAt: object.LastModified ?? new Date() })
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined
      } while (token)
      return listed
    },

    sweepPartial: (area, now, graceMs) => sweepPartialFiles(path.join(staging(), area), now, graceMs),
  }
}
