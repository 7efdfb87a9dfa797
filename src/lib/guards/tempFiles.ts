import { createCipheriv, createDecipheriv, randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { pipeline, type Readable, type Transform } from 'node:stream'

import { privateFilesDir } from '../files/privateFilesDir'
import { bodyTimeoutMs } from './config'

/**
 * Uploads in progress live in `tmp/` of the private files directory, outside every public path,
 * and encrypted (AES-256-CTR) under a key that only this process holds, in memory: what a visitor
 * or a reporter uploads is never on disk in plaintext, not even for the seconds of the upload, and
 * a temp file left by a killed process is unreadable noise until the sweep removes it.
 */
export function tempDir(): string {
  return path.join(privateFilesDir(), 'tmp')
}

export function newTempPath(): string {
  const dir = tempDir()
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  return path.join(dir, randomUUID())
}

const tempKeys = new Map<string, { key: Buffer; iv: Buffer }>()

/** The stream that encrypts an upload on its way into its temp file (a fresh key per file). */
export function tempFileCipher(tempPath: string): Transform {
  const secret = { key: randomBytes(32), iv: randomBytes(16) }
  tempKeys.set(tempPath, secret)
  return createCipheriv('aes-256-ctr', secret.key, secret.iv)
}

/** A temp file's plaintext, decrypted as it is read. */
export function readTempFile(tempPath: string): Readable {
  const secret = tempKeys.get(tempPath)
  if (!secret) throw new Error('no key for this temp file (not written by this process)')
  return pipeline(fs.createReadStream(tempPath), createDecipheriv('aes-256-ctr', secret.key, secret.iv), () => {})
}

/** Removes a temp file and forgets its key; a file already gone is fine. */
export async function removeTempFile(file: string): Promise<void> {
  tempKeys.delete(file)
  await fs.promises.rm(file, { force: true })
}

let swept = false

/**
 * Once per process: removes temp files older than the longest upload can take, left behind by a
 * process that was killed mid-upload (a live upload of another instance is younger than that).
 */
export async function sweepStaleTempFiles(now = Date.now()): Promise<void> {
  if (swept) return
  swept = true
  const dir = tempDir()
  const names = await fs.promises.readdir(dir).catch(() => [] as string[])
  for (const name of names) {
    const file = path.join(dir, name)
    const stat = await fs.promises.stat(file).catch(() => undefined)
    if (stat && now - stat.mtimeMs > bodyTimeoutMs() + 60_000) await removeTempFile(file)
  }
}
