import fs from 'node:fs'
import path from 'node:path'

import type { ListedFile, OpenedFile, PrivateFileStore } from './types'

const UUID_NAME = /^[0-9a-f-]{36}$/
const PARTIAL_NAME = /^[0-9a-f-]{36}\.partial$/

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT'

/**
 * Submitted files as files under `root` (PRIVATE_FILES_DIR): `<root>/<area>/<uuid>`, written
 * beside their place as `<uuid>.partial` and renamed into place, so a reader never sees half a file.
 */
export function diskStore(root: () => string): PrivateFileStore {
  const fileOf = (key: string) => path.join(root(), key)
  return {
    async write(key, write) {
      const target = fileOf(key)
      await fs.promises.mkdir(path.dirname(target), { recursive: true, mode: 0o700 })
      try {
        await write(`${target}.partial`)
        await fs.promises.rename(`${target}.partial`, target)
      } catch (error) {
        await fs.promises.rm(`${target}.partial`, { force: true })
        throw error
      }
    },

    async open(key): Promise<OpenedFile | undefined> {
      const file = fileOf(key)
      const stat = await fs.promises.stat(file).catch(() => undefined)
      if (!stat?.isFile()) return undefined
      return { size: stat.size, body: fs.createReadStream(file) }
    },

    async remove(key) {
      try {
        await fs.promises.unlink(fileOf(key))
        return true
      } catch (error) {
        if (missing(error)) return false
        throw error
      }
    },

    async list(area): Promise<ListedFile[]> {
      const dir = path.join(root(), area)
      const names = await fs.promises.readdir(dir).catch((error: unknown) => {
        if (missing(error)) return [] as string[]
        throw error
      })
      const listed: ListedFile[] = []
      for (const name of names.filter((n) => UUID_NAME.test(n))) {
        const stat = await fs.promises.stat(path.join(dir, name)).catch(() => undefined)
        if (stat?.isFile()) listed.push({ key: `${area}/${name}`, modifiedAt: stat.mtime })
      }
      return listed
    },

    sweepPartial: (area, now, graceMs) => sweepPartialFiles(path.join(root(), area), now, graceMs),
  }
}

/** Removes the `<uuid>.partial` files of `dir` older than `graceMs`. */
export async function sweepPartialFiles(dir: string, now: Date, graceMs: number): Promise<number> {
  const names = await fs.promises.readdir(dir).catch(() => [] as string[])
  let removed = 0
  for (const name of names.filter((n) => PARTIAL_NAME.test(n))) {
    const file = path.join(dir, name)
    const stat = await fs.promises.stat(file).catch(() => null)
    if (!stat || now.getTime() - stat.mtimeMs < graceMs) continue
    await fs.promises.rm(file, { force: true })
    removed += 1
  }
  return removed
}
