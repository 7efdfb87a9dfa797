import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { buffer } from 'node:stream/consumers'

import { S3Client } from '@aws-sdk/client-s3'

import { privateFilesDir } from '../files/privateFilesDir'
import { s3ClientConfig, s3Settings, type S3Settings } from '../objectStorage/settings'
import { diskStore } from './stores/disk'
import { s3Store } from './stores/s3'
import type { ListedFile, OpenedFile, PrivateFileStore } from './stores/types'

let cached: { settings: S3Settings; store: PrivateFileStore } | undefined

/** The store the configuration chooses: S3 when S3_BUCKET is set, else the local disk. */
export function privateStore(): PrivateFileStore {
  const settings = s3Settings()
  if (!settings) return diskStore(privateFilesDir)
  if (JSON.stringify(cached?.settings) !== JSON.stringify(settings)) {
    const client = new S3Client(s3ClientConfig(settings))
    cached = {
      settings,
      store: s3Store(
        () => client,
        settings.privateBucket,
        () => path.join(privateFilesDir(), 'staging'),
      ),
    }
  }
  return cached!.store
}

/** A stored file's key is `<area>/<uuid>`: generated, never derived from the visitor's file name. */
export const newFileKey = (area: string): string => `${area}/${randomUUID()}`

const KEY = /^[a-z-]+\/[0-9a-f-]{36}$/

/** Refuses anything that is not a key this module made (no path or object key is built from anything else). */
function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a stored file key: ${key}`)
  return key
}

/**
 * Writes a new stored file of `area` through `write` (given the local path to write to); a reader
 * never sees half a file and a failed write leaves nothing. Returns its key.
 */
export async function writeStoredFile(
  area: string,
  write: (partialPath: string, key: string) => Promise<void>,
): Promise<string> {
  const key = newFileKey(area)
  await privateStore().write(checkedKey(key), (partial) => write(partial, key))
  return key
}

/** A stored file as a stream with its size; undefined when it is gone. */
export async function openStoredFile(key: string): Promise<OpenedFile | undefined> {
  return privateStore().open(checkedKey(key))
}

/** A stored file's bytes (an encrypted report file is authenticated whole before any byte is served). */
export async function readStoredFile(key: string): Promise<Buffer | undefined> {
  const opened = await openStoredFile(key)
  return opened && buffer(opened.body)
}

/** Deletes a stored file; false when it was already gone. */
export async function removeStoredFile(key: string): Promise<boolean> {
  return privateStore().remove(checkedKey(key))
}

/** Every file stored in an area with its last write time (for the retention jobs' sweeps of files without a row). */
export async function listStoredFiles(area: string): Promise<ListedFile[]> {
  return (await privateStore().list(area)).filter((file) => KEY.test(file.key))
}

/**
 * Removes the half-written files of an area older than `graceMs`: a file being written is in place
 * within seconds, so an old one was left by a process that died mid-write.
 */
export const sweepPartialFiles = (area: string, now: Date, graceMs: number): Promise<number> =>
  privateStore().sweepPartial(area, now, graceMs)
