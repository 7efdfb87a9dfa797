import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

import { bodyTimeoutMs } from './config'
import { privateFilesDir } from './storage'

/**
 * Uploads in progress live in `tmp/` of the private files directory: outside every public path,
 * and on the same file system as their final place, so keeping one is an atomic rename.
 */
export function tempDir(): string {
  return path.join(privateFilesDir(), 'tmp')
}

export function newTempPath(): string {
  const dir = tempDir()
  fs.mkdirSync(dir, { recursive: true, mode: 0o700 })
  return path.join(dir, randomUUID())
}

/** Removes a temp file; a file already gone is fine. */
export async function removeTempFile(file: string): Promise<void> {
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
