import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/**
 * Where submitted files live: PRIVATE_FILES_DIR, else `private/` in the data directory. Never
 * under `public/` or an upload collection's static dir, so no URL of the site can reach them;
 * staff download them only through the access-checked attachment route.
 */
export function privateFilesDir(): string {
  return process.env.PRIVATE_FILES_DIR ?? path.resolve(process.env.DATA_DIR ?? '.data', 'private')
}

/** A stored file's key is `<area>/<uuid>`: generated, never derived from the visitor's file name. */
export const newFileKey = (area: string): string => `${area}/${randomUUID()}`

const KEY = /^[a-z-]+\/[0-9a-f-]{36}$/

/** The absolute path of a key, refusing anything that is not a key this module made. */
export function storedFilePath(key: string): string {
  if (!KEY.test(key)) throw new Error(`not a stored file key: ${key}`)
  return path.join(privateFilesDir(), key)
}

/**
 * Writes a new stored file of `area` through `write` (given the path to write to): beside its place
 * first, then renamed into place, so a reader never sees half a file; a failed write leaves
 * nothing. Returns its key.
 */
export async function writeStoredFile(
  area: string,
  write: (partialPath: string, key: string) => Promise<void>,
): Promise<string> {
  const key = newFileKey(area)
  const target = storedFilePath(key)
  await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
  try {
    await write(`${target}.partial`, key)
    await fs.promises.rename(`${target}.partial`, target)
  } catch (error) {
    await fs.promises.rm(`${target}.partial`, { force: true })
    throw error
  }
  return key
}

/** Deletes a stored file; false when it was already gone. */
export async function removeStoredFile(key: string): Promise<boolean> {
  try {
    await fs.promises.unlink(storedFilePath(key))
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false
    throw error
  }
}

/** Every key stored in an area (for the retention job's sweep of files without a row). */
export async function listStoredKeys(area: string): Promise<string[]> {
  const dir = path.join(privateFilesDir(), area)
  const names = await fs.promises.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[]
    throw error
  })
  return names.map((name) => `${area}/${name}`).filter((key) => KEY.test(key))
}

/**
 * Removes the `<key>.partial` files of an area older than `graceMs`: a file being written beside
 * its place is renamed within seconds, so an old one was left by a process that died mid-write.
 */
export async function sweepPartialFiles(area: string, now: Date, graceMs: number): Promise<number> {
  const dir = path.join(privateFilesDir(), area)
  const names = await fs.promises.readdir(dir).catch(() => [] as string[])
  let removed = 0
  for (const name of names.filter((n) => /^[0-9a-f-]{36}\.partial$/.test(n))) {
    const file = path.join(dir, name)
    const stat = await fs.promises.stat(file).catch(() => null)
    if (!stat || now.getTime() - stat.mtimeMs < graceMs) continue
    await fs.promises.rm(file, { force: true })
    removed += 1
  }
  return removed
}
